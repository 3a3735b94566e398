import SheetSystem

package enum DocumentURI {
    /// The path of a `file:` URI (`file:///a/b%20c.yaml` is `/a/b c.yaml`), or `nil` for another scheme
    /// or a bad escape.
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
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                text.unicodeScalars.append("%")
                text.unicodeScalars.append(digits[Int(byte >> 4)])
                text.unicodeScalars.append(digits[Int(byte & 0x0F)])
            }
        }
        return text
    }
}
