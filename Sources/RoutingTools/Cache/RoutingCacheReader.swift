import PresenterRegistry
import SheetSystem

/// Every read is bounds-checked and its block's checksum verified first, so a truncated or hostile
/// file answers `nil`, and the cache is rebuilt.
final class RoutingCacheReader {
    private typealias Word = RoutingCacheFile.Word

    /// Read in place only through ``read(_:_:)`` and the checksums.
    private let mapped: UnsafeRawBufferPointer
    private var length: Int { mapped.count }
    private var header: [UInt64] = []
    private var checksumsOffset = 0
    private var blockCount = 0
    private var verified: Set<Int> = []

    init?(path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { _ = SheetSystem.close(fd) }
        var info = stat()
        // Only a file the user wrote: another user could forge its checksums.
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, RoutingCache.distrust(info) == nil,
            Int(info.st_size) >= RoutingCacheFile.blockSize
        else { return nil }
        let length = Int(info.st_size)
        guard let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else { return nil }
        mapped = .init(start: address, count: length)
        let headerBytes = Array(mapped[0..<RoutingCacheFile.headerWords * 8])
        header = (0..<RoutingCacheFile.headerWords).map { RoutingCacheFile.integer(headerBytes, at: $0 * 8, width: 8) }
        guard header[Word.magic.rawValue] == RoutingCacheFile.magic,
            header[Word.version.rawValue] == RoutingCacheFile.version,
            let checksumsOffset = offset(Word.checksumsOffset),
            let blocks = Int(exactly: header[Word.blockCount.rawValue]),
            blocks == (checksumsOffset / RoutingCacheFile.blockSize) - 1,
            checksumsOffset % RoutingCacheFile.blockSize == 0,
            checksumsOffset <= length, blocks * 8 == length - checksumsOffset
        else { return nil }
        self.checksumsOffset = checksumsOffset
        blockCount = blocks
        let checksums = mapped[checksumsOffset..<checksumsOffset + blocks * 8]
        guard RoutingCacheFile.headerChecksum(header, checksums: checksums) == header[Word.headerChecksum.rawValue]
        else { return nil }
    }

    deinit { munmap(.init(mutating: mapped.baseAddress), length) }

    var identity: RoutingCacheFile.Identity {
        RoutingCacheFile.Identity(
            device: header[Word.device.rawValue], inode: header[Word.inode.rawValue], size: header[Word.size.rawValue],
            mtime: header[Word.mtime.rawValue], ctime: header[Word.ctime.rawValue])
    }

    /// Read whole: they are few.
    func routes() -> (defaultRoute: Route, routes: [Route])? {
        guard let start = offset(Word.routesOffset), let count = Int(exactly: header[Word.routesLength.rawValue]),
            let bytes = read(start, count)
        else { return nil }
        var cursor = 0
        func number() -> UInt32? {
            guard cursor + 4 <= bytes.count else { return nil }
            defer { cursor += 4 }
            return UInt32(RoutingCacheFile.integer(bytes, at: cursor, width: 4))
        }
        func text(optional: Bool) -> String?? {
            guard let length = number() else { return nil }
            if length == .max { return optional ? .some(nil) : nil }
            guard Int(length) <= bytes.count - cursor else { return nil }
            defer { cursor += Int(length) }
            return String(decoding: bytes[cursor..<cursor + Int(length)], as: UTF8.self)
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

    /// The route's tagged index.
    func lookup(_ bytes: some Collection<UInt8>, isPattern: Bool) -> Lookup {
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
            guard let word = read(table + slot * 8, 8).map({ RoutingCacheFile.integer($0, at: 0, width: 8) })
            else { return .corrupt }
            if word == 0 { return .absent }
            if word >> 32 == hash >> 32 {
                let entry = Int(word & 0xFFFF_FFFF) - 1
                guard entry >= 0, entry < entryCount, let fields = read(entries + entry * 12, 12) else {
                    return .corrupt
                }
                let keyStart = Int(RoutingCacheFile.integer(fields, at: 0, width: 4))
                let keyLength = Int(RoutingCacheFile.integer(fields, at: 4, width: 4))
                let route = UInt32(RoutingCacheFile.integer(fields, at: 8, width: 4))
                guard keyStart <= keysLength, keyLength <= keysLength - keyStart else { return .corrupt }
                if keyLength == bytes.count {
                    guard let key = read(keys + keyStart, keyLength) else { return .corrupt }
                    if key.elementsEqual(bytes) { return .found(route) }
                }
            }
            slot = (slot + 1) & (capacity - 1)
        }
        return .absent
    }

    enum Lookup: Equatable {
        case found(UInt32)
        case absent
        case corrupt
    }

    /// `nil` when the file is damaged.
    func hasPattern(ofLength length: Int) -> Bool? {
        guard let start = offset(Word.lengthsOffset), let count = Int(exactly: header[Word.lengthsCount.rawValue])
        else { return nil }
        guard length < count else { return false }
        return read(start + length, 1).map { $0[0] != 0 }
    }

    /// The longest pattern's length + 1.
    var patternLengthCount: Int { Int(clamping: header[Word.lengthsCount.rawValue]) }

    private func offset(_ word: Word) -> Int? {
        guard let value = Int(exactly: header[word.rawValue]), value >= RoutingCacheFile.blockSize, value <= length
        else { return nil }
        return value
    }

    private func read(_ start: Int, _ count: Int) -> [UInt8]? {
        let size = RoutingCacheFile.blockSize
        guard start >= size, count >= 0, start <= blockCount * size + size - count else { return nil }
        if count > 0 {
            for block in (start / size - 1)...((start + count - 1) / size - 1) where !verified.contains(block) {
                let expected = RoutingCacheFile.integer(
                    Array(mapped[checksumsOffset + block * 8..<checksumsOffset + block * 8 + 8]), at: 0, width: 8)
                let actual = RoutingCacheFile.hash(mapped[(block + 1) * size..<(block + 2) * size])
                guard actual == expected else { return nil }
                verified.insert(block)
            }
        }
        return Array(mapped[start..<start + count])
    }
}
