/// Text made fit for an SVG or HTML document.
public enum SVGText {
    /// A text as a picture shows it: control and invisible format characters made visible as
    /// ``TerminalText/sanitize(_:)`` does (but the zero-width joiner, which emoji sequences need
    /// and which cannot hurt a picture), and the two characters XML 1.0 forbids that sanitising
    /// leaves (U+FFFE, U+FFFF) replaced by U+FFFD, so the document stays well-formed.
    public static func displayable(_ text: String) -> String {
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
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A number as SVG writes it: whole numbers without a fraction, others to one decimal.
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let whole = tenths / 10
        let fraction = abs(tenths % 10)
        if fraction == 0 { return String(whole) }
        return (tenths < 0 && whole == 0 ? "-" : "") + "\(whole).\(fraction)"
    }
}
