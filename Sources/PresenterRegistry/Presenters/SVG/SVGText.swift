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
        if let answer = text.utf8.withContiguousStorageIfAvailable({ escaped(bytes: $0, of: text) }) {
            return answer
        }
        var copy = text
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable { escaped(bytes: $0, of: copy) } ?? copy
    }

    /// ``escaped(_:)`` over the text's UTF-8: the characters to escape are ASCII, so the runs
    /// between them are whole scalars and go out in one append each.
    private static func escaped(bytes: UnsafeBufferPointer<UInt8>, of text: String) -> String {
        var out = ""
        var runStart = 0
        for (position, byte) in bytes.enumerated() {
            let entity: String
            switch byte {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&apos;"
            default: continue
            }
            if out.isEmpty { out.reserveCapacity(bytes.count + 16) }
            out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<position]), as: UTF8.self)
            out += entity
            runStart = position + 1
        }
        // Nothing to escape: the text itself, with no copy.
        if runStart == 0 { return text }
        out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart...]), as: UTF8.self)
        return out
    }

    /// A number as SVG writes it: whole numbers without a fraction, others to one decimal.
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let whole = tenths / 10
        let fraction = abs(tenths % 10)
        if fraction == 0 { return String(whole) }
        var out = tenths < 0 && whole == 0 ? "-" : ""
        out += String(whole)
        out.unicodeScalars.append(".")
        out.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8(fraction)))
        return out
    }
}
