import SheetSystem

/// A colour with alpha, as themes and the SDK's `itemColor` write it.
public struct ThemeColor: Sendable, Hashable, CustomStringConvertible {
    /// Opacity, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// Creates a colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.alpha = alpha
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#RGB`, `#RRGGBB` or `#AARRGGBB` (alpha first, as the SDK's `itemColor`); any case.
    /// - Parameter hex: The text, with its `#`.
    /// - Returns: The colour, or `nil` when the text is not one of the three forms.
    public init?(hex: String) {
        let utf8 = Array(hex.utf8)
        guard utf8.first == UInt8(ascii: "#") else { return nil }
        var digits: [UInt8] = []
        for byte in utf8.dropFirst() {
            switch byte {
            case 0x30...0x39: digits.append(byte - 0x30)
            case 0x41...0x46: digits.append(byte - 0x41 + 10)
            case 0x61...0x66: digits.append(byte - 0x61 + 10)
            default: return nil
            }
        }
        func pair(_ index: Int) -> UInt8 { digits[index] << 4 | digits[index + 1] }
        switch digits.count {
        case 3:
            self.init(red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17)
        case 6:
            self.init(red: pair(0), green: pair(2), blue: pair(4))
        case 8:
            self.init(red: pair(2), green: pair(4), blue: pair(6), alpha: pair(0))
        default:
            return nil
        }
    }

    /// `#RRGGBB` when opaque, else `#AARRGGBB`; upper case.
    public var hex: String {
        TextWriter.text { $0.append(hex: self) }
    }

    public var description: String { hex }

    /// This colour drawn over an opaque `background`: the opaque colour a viewer sees.
    public func blended(over background: ThemeColor) -> ThemeColor {
        guard alpha != 255 else { return self }
        let a = Int(alpha)
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Int(top) * a + Int(bottom) * (255 - a) + 127) / 255)
        }
        return ThemeColor(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// WCAG 2 relative luminance of the colour's RGB (alpha ignored).
    public var relativeLuminance: Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    /// WCAG 2 contrast ratio (1 to 21) of this colour, blended over `background`, against `background`.
    public func contrastRatio(over background: ThemeColor) -> Double {
        Self.contrastRatio(blended(over: background).relativeLuminance, background.relativeLuminance)
    }

    /// For a search that tries many colours against one background, whose luminance it works out once.
    package static func contrastRatio(_ one: Double, _ two: Double) -> Double {
        (max(one, two) + 0.05) / (min(one, two) + 0.05)
    }
}
