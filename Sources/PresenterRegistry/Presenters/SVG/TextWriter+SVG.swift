import ThemeKit

extension TextWriter {
    /// Appends a number as SVG writes it (``SVGText/number(_:)``): whole numbers without a
    /// fraction, others to one decimal.
    @inline(__always)
    func append(svgNumber value: Double) {
        // Most numbers in a sheet are whole: those need no rounding.
        let whole = Int(value)
        if Double(whole) == value {
            append(decimal: whole)
        } else {
            append(svgFraction: value)
        }
    }

    /// ``append(svgNumber:)`` for a number that is not whole.
    private func append(svgFraction value: Double) {
        let tenths = Int((value * 10).rounded())
        let fraction = abs(tenths % 10)
        // -0.4 has no whole part to carry the sign.
        if fraction != 0, tenths < 0, tenths > -10 { append(ascii: UInt8(ascii: "-")) }
        append(decimal: tenths / 10)
        guard fraction != 0 else { return }
        append(ascii: UInt8(ascii: "."))
        append(ascii: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction))
    }

    /// Appends text escaped for XML character data and attribute values (``SVGText/escaped(_:)``):
    /// `&`, `<`, `>`, `"` and `'` become entities.
    func append(xmlEscaped text: String) {
        var text = text
        text.withUTF8 { appendXMLEscaped($0) }
    }

    /// ``append(xmlEscaped:)`` over the text's UTF-8: the characters to escape are ASCII, so the
    /// runs between them are whole scalars and go out in one append each.
    private func appendXMLEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for position in 0..<bytes.count {
            guard let entity = SVGText.entity(for: bytes[position]) else { continue }
            if position > runStart { append(utf8: UnsafeBufferPointer(rebasing: bytes[runStart..<position])) }
            append(entity)
            runStart = position + 1
        }
        if bytes.count > runStart { append(utf8: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
    }
}
