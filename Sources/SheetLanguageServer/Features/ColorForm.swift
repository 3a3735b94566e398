import SheetText
import ThemeKit

/// How a colour is written in a file (`#RGB`, `#RRGGBB` or `#AARRGGBB`, upper or lower case), so
/// that a colour picked in the editor is written back the same way.
struct ColorForm: Sendable, Hashable {
    /// 3, 6 or 8.
    var digits: Int
    var lowercase: Bool

    /// `#RRGGBB`, `#AARRGGBB` with an alpha, upper case as the themes write them.
    static let standard = ColorForm(digits: 6, lowercase: false)

    /// Short when the form is short and the colour can be, eight digits (alpha first) when the
    /// colour is not opaque or the form already has an alpha.
    func write(_ color: ThemeColor) -> String {
        let text: String
        if color.alpha != 255 || digits == 8 {
            text = "#" + Self.two(color.alpha) + Self.two(color.red) + Self.two(color.green) + Self.two(color.blue)
        } else if digits == 3, [color.red, color.green, color.blue].allSatisfy({ $0 % 17 == 0 }) {
            text =
                "#" + [color.red, color.green, color.blue].map { String($0 / 17, radix: 16, uppercase: true) }.joined()
        } else {
            text = color.hex
        }
        return lowercase ? text.lowercased() : text
    }

    private static func two(_ value: UInt8) -> String {
        (value < 16 ? "0" : "") + String(value, radix: 16, uppercase: true)
    }
}

extension ThemeColor {
    /// The protocol's `Color`: each channel from 0 to 1.
    var lspJSON: JSONValue {
        func unit(_ value: UInt8) -> JSONValue { .number(String(Double(value) / 255)) }
        return .object(["red": unit(red), "green": unit(green), "blue": unit(blue), "alpha": unit(alpha)])
    }

    init?(lsp value: JSONValue) {
        func channel(_ key: String) -> UInt8? {
            guard let unit = value[key]?.doubleValue, unit.isFinite else { return nil }
            return UInt8((min(max(unit, 0), 1) * 255).rounded())
        }
        guard let red = channel("red"), let green = channel("green"), let blue = channel("blue"),
            let alpha = channel("alpha")
        else { return nil }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
}

extension ColorForm {
    init?(of text: String) {
        guard ThemeColor(hex: text) != nil else { return nil }
        digits = text.utf8.count - 1
        let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic }
        lowercase = !letters.isEmpty && letters.allSatisfy { $0.properties.isLowercase }
    }
}
