import SheetTerminal
import SheetText
import ThemeKit

package enum SVGText {
    /// Sanitised as ``TerminalText/sanitize(_:)`` does, but for the zero-width joiner, which emoji
    /// need; U+FFFE and U+FFFF, which XML forbids, are shown as `<U+FFFE>`, so the document stays well-formed.
    package static func displayable(_ text: String) -> String {
        let joiner: Unicode.Scalar = "\u{200D}"
        return text.unicodeScalars.split(separator: joiner, omittingEmptySubsequences: false).map {
            TerminalText.sanitize(String(String.UnicodeScalarView($0)))
        }.joined(separator: String(joiner))
    }

    /// Text escaped for XML character data and attribute values: `&`, `<`, `>`, `"` and `'`.
    package static func escaped(_ text: String) -> String {
        TextWriter.text { $0.append(xmlEscaped: text) }
    }

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
