import ThemeKit

extension TextBuffer {
    /// Appends a number as SVG writes it (``SVGText/number(_:)``): whole numbers without a
    /// fraction, others to one decimal.
    mutating func append(svgNumber value: Double) {
        let tenths = Int((value * 10).rounded())
        let whole = tenths / 10
        let fraction = abs(tenths % 10)
        // -0.4 has no whole part to carry the sign.
        if fraction != 0, tenths < 0, whole == 0 { append(ascii: UInt8(ascii: "-")) }
        append(decimal: whole)
        guard fraction != 0 else { return }
        append(ascii: UInt8(ascii: "."))
        append(ascii: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction))
    }

    /// Appends text escaped for XML character data and attribute values (``SVGText/escaped(_:)``):
    /// `&`, `<`, `>`, `"` and `'` become entities.
    mutating func append(xmlEscaped text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ appendXMLEscaped($0) }) == nil {
            var copy = text
            copy.makeContiguousUTF8()
            copy.utf8.withContiguousStorageIfAvailable { appendXMLEscaped($0) }
        }
    }

    /// ``append(xmlEscaped:)`` over the text's UTF-8: the characters to escape are ASCII, so the
    /// runs between them are whole scalars and go out in one append each.
    private mutating func appendXMLEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
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
