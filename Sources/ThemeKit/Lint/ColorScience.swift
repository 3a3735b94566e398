import SheetSystem

/// Each from its published definition; the tests check it against another library and APCA's values.
package enum ColorScience {
    struct Lab: Sendable, Hashable {
        var lightness: Double
        var a: Double
        var b: Double
    }

    /// Alpha ignored: blend first.
    static func linear(_ color: ThemeColor) -> ColorVector {
        ColorVector(Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
            .map(TokenColorSpace.srgbDecode)
    }

    static func color(_ linear: ColorVector) -> ThemeColor {
        func channel(_ value: Double) -> UInt8 {
            UInt8((min(1, max(0, TokenColorSpace.srgbEncode(value))) * 255).rounded())
        }
        return ThemeColor(red: channel(linear.x), green: channel(linear.y), blue: channel(linear.z))
    }

    // MARK: CIELAB and CIEDE2000

    private static let epsilon = 216.0 / 24389
    private static let kappa = 24389.0 / 27

    static func lab(_ c: ColorVector) -> Lab {
        let (xyz, white) = (ColorMatrices.srgb.toXYZ * c, ColorMatrices.d65White)
        func f(_ t: Double) -> Double { t > epsilon ? cbrt(t) : (kappa * t + 16) / 116 }
        let (fx, fy, fz) = (f(xyz.x / white.x), f(xyz.y / white.y), f(xyz.z / white.z))
        return Lab(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    static func linear(_ lab: Lab) -> ColorVector {
        let xyz = TokenColorSpace.labToXYZ(ColorVector(lab.lightness, lab.a, lab.b), white: ColorMatrices.d65White)
        return ColorMatrices.srgb.fromXYZ * xyz
    }

    /// Sharma, Wu and Dalal 2005, with kL = kC = kH = 1.
    static func deltaE2000(_ one: Lab, _ two: Lab) -> Double {
        let degree = Double.pi / 180
        let c1 = (one.a * one.a + one.b * one.b).squareRoot()
        let c2 = (two.a * two.a + two.b * two.b).squareRoot()
        let meanC = (c1 + c2) / 2
        let g = 0.5 * (1 - (pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7))).squareRoot())
        let a1 = one.a * (1 + g)
        let a2 = two.a * (1 + g)
        let c1p = (a1 * a1 + one.b * one.b).squareRoot()
        let c2p = (a2 * a2 + two.b * two.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            guard b != 0 || a != 0 else { return 0 }
            let h = atan2(b, a) / degree
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(one.b, a1)
        let h2 = hue(two.b, a2)
        let deltaL = two.lightness - one.lightness
        let deltaC = c2p - c1p
        var deltah = 0.0
        if c1p * c2p != 0 {
            deltah = h2 - h1
            if deltah > 180 { deltah -= 360 } else if deltah < -180 { deltah += 360 }
        }
        let deltaH = 2 * (c1p * c2p).squareRoot() * sin(deltah / 2 * degree)
        let meanL = (one.lightness + two.lightness) / 2
        let meanCp = (c1p + c2p) / 2
        var meanH = h1 + h2
        if c1p * c2p != 0 {
            if abs(h1 - h2) <= 180 {
                meanH = (h1 + h2) / 2
            } else {
                meanH = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
            }
        }
        let t =
            1 - 0.17 * cos((meanH - 30) * degree) + 0.24 * cos(2 * meanH * degree)
            + 0.32 * cos((3 * meanH + 6) * degree) - 0.20 * cos((4 * meanH - 63) * degree)
        let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let rc = 2 * (pow(meanCp, 7) / (pow(meanCp, 7) + pow(25, 7))).squareRoot()
        let sl = 1 + 0.015 * pow(meanL - 50, 2) / (20 + pow(meanL - 50, 2)).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(2 * deltaTheta * degree) * rc
        let l = deltaL / sl
        let c = deltaC / sc
        let h = deltaH / sh
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }

    // MARK: Colour vision

    package enum Vision: String, CaseIterable, Sendable {
        case protanopia, deuteranopia, tritanopia, greyscale

        /// Machado, Oliveira and Fernandes (2009) at severity 1; greyscale is CSS `grayscale(1)` in linear light.
        package var matrix: [[Double]] {
            switch self {
            case .protanopia:
                [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
            case .deuteranopia:
                [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
            case .tritanopia:
                [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
            case .greyscale:
                [[0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722]]
            }
        }
    }

    /// In linear light, not clipped.
    static func simulate(_ c: ColorVector, _ vision: Vision) -> ColorVector {
        ColorMatrix(vision.matrix.map { ColorVector($0[0], $0[1], $0[2]) }) * c
    }

    // MARK: APCA

    /// APCA-W3 0.1.9 (0.0.98G-4g), both opaque: black on white is 106.04, white on black −107.88.
    static func apcaContrast(text: ThemeColor, background: ThemeColor) -> Double {
        apcaContrast(text: apcaLuminance(text), background: apcaLuminance(background))
    }

    /// Apart, for a search that measures many colours against one background.
    static func apcaLuminance(_ c: ThemeColor) -> Double {
        func channel(_ v: UInt8) -> Double { pow(Double(v) / 255, 2.4) }
        let y = 0.2126729 * channel(c.red) + 0.7151522 * channel(c.green) + 0.0721750 * channel(c.blue)
        // The soft clamp for near-black (blkThrs 0.022, blkClmp 1.414).
        return y > 0.022 ? y : y + pow(0.022 - y, 1.414)
    }

    static func apcaContrast(text textY: Double, background backgroundY: Double) -> Double {
        guard abs(backgroundY - textY) >= 0.0005 else { return 0 }
        if backgroundY > textY {
            let sapc = (pow(backgroundY, 0.56) - pow(textY, 0.57)) * 1.14
            return sapc < 0.1 ? 0 : (sapc - 0.027) * 100
        }
        let sapc = (pow(backgroundY, 0.65) - pow(textY, 0.62)) * 1.14
        return sapc > -0.1 ? 0 : (sapc + 0.027) * 100
    }
}
