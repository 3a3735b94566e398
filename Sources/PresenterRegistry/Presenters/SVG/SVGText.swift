import SheetTerminal
import SheetText
import ThemeKit

/// Text made fit for an SVG or HTML document.
package enum SVGText {
    /// A text as a picture shows it: control and invisible characters made visible as
    /// ``TerminalText/sanitize(_:)`` does, but the zero-width joiner, which emoji sequences need
    /// and which cannot hurt a picture. The two characters XML 1.0 forbids beyond the controls,
    /// U+FFFE and U+FFFF, are noncharacters, which sanitising shows as `<U+FFFE>` and `<U+FFFF>`,
    /// so the document stays well-formed.
    package static func displayable(_ text: String) -> String {
        if displayableCellCount(text) != nil { return text }
        return displayableInGeneral(text)
    }

    /// The cells of a text that ``displayable(_:)`` leaves as it is, when one pass over its
    /// UTF-8 tells: printable ASCII (``simpleCellCount(_:)``), or text of separate scalars
    /// (`CellWidth.ofSeparateScalars`: accented Latin, CJK, the point glyph `●`, most emoji), which
    /// sanitising leaves alone and which holds no joiner; `nil` when the general rules apply.
    static func displayableCellCount(_ text: String) -> Int? {
        simpleCellCount(text) ?? CellWidth.ofSeparateScalars(text)
    }

    /// ``displayable(_:)`` by its rule, without the fast path: for the tests that hold the two alike.
    static func displayableInGeneral(_ text: String) -> String {
        let joiner: Unicode.Scalar = "\u{200D}"
        return text.unicodeScalars.split(separator: joiner, omittingEmptySubsequences: false).map {
            TerminalText.sanitize(String(String.UnicodeScalarView($0)))
        }.joined(separator: String(joiner))
    }

    /// ``TerminalText/simpleCellCount(_:)``, answered eight bytes at a time for printable ASCII,
    /// which is simple text as wide as its bytes.
    static func simpleCellCount(_ text: String) -> Int? {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return true }
            let raw = UnsafeRawPointer(base)
            var position = 0
            // Any byte below 0x20, or at 0x7F or above, sets the top bit of its lane in `outside`:
            // the first term is the classic test for a byte less than n, the second has the top
            // bit set where the byte, or the byte plus one, is 0x80 or more.
            var outside: UInt64 = 0
            func check(_ word: UInt64) {
                let lanes: UInt64 = 0x0101_0101_0101_0101
                outside |= ((word &- lanes &* 0x20) & ~word) | word | (word &+ lanes)
            }
            while position + 8 <= bytes.count {
                check(raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
                position += 8
            }
            while position < bytes.count {
                // A word of one byte in the low lane and spaces above, which pass.
                check(0x2020_2020_2020_2000 | UInt64(bytes[position]))
                position += 1
            }
            return outside & 0x8080_8080_8080_8080 == 0
        }
        return ascii == true ? text.utf8.count : TerminalText.simpleCellCount(text)
    }

    /// Text escaped for XML character data and attribute values: `&`, `<`, `>`, `"` and `'`.
    package static func escaped(_ text: String) -> String {
        // Nothing to escape: the text itself, with no copy.
        guard text.utf8.contains(where: { entity(for: $0) != nil }) else { return text }
        return TextWriter.text { $0.append(xmlEscaped: text) }
    }

    /// The entity ``escaped(_:)`` writes for a byte, or `nil` when the byte stays as it is.
    static func entity(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&apos;"
        default: nil
        }
    }

    /// A number as SVG writes it: whole numbers without a fraction, others to one decimal.
    package static func number(_ value: Double) -> String {
        TextWriter.text { $0.append(svgNumber: value) }
    }
}
