#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Tells when files are saved, through inotify, for `preview --watch`. Linux only: elsewhere
/// ``init()`` throws ``Failure``, saying so.
///
/// It watches the folders that hold the files, not the files: editors save by writing a
/// temporary file and renaming it over the original, which replaces the file's inode and would
/// end a watch on the file itself. Events are kept when they name one of the watched files:
///
/// - `IN_CLOSE_WRITE`: written in place (`echo > file`, editors that keep the inode);
/// - `IN_MOVED_TO`: a file renamed over it (most editors, and `-o`);
/// - `IN_DELETE`, `IN_MOVED_FROM`: removed or renamed away, so the next drawing reports it.
///
/// `IN_CREATE` is left out on purpose: a new file is empty when it is created, and the
/// `IN_CLOSE_WRITE` that follows its writing is the moment it can be read whole.
///
/// ```swift
/// let watcher = try FileWatcher()
/// try watcher.watch(["themes/mine.yaml", "sheet.yaml"])
/// while case .changed = watcher.next(debounceMilliseconds: 100) { redraw() }
/// ```
package final class FileWatcher {
    /// A folder that cannot be watched, or an inotify instance that cannot be made.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        /// The folder, or empty for the inotify instance itself.
        package var path: String
        /// The system's reason.
        package var reason: String
        package var description: String {
            path.isEmpty ? "cannot watch files: \(reason)" : "cannot watch '\(path)': \(reason)"
        }
    }

    /// Why ``next(debounceMilliseconds:stopDescriptor:timeoutMilliseconds:)`` returned.
    package enum Wake: Equatable, Sendable {
        /// Watched files were saved, moved or removed (their paths as given to ``watch(_:)``,
        /// sorted), and no further event came for the debounce interval.
        case changed([String])
        /// The stop descriptor became readable; its bytes are left for the caller to read.
        case stopped
        /// A watched folder was removed or moved away, so its files can no longer be seen.
        case folderGone(String)
        /// The timeout passed with no change.
        case timedOut
    }

    /// The events kept; `IN_DELETE_SELF`, `IN_MOVE_SELF` tell that a folder went away.
    #if os(Linux)
        private static let mask =
            UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)
            | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_ONLYDIR)
    #endif

    private let descriptor: Int32
    /// Each watch's folder and, by file name, the paths it stands for.
    private var watches: [Int32: (folder: String, paths: [String: String])] = [:]
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// Creates an inotify instance with nothing watched.
    /// - Throws: ``Failure`` when the system has no more inotify instances to give.
    package init() throws(Failure) {
        #if os(Linux)
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { throw Failure(path: "", reason: String(cString: strerror(errno))) }
        #else
            throw Failure(path: "", reason: "this system has no inotify")
        #endif
    }

    deinit { try? FileDescriptor(rawValue: descriptor).close() }

    /// Makes `paths` the files watched, replacing the previous set: folders no longer needed
    /// stop being watched.
    /// - Parameter paths: The files, absolute or relative to the working directory; they need
    ///   not exist, their folders must.
    /// - Throws: ``Failure`` for the first folder that cannot be watched (missing, not a
    ///   folder, no permission, no watches left); the folders before it are watched.
    package func watch(_ paths: [String]) throws(Failure) {
        #if os(Linux)
            var next: [Int32: (folder: String, paths: [String: String])] = [:]
            var failure: Failure?
            for path in paths {
                let (folder, name) = Self.split(path)
                guard !name.isEmpty else { continue }
                let watch = inotify_add_watch(descriptor, folder, Self.mask)
                guard watch >= 0 else {
                    failure = failure ?? Failure(path: folder, reason: String(cString: strerror(errno)))
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

    /// Waits for a save of a watched file, then for the debounce interval to pass with no
    /// further one, so a burst of writes (an editor's backup, write and rename) is one change.
    /// - Parameters:
    ///   - debounceMilliseconds: The quiet time that ends a burst.
    ///   - stopDescriptor: A descriptor (a self-pipe's read end) whose readability ends the
    ///     wait at once; `-1` for none.
    ///   - timeoutMilliseconds: How long to wait for the first event; `-1` waits for ever.
    /// - Returns: Why the wait ended.
    package func next(debounceMilliseconds: Int32, stopDescriptor: Int32 = -1, timeoutMilliseconds: Int32 = -1) -> Wake
    {
        var changed: Set<String> = []
        while true {
            let timeout = changed.isEmpty ? timeoutMilliseconds : debounceMilliseconds
            switch wait(timeoutMilliseconds: timeout, stopDescriptor: stopDescriptor) {
            case .stop: return .stopped
            case .timeout: return changed.isEmpty ? .timedOut : .changed(changed.sorted())
            case .readable:
                switch readEvents() {
                case .gone(let folder): return .folderGone(folder)
                case .paths(let paths): changed.formUnion(paths)
                }
            }
        }
    }

    private enum Readiness { case readable, stop, timeout }

    /// Polls the inotify descriptor and the stop descriptor; retries after a signal.
    private func wait(timeoutMilliseconds: Int32, stopDescriptor: Int32) -> Readiness {
        var requests = [(FileDescriptor(rawValue: descriptor), FileDescriptor.Events.readable)]
        if stopDescriptor >= 0 { requests.append((FileDescriptor(rawValue: stopDescriptor), .readable)) }
        // A signal does not end the wait: its handler has written to the stop descriptor, which
        // the wait then sees.
        let ready: [FileDescriptor.Events]
        do throws(Errno) {
            ready = try FileDescriptor.poll(
                requests, timeout: timeoutMilliseconds < 0 ? nil : .milliseconds(timeoutMilliseconds))
        } catch {
            return .stop
        }
        if ready.count > 1, !ready[1].isEmpty { return .stop }
        if !ready[0].isEmpty { return .readable }
        return .timeout
    }

    private enum Batch {
        case paths(Set<String>)
        case gone(String)
    }

    /// Reads every queued event: the watched paths they touch, or the first folder gone.
    private func readEvents() -> Batch {
        #if !os(Linux)
            return .paths([])
        #else
            var paths: Set<String> = []
            while true {
                let count = try? FileDescriptor(rawValue: descriptor).readAvailable(into: &buffer)
                guard let count, count > 0 else { return .paths(paths) }  // nil: the queue is empty.
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
                        return .gone(entry.folder)
                    }
                    if let path = entry.paths[name] { paths.insert(path) }
                }
            }
        #endif
    }

    /// A path's folder (`.` when it has none) and last component.
    package static func split(_ path: String) -> (folder: String, name: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
        let folder = trimmed[..<slash]
        return (folder.isEmpty ? "/" : String(folder), String(trimmed[trimmed.index(after: slash)...]))
    }
}
