import ThemeKit

/// SGR colour parameters and the nearest-colour searches behind them.
package enum SGR {
    /// The 16 standard xterm colours (SGR 30–37 and 90–97), in palette order.
    package static let standardColors: [ThemeColor] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map { ThemeColor(red: UInt8($0 >> 16), green: UInt8(($0 >> 8) & 0xFF), blue: UInt8($0 & 0xFF)) }

    /// The channel levels of the xterm 6×6×6 colour cube (palette 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The SGR parameters that select a colour as text or fill: `31`, `101`, `38;5;196`, `48;2;255;0;0`.
    package static func color(_ color: ThemeColor, depth: ColorDepth, background: Bool) -> String {
        switch depth {
        case .none, .ansi16:
            let index = nearest16(color)
            return String((background ? (index < 8 ? 40 : 100) : (index < 8 ? 30 : 90)) + index % 8)
        case .ansi256: return (background ? "48;5;" : "38;5;") + String(nearest256(color))
        case .trueColor: return (background ? "48;2;" : "38;2;") + "\(color.red);\(color.green);\(color.blue)"
        }
    }

    /// The index (0–15) of the nearest standard xterm colour, by squared RGB distance.
    package static func nearest16(_ color: ThemeColor) -> Int {
        standardColors.indices.min {
            squaredDistance(color, standardColors[$0]) < squaredDistance(color, standardColors[$1])
        }!
    }

    /// The nearest of the xterm cube and grey ramp (16–255); not 0–15, which terminals let people change.
    package static func nearest256(_ color: ThemeColor) -> Int {
        func level(_ channel: UInt8) -> Int {
            cubeLevels.indices.min { abs(cubeLevels[$0] - Int(channel)) < abs(cubeLevels[$1] - Int(channel)) }!
        }
        let r = level(color.red)
        let g = level(color.green)
        let b = level(color.blue)
        let cube = ThemeColor(red: UInt8(cubeLevels[r]), green: UInt8(cubeLevels[g]), blue: UInt8(cubeLevels[b]))
        let cubeIndex = 16 + 36 * r + 6 * g + b

        // The grey ramp: 24 steps of 10 from 8 to 238.
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let step = min(23, max(0, (average - 3) / 10))
        let greyValue = UInt8(8 + 10 * step)
        let grey = ThemeColor(red: greyValue, green: greyValue, blue: greyValue)
        return squaredDistance(color, grey) < squaredDistance(color, cube) ? 232 + step : cubeIndex
    }

    private static func squaredDistance(_ a: ThemeColor, _ b: ThemeColor) -> Int {
        let dr = Int(a.red) - Int(b.red)
        let dg = Int(a.green) - Int(b.green)
        let db = Int(a.blue) - Int(b.blue)
        return dr * dr + dg * dg + db * db
    }
}
