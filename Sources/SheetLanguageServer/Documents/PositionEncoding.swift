/// LSP 3.17 `general.positionEncodings`.
package enum PositionEncoding: String, Sendable, Hashable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// UTF-8 (the text's own units) when offered, else UTF-32, else UTF-16, which every client supports.
    package static func negotiate(_ offered: [String]?) -> PositionEncoding {
        let offered = offered ?? []
        if offered.contains(utf8.rawValue) { return .utf8 }
        if offered.contains(utf32.rawValue) { return .utf32 }
        return .utf16
    }

    @inline(__always)
    func units(ofScalarLeading lead: UInt8, length: Int) -> Int {
        switch self {
        case .utf8: length
        case .utf16: lead >= 0xF0 ? 2 : 1
        case .utf32: 1
        }
    }
}

package struct LSPPosition: Sendable, Hashable, Comparable {
    package var line: Int
    package var character: Int

    package static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

package struct LSPRange: Sendable, Hashable {
    package var start: LSPPosition
    package var end: LSPPosition

    static let origin = LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0))
}
