/// What a position's `character` counts, as client and server agree at `initialize`: UTF-16 code
/// units unless the client offers another (LSP 3.17 `general.positionEncodings`).
package enum PositionEncoding: String, Sendable, Hashable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The encoding to use with a client that offers `offered`, most preferred first: UTF-8 when
    /// offered (the text's own units), else UTF-32, else UTF-16, which every client supports.
    /// - Parameter offered: The client's `general.positionEncodings`; `nil` when it sent none.
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

/// A 0-based line, and a 0-based offset into it in the negotiated ``PositionEncoding``'s code units.
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
}
