/// Watches the folders, since editors save by renaming a new file over the old; not `IN_CREATE`,
/// as a new file is still empty then.
package final class FileWatcher {
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "cannot watch '\(path)': \(reason)" }
    }

    package enum Wake: Equatable, Sendable {
        /// The paths as given to ``watch(_:)``, sorted.
        case changed([String])
        /// The stop descriptor's bytes are left for the caller to read.
        case stopped
        case folderGone(String)
        case timedOut
    }

    /// The events kept; `IN_DELETE_SELF`, `IN_MOVE_SELF` tell that a folder went away.
    #if os(Linux)
        private static let mask =
            UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)
            | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_ONLYDIR)
    #endif

    private let descriptor: Int32
    private var watches: [Int32: (folder: String, paths: [String: String])] = [:]
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    package let pollInterval: Duration
    /// Polling: `nil` for a path absent.
    private var folders: [String: Signature] = [:]
    private var signatures: [String: Signature?] = [:]

    package var isPolling: Bool { descriptor < 0 }

    /// Tests ask for `polling` where inotify exists.
    package init(polling: Bool = false, pollInterval: Duration = .milliseconds(100)) {
        self.pollInterval = pollInterval
        #if os(Linux)
            descriptor = polling ? -1 : inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        #else
            descriptor = -1
        #endif
    }

    deinit { if descriptor >= 0 { try? FileDescriptor(rawValue: descriptor).close() } }

    /// The files need not exist, their folders must.
    package func watch(_ paths: [String]) throws(Failure) {
        if isPolling { return try lookAt(paths) }
        #if os(Linux)
            var next: [Int32: (folder: String, paths: [String: String])] = [:]
            var failure: Failure?
            for path in paths {
                let (folder, name) = Self.split(path)
                guard !name.isEmpty else { continue }
                let watch = inotify_add_watch(descriptor, folder, Self.mask)
                guard watch >= 0 else {
                    failure = failure ?? Failure(path: folder, reason: Errno.current.message)
                    continue
                }
                // Two spellings of one folder give the same watch; the first spelling names it.
                next[watch, default: (folder, [:])].paths[name] = path
            }
            for old in watches.keys where next[old] == nil { _ = inotify_rm_watch(descriptor, old) }
            watches = next
            if let failure { throw failure }
        #endif
    }

    private func lookAt(_ paths: [String]) throws(Failure) {
        var failure: Failure?
        folders = [:]
        signatures = [:]
        for path in paths {
            let (folder, name) = Self.split(path)
            guard !name.isEmpty else { continue }
            if folders[folder] == nil {
                let signature = Signature(folder)
                guard let signature, signature.isFolder else {
                    let reason = signature == nil ? Errno.current : Errno(rawValue: ENOTDIR)
                    failure = failure ?? Failure(path: folder, reason: reason.message)
                    continue
                }
                folders[folder] = signature
            }
            signatures[path] = Signature(path)
        }
        if let failure { throw failure }
    }

    /// Debounced, so a burst of writes (an editor's backup, write and rename) is one change.
    package func next(debounceMilliseconds: Int32, stopDescriptor: Int32 = -1, timeoutMilliseconds: Int32 = -1) -> Wake
    {
        if isPolling {
            return nextByPolling(
                debounce: .milliseconds(debounceMilliseconds), stopDescriptor: stopDescriptor,
                timeout: timeoutMilliseconds < 0 ? nil : .milliseconds(timeoutMilliseconds))
        }
        var changed: Set<String> = []
        var requests = [(FileDescriptor(rawValue: descriptor), FileDescriptor.Events.readable)]
        if stopDescriptor >= 0 { requests.append((FileDescriptor(rawValue: stopDescriptor), .readable)) }
        while true {
            let timeout = changed.isEmpty ? timeoutMilliseconds : debounceMilliseconds
            // A signal's handler has written to the stop descriptor. A failed poll is taken as a stop.
            guard let ready = try? FileDescriptor.poll(requests, timeout: timeout < 0 ? nil : .milliseconds(timeout)),
                ready.count < 2 || ready[1].isEmpty
            else { return .stopped }
            if ready[0].isEmpty { return changed.isEmpty ? .timedOut : .changed(changed.sorted()) }
            if let folder = readEvents(into: &changed) { return .folderGone(folder) }
        }
    }

    /// Returns the first folder gone.
    private func readEvents(into paths: inout Set<String>) -> String? {
        #if !os(Linux)
            return nil
        #else
            while true {
                let count = try? FileDescriptor(rawValue: descriptor).readAvailable(into: &buffer)
                guard let count, count > 0 else { return nil }  // nil: the queue is empty.
                var offset = 0
                // struct inotify_event { int wd; uint32_t mask, cookie, len; char name[len]; }
                let header = 16
                while offset + header <= count {
                    let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                        (
                            bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                            bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                            Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                        )
                    }
                    let nameBytes = buffer[(offset + header)..<min(offset + header + length, count)]
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    offset += header + length
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        // Events were lost: any watched file may have changed.
                        for entry in watches.values { paths.formUnion(entry.paths.values) }
                        continue
                    }
                    guard let entry = watches[watch] else { continue }  // a watch just removed
                    if mask & (UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_UNMOUNT)) != 0 {
                        watches[watch] = nil
                        return entry.folder
                    }
                    if let path = entry.paths[name] { paths.insert(path) }
                }
            }
        #endif
    }

    private func nextByPolling(debounce: Duration, stopDescriptor: Int32, timeout: Duration?) -> Wake {
        let clock = MonotonicClock()
        let start = clock.now
        var changed: Set<String> = []
        var lastChange = start
        while true {
            var requests: [(FileDescriptor, FileDescriptor.Events)] = []
            if stopDescriptor >= 0 { requests.append((FileDescriptor(rawValue: stopDescriptor), .readable)) }
            // The stop descriptor ends the wait at once; a failed poll is taken as a stop, as inotify's wait does.
            guard let ready = try? FileDescriptor.poll(requests, timeout: pollInterval) else { return .stopped }
            if ready.contains(where: { !$0.isEmpty }) { return .stopped }
            for (folder, signature) in folders.sorted(by: { $0.key < $1.key }) where !signature.isSame(folder) {
                // As inotify ends a watch whose folder went: its files are no longer looked at.
                folders[folder] = nil
                signatures = signatures.filter { Self.split($0.key).folder != folder }
                return .folderGone(folder)
            }
            for (path, signature) in signatures {
                let now = Signature(path)
                guard now != signature else { continue }
                signatures[path] = now
                changed.insert(path)
                lastChange = clock.now
            }
            if !changed.isEmpty, clock.now - lastChange >= debounce { return .changed(changed.sorted()) }
            if changed.isEmpty, let timeout, clock.now - start >= timeout { return .timedOut }
        }
    }

    private struct Signature: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: Duration
        var isFolder: Bool

        /// `nil` when nothing is there (`errno` says why).
        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(truncatingIfNeeded: info.st_dev)
            inode = UInt64(truncatingIfNeeded: info.st_ino)
            size = Int64(info.st_size)
            modified = .nanoseconds(info.modifiedNanoseconds)
            isFolder = info.st_mode & S_IFMT == S_IFDIR
        }

        func isSame(_ path: String) -> Bool {
            guard let now = Signature(path) else { return false }
            return now.device == device && now.inode == inode && now.isFolder
        }
    }

    /// Trailing slashes aside.
    package static func split(_ path: String) -> (folder: String, name: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
        let folder = trimmed[..<slash]
        return (folder.isEmpty ? "/" : String(folder), String(trimmed[trimmed.index(after: slash)...]))
    }
}
