import SheetText
import ThemeKit

/// So that a colour picked in the editor is written back as the file wrote it.
struct ColorForm: Sendable, Hashable {
    var digits: Int
    var lowercase: Bool

    /// As the shipped themes write colours.
    static let standard = ColorForm(digits: 6, lowercase: false)

    func write(_ color: ThemeColor) -> String {
        let rgb = [color.red, color.green, color.blue]
        var text = color.hex
        if color.alpha == 255, digits == 8 {
            text = "#FF" + text.dropFirst()
        } else if color.alpha == 255, digits == 3, rgb.allSatisfy({ $0 % 17 == 0 }) {
            text = "#" + rgb.map { String($0 / 17, radix: 16, uppercase: true) }.joined()
        }
        return lowercase ? text.lowercased() : text
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
