import ThemeKit

/// Text made fit for an SVG or HTML document.
public enum SVGText {
    /// A text as a picture shows it: control and invisible format characters made visible as
    /// ``TerminalText/sanitize(_:)`` does (but the zero-width joiner, which emoji sequences need
    /// and which cannot hurt a picture), and the two characters XML 1.0 forbids that sanitising
    /// leaves (U+FFFE, U+FFFF) replaced by U+FFFD, so the document stays well-formed.
    public static func displayable(_ text: String) -> String {
        // Text that sanitising leaves alone holds no joiner and no U+FFFE or U+FFFF either.
        if TerminalText.simpleCellCount(text) != nil { return text }
        let joiner: Unicode.Scalar = "\u{200D}"
        let pieces = text.unicodeScalars.split(separator: joiner, omittingEmptySubsequences: false).map {
            TerminalText.sanitize(String(String.UnicodeScalarView($0)))
        }
        var out = String.UnicodeScalarView()
        for scalar in pieces.joined(separator: String(joiner)).unicodeScalars {
            // Sanitising already turned C0, C1 and DEL into visible text.
            if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                out.append("\u{FFFD}")
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Text escaped for XML character data and attribute values: `&`, `<`, `>`, `"` and `'`.
    public static func escaped(_ text: String) -> String {
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
    static func number(_ value: Double) -> String {
        TextWriter.text { $0.append(svgNumber: value) }
    }
}
