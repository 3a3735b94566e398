import SheetSystem

package enum TokenColorSpace: String, Sendable, Hashable, CaseIterable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    package var componentNames: [String] {
        switch self {
        case .hsl: ["hue", "saturation", "lightness"]
        case .hwb: ["hue", "whiteness", "blackness"]
        case .lab, .oklab: ["lightness", "a", "b"]
        case .lch, .oklch: ["lightness", "chroma", "hue"]
        case .xyzD65, .xyzD50: ["X", "Y", "Z"]
        default: ["red", "green", "blue"]
        }
    }

    /// Y of white 1.
    package func xyzD65(_ c: [Double]) -> ColorVector {
        let v = ColorVector(c[0], c[1], c[2])
        switch self {
        case .srgb: return ColorMatrices.srgb.toXYZ * v.map(Self.srgbDecode)
        case .srgbLinear: return ColorMatrices.srgb.toXYZ * v
        case .hsl: return ColorMatrices.srgb.toXYZ * Self.hslToSRGB(c[0], c[1] / 100, c[2] / 100).map(Self.srgbDecode)
        case .hwb: return ColorMatrices.srgb.toXYZ * Self.hwbToSRGB(c[0], c[1] / 100, c[2] / 100).map(Self.srgbDecode)
        case .lab: return ColorMatrices.d50ToD65 * Self.labToXYZ(v, white: ColorMatrices.d50White)
        case .lch: return ColorMatrices.d50ToD65 * Self.labToXYZ(Self.rectangular(v), white: ColorMatrices.d50White)
        case .oklab: return OKLab.xyz(v)
        case .oklch: return OKLab.xyz(Self.rectangular(v))
        case .displayP3: return ColorMatrices.displayP3 * v.map(Self.srgbDecode)
        case .a98RGB: return ColorMatrices.a98RGB * v.map { Self.signed($0) { pow($0, 563.0 / 256) } }
        case .prophotoRGB:
            return ColorMatrices.d50ToD65
                * (ColorMatrices.prophotoRGB * v.map { Self.signed($0) { $0 <= 16.0 / 512 ? $0 / 16 : pow($0, 1.8) } })
        case .rec2020: return ColorMatrices.rec2020 * v.map(Self.rec2020Decode)
        case .xyzD65: return v
        case .xyzD50: return ColorMatrices.d50ToD65 * v
        }
    }

    /// CSS Color 4 extends transfer functions to negative values this way.
    static func signed(_ x: Double, _ f: (Double) -> Double) -> Double { x < 0 ? -f(-x) : f(x) }

    static func srgbDecode(_ x: Double) -> Double {
        signed(x) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    static func srgbEncode(_ x: Double) -> Double {
        signed(x) { $0 <= 0.0031308 ? $0 * 12.92 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
    }

    static func rec2020Decode(_ x: Double) -> Double {
        let alpha = 1.09929682680944
        let beta = 0.018053968510807
        return signed(x) { $0 < beta * 4.5 ? $0 / 4.5 : pow(($0 + alpha - 1) / alpha, 1 / 0.45) }
    }

    static func rectangular(_ v: ColorVector) -> ColorVector {
        let radians = v.z * Double.pi / 180
        return ColorVector(v.x, v.y * cos(radians), v.y * sin(radians))
    }

    static func labToXYZ(_ lab: ColorVector, white: ColorVector) -> ColorVector {
        let (kappa, epsilon) = (24389.0 / 27, 216.0 / 24389)
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        func cube(_ t: Double) -> Double { t * t * t }
        let x = cube(fx) > epsilon ? cube(fx) : (116 * fx - 16) / kappa
        let y = lab.x > kappa * epsilon ? cube(fy) : lab.x / kappa
        let z = cube(fz) > epsilon ? cube(fz) : (116 * fz - 16) / kappa
        return ColorVector(x * white.x, y * white.y, z * white.z)
    }

    static func hslToSRGB(_ hue: Double, _ saturation: Double, _ lightness: Double) -> ColorVector {
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return ColorVector(f(0), f(8), f(4))
    }

    static func hwbToSRGB(_ hue: Double, _ white: Double, _ black: Double) -> ColorVector {
        if white + black >= 1 {
            let grey = white / (white + black)
            return ColorVector(grey, grey, grey)
        }
        return hslToSRGB(hue, 1, 0.5).map { $0 * (1 - white - black) + white }
    }
}
