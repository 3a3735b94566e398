import PresenterRegistry
import SheetSystem

/// A ``RoutingCacheFile`` mapped into memory, answering the route of one app from the few pages it
/// needs. Every read is bounds-checked and its block's checksum verified first; any failure makes
/// the reader answer `nil`, and the cache is rebuilt.
final class RoutingCacheReader {
    private typealias Word = RoutingCacheFile.Word

    private let base: UnsafeRawPointer
    private let length: Int
    private var header: [UInt64] = []
    /// The block checksums, and which blocks have been verified.
    private var checksums: UnsafeRawBufferPointer = UnsafeRawBufferPointer(start: nil, count: 0)
    private var verified: Set<Int> = []

    /// Maps a cache file and checks its header.
    /// - Returns: `nil` when the file cannot be mapped, is too short, is not this version's, or is
    ///   not the user's own (see ``RoutingCache``).
    init?(path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { _ = SheetSystem.close(fd) }
        var info = stat()
        // Only a file the user wrote: another user could forge its checksums.
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, RoutingCache.distrust(info) == nil,
            Int(info.st_size) >= RoutingCacheFile.blockSize
        else { return nil }
        length = Int(info.st_size)
        guard let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else { return nil }
        base = UnsafeRawPointer(mapped)
        header = (0..<RoutingCacheFile.headerWords).map {
            UInt64(littleEndian: base.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self))
        }
        guard header[Word.magic.rawValue] == RoutingCacheFile.magic,
            header[Word.version.rawValue] == RoutingCacheFile.version,
            let checksumsOffset = offset(Word.checksumsOffset),
            let blocks = Int(exactly: header[Word.blockCount.rawValue]),
            blocks == (checksumsOffset / RoutingCacheFile.blockSize) - 1,
            checksumsOffset % RoutingCacheFile.blockSize == 0,
            checksumsOffset <= length, blocks * 8 == length - checksumsOffset
        else { return nil }
        checksums = UnsafeRawBufferPointer(start: base + checksumsOffset, count: blocks * 8)
        guard RoutingCacheFile.headerChecksum(header, checksums: checksums) == header[Word.headerChecksum.rawValue]
        else { return nil }
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: base), length) }

    /// The identity of the source the cache was built from.
    var identity: RoutingCacheFile.Identity {
        RoutingCacheFile.Identity(
            device: header[Word.device.rawValue], inode: header[Word.inode.rawValue], size: header[Word.size.rawValue],
            mtime: header[Word.mtime.rawValue], ctime: header[Word.ctime.rawValue])
    }

    /// The default route and every route, read whole (they are few).
    func routes() -> (defaultRoute: Route, routes: [Route])? {
        guard let start = offset(Word.routesOffset), let count = Int(exactly: header[Word.routesLength.rawValue]),
            let bytes = read(start, count)
        else { return nil }
        var cursor = 0
        func number() -> UInt32? {
            guard cursor + 4 <= bytes.count else { return nil }
            defer { cursor += 4 }
            return UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: cursor, as: UInt32.self))
        }
        func text(optional: Bool) -> String?? {
            guard let length = number() else { return nil }
            if length == .max { return optional ? .some(nil) : nil }
            guard Int(length) <= bytes.count - cursor else { return nil }
            defer { cursor += Int(length) }
            return String(
                decoding: UnsafeRawBufferPointer(rebasing: bytes[cursor..<cursor + Int(length)]), as: UTF8.self)
        }
        func route() -> Route? {
            guard let presenter = text(optional: false) ?? nil, let theme = text(optional: false) ?? nil,
                let locale = text(optional: true)
            else { return nil }
            return Route(presenter: presenter, theme: theme, locale: locale)
        }
        guard let defaultRoute = route(), let routeCount = number(), Int(routeCount) <= bytes.count / 12 else {
            return nil
        }
        var routes: [Route] = []
        for _ in 0..<routeCount {
            guard let next = route() else { return nil }
            routes.append(next)
        }
        return (defaultRoute, routes)
    }

    /// The entry whose key is `bytes`, in the exact or the pattern table: its route's tagged index.
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>, isPattern: Bool) -> Lookup {
        let capacityWord = isPattern ? Word.patternCapacity : Word.exactCapacity
        guard let table = offset(isPattern ? Word.patternOffset : Word.exactOffset),
            let capacity = Int(exactly: header[capacityWord.rawValue]), capacity > 0,
            capacity & (capacity - 1) == 0, capacity <= (length - table) / 8,
            let entries = offset(Word.entriesOffset), let keys = offset(Word.keysOffset),
            let keysLength = Int(exactly: header[Word.keysLength.rawValue]),
            let entryCount = Int(exactly: header[Word.entryCount.rawValue])
        else { return .corrupt }
        let hash = RoutingCacheFile.hash(bytes)
        var slot = Int(hash & UInt64(capacity - 1))
        // A full table would loop: at most `capacity` steps.
        for _ in 0..<capacity {
            guard let word = read64(table + slot * 8) else { return .corrupt }
            if word == 0 { return .absent }
            if word >> 32 == hash >> 32 {
                let entry = Int(word & 0xFFFF_FFFF) - 1
                guard entry >= 0, entry < entryCount, let fields = read(entries + entry * 12, 12) else {
                    return .corrupt
                }
                let keyStart = Int(UInt32(littleEndian: fields.loadUnaligned(fromByteOffset: 0, as: UInt32.self)))
                let keyLength = Int(UInt32(littleEndian: fields.loadUnaligned(fromByteOffset: 4, as: UInt32.self)))
                let route = UInt32(littleEndian: fields.loadUnaligned(fromByteOffset: 8, as: UInt32.self))
                guard keyStart <= keysLength, keyLength <= keysLength - keyStart else { return .corrupt }
                if keyLength == bytes.count {
                    guard let key = read(keys + keyStart, keyLength) else { return .corrupt }
                    if key.elementsEqual(UnsafeRawBufferPointer(bytes)) { return .found(route) }
                }
            }
            slot = (slot + 1) & (capacity - 1)
        }
        return .absent
    }

    /// What a lookup found.
    enum Lookup: Equatable {
        case found(UInt32)
        case absent
        case corrupt
    }

    /// Whether some pattern has a prefix of `length` bytes; `nil` when the file is damaged.
    func hasPattern(ofLength length: Int) -> Bool? {
        guard let start = offset(Word.lengthsOffset), let count = Int(exactly: header[Word.lengthsCount.rawValue])
        else { return nil }
        guard length < count else { return false }
        guard let byte = read(start + length, 1) else { return nil }
        return byte[0] != 0
    }

    /// How many pattern lengths the table knows (the longest pattern's length + 1).
    var patternLengthCount: Int { Int(clamping: header[Word.lengthsCount.rawValue]) }

    // MARK: Checked reads

    /// A header word that is an offset into the file.
    private func offset(_ word: Word) -> Int? {
        guard let value = Int(exactly: header[word.rawValue]), value >= RoutingCacheFile.blockSize, value <= length
        else { return nil }
        return value
    }

    private func read64(_ start: Int) -> UInt64? {
        guard let bytes = read(start, 8) else { return nil }
        return UInt64(littleEndian: bytes.loadUnaligned(as: UInt64.self))
    }

    /// `count` bytes at `start`, once every block they touch is verified.
    private func read(_ start: Int, _ count: Int) -> UnsafeRawBufferPointer? {
        let size = RoutingCacheFile.blockSize
        guard start >= size, count >= 0, start <= checksums.count / 8 * size + size - count else { return nil }
        if count > 0 {
            for block in (start / size - 1)...((start + count - 1) / size - 1) where !verified.contains(block) {
                let expected = UInt64(littleEndian: checksums.loadUnaligned(fromByteOffset: block * 8, as: UInt64.self))
                let actual = RoutingCacheFile.checksum(
                    UnsafeRawBufferPointer(start: base + (block + 1) * size, count: size))
                guard actual == expected else { return nil }
                verified.insert(block)
            }
        }
        return UnsafeRawBufferPointer(start: base + start, count: count)
    }
}
