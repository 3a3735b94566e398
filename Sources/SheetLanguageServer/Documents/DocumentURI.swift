import SheetSystem

package enum DocumentURI {
    /// `nil` for another scheme or a bad escape.
    package static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst("file://".count))
        // `file://host/path`: only the local host is a path here.
        if !rest.hasPrefix("/") {
            guard rest.hasPrefix("localhost/") else { return nil }
            rest = rest.dropFirst("localhost".count)
        }
        let utf8 = Array(rest.utf8)
        var bytes: [UInt8] = []
        var index = 0
        while index < utf8.count {
            guard utf8[index] == UInt8(ascii: "%") else {
                bytes.append(utf8[index])
                index += 1
                continue
            }
            guard index + 2 < utf8.count, let high = Character(Unicode.Scalar(utf8[index + 1])).hexDigitValue,
                let low = Character(Unicode.Scalar(utf8[index + 2])).hexDigitValue,
                // A NUL would cut the path short at the C boundary.
                high << 4 | low != 0
            else { return nil }
            bytes.append(UInt8(high << 4 | low))
            index += 3
        }
        return String(validating: bytes, as: UTF8.self)
    }

    package static func uri(ofPath path: String) -> String {
        var text = "file://"
        let hex = Array("0123456789ABCDEF")
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            let plain = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            if plain || "/-._~".unicodeScalars.contains(scalar) {
                text.unicodeScalars.append(scalar)
            } else {
                text += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 0x0F)])"
            }
        }
        return text
    }
}
