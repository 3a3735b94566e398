import PresenterRegistry
import SheetSystem

/// Little-endian: a 4 KiB header (``Word``), the routes, 12 bytes per entry, the key bytes, two
/// open-addressing tables of 64-bit slots (upper 32 bits of the key's hash, entry index + 1), one
/// byte per pattern length, and a checksum of every 4 KiB block after the header.
enum RoutingCacheFile {
    static let magic: UInt64 = 0x3154_5243_4843_5300  // "\0SHCRT1", a little-endian word
    /// Bump whenever the layout changes: a file of another version is rebuilt.
    static let version: UInt64 = 2
    static let blockSize = 4096
    static let headerWords = 32

    enum Word: Int {
        case magic = 0, version, device, inode, size, mtime, ctime
        case entryCount, exactCapacity, patternCapacity
        case routesOffset, routesLength, entriesOffset, keysOffset, keysLength
        case exactOffset, patternOffset, lengthsOffset, lengthsCount
        case checksumsOffset, blockCount, headerChecksum
    }

    struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: UInt64
        var mtime: UInt64
        var ctime: UInt64
    }

    static func bytes(of table: RoutingTable, source identity: Identity) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: blockSize)
        func align() { out += [UInt8](repeating: 0, count: (8 - out.count % 8) % 8) }
        var header = [UInt64](repeating: 0, count: headerWords)
        header.replaceSubrange(
            Word.magic.rawValue...Word.ctime.rawValue,
            with: [magic, version, identity.device, identity.inode, identity.size, identity.mtime, identity.ctime])

        header[Word.routesOffset.rawValue] = UInt64(out.count)
        appendRoute(table.defaultRoute, to: &out)
        append(UInt32(table.routes.count), to: &out)
        for route in table.routes { appendRoute(route, to: &out) }
        header[Word.routesLength.rawValue] = UInt64(out.count) - header[Word.routesOffset.rawValue]
        align()

        let count = table.count
        header[Word.entryCount.rawValue] = UInt64(count)
        header[Word.entriesOffset.rawValue] = UInt64(out.count)
        let starts = table.keys.starts
        for index in 0..<count {
            append(starts[index], to: &out)
            append(starts[index + 1] - starts[index], to: &out)
            append(table.routeOf[index], to: &out)
        }
        align()
        header[Word.keysOffset.rawValue] = UInt64(out.count)
        out += table.keys.arena
        header[Word.keysLength.rawValue] = UInt64(table.keys.arena.count)
        align()

        // The two hash tables, each at most half full.
        for isPattern in [false, true] {
            let members = (0..<count).filter { (table.routeOf[$0] & RoutingTable.patternBit != 0) == isPattern }
            var capacity = 16
            while capacity < members.count * 2 { capacity *= 2 }
            var slots = [UInt64](repeating: 0, count: capacity)
            for entry in members {
                let hash = Self.hash(table.keys.key(entry))
                var slot = Int(hash & UInt64(capacity - 1))
                while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
                slots[slot] = (hash >> 32) << 32 | UInt64(entry + 1)
            }
            header[(isPattern ? Word.patternOffset : Word.exactOffset).rawValue] = UInt64(out.count)
            header[(isPattern ? Word.patternCapacity : Word.exactCapacity).rawValue] = UInt64(capacity)
            for slot in slots { append(slot, to: &out) }
        }
        header[Word.lengthsOffset.rawValue] = UInt64(out.count)
        header[Word.lengthsCount.rawValue] = UInt64(table.hasPrefixLength.count)
        out += table.hasPrefixLength.map { $0 ? 1 : 0 }
        out += [UInt8](repeating: 0, count: (blockSize - out.count % blockSize) % blockSize)

        let blocks = out.count / blockSize - 1
        header[Word.checksumsOffset.rawValue] = UInt64(out.count)
        header[Word.blockCount.rawValue] = UInt64(blocks)
        var checksums: [UInt8] = []
        checksums.reserveCapacity(blocks * 8)
        for block in 0..<blocks {
            append(hash(out[(block + 1) * blockSize..<(block + 2) * blockSize]), to: &checksums)
        }
        out += checksums
        header[Word.headerChecksum.rawValue] = headerChecksum(header, checksums: checksums)
        var headerBytes: [UInt8] = []
        for word in header { append(word, to: &headerBytes) }
        out.replaceSubrange(0..<headerBytes.count, with: headerBytes)
        return out
    }

    static func headerChecksum(_ header: [UInt64], checksums: some Collection<UInt8>) -> UInt64 {
        var bytes: [UInt8] = []
        for word in header[0..<Word.headerChecksum.rawValue] + [UInt64(checksums.count)] { append(word, to: &bytes) }
        return hash(bytes) ^ hash(checksums) &* 0x9E37_79B9_7F4A_7C15
    }

    /// FNV-1a, for the tables and the checksums.
    static func hash(_ bytes: some Collection<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01B3
        }
        return hash
    }

    /// Little-endian.
    static func integer(_ bytes: [UInt8], at offset: Int, width: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<width { value |= UInt64(bytes[offset + index]) << (8 * index) }
        return value
    }

    private static func append(_ value: some FixedWidthInteger, to out: inout [UInt8]) {
        for index in 0..<value.bitWidth / 8 { out.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
    }

    /// No locale is a length of all ones.
    private static func appendRoute(_ route: Route, to out: inout [UInt8]) {
        for text in [route.presenter, route.theme, route.locale] {
            append(text.map { UInt32($0.utf8.count) } ?? UInt32.max, to: &out)
            out += Array((text ?? "").utf8)
        }
    }
}

extension RoutingCacheFile.Identity {
    init(_ info: stat) {
        self.init(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: UInt64(info.st_size),
            mtime: UInt64(bitPattern: info.modifiedNanoseconds), ctime: UInt64(bitPattern: info.changedNanoseconds))
    }
}
