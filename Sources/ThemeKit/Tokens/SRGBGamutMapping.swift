import SheetSystem

/// CSS Color 4's gamut mapping: OKLCh chroma lowered until clipping moves the colour less than deltaE OK 0.02.
package enum SRGBGamutMapping {
    /// Rounding in the matrices.
    static let tolerance = 0.000075

    package struct Result: Sendable, Hashable {
        /// Gamma-encoded.
        package var srgb: ColorVector
        package var wasMapped: Bool
    }

    package static func map(xyz: ColorVector) -> Result {
        let encoded = (ColorMatrices.srgb.fromXYZ * xyz).map(TokenColorSpace.srgbEncode)
        if inGamut(encoded) { return Result(srgb: encoded.map(clip), wasMapped: false) }
        let origin = OKLab.lab(xyz)
        if origin.x >= 1 { return Result(srgb: ColorVector(1, 1, 1), wasMapped: true) }
        if origin.x <= 0 { return Result(srgb: ColorVector(0, 0, 0), wasMapped: true) }
        let chroma = (origin.y * origin.y + origin.z * origin.z).squareRoot()
        let hue = atan2(origin.z, origin.y)
        func at(_ c: Double) -> ColorVector { ColorVector(origin.x, c * cos(hue), c * sin(hue)) }
        func srgb(_ lab: ColorVector) -> ColorVector {
            (ColorMatrices.srgb.fromXYZ * OKLab.xyz(lab)).map(TokenColorSpace.srgbEncode)
        }
        func okLab(ofSRGB rgb: ColorVector) -> ColorVector {
            OKLab.lab(ColorMatrices.srgb.toXYZ * rgb.map(TokenColorSpace.srgbDecode))
        }
        let jnd = 0.02
        let epsilon = 0.0001
        var clipped = srgb(origin).map(clip)
        if OKLab.deltaE(okLab(ofSRGB: clipped), origin) < jnd { return Result(srgb: clipped, wasMapped: true) }
        var low = 0.0
        var high = chroma
        var lowInGamut = true
        while high - low > epsilon {
            let middle = (low + high) / 2
            let current = at(middle)
            let candidate = srgb(current)
            if lowInGamut, inGamut(candidate) {
                low = middle
                continue
            }
            clipped = candidate.map(clip)
            let difference = OKLab.deltaE(okLab(ofSRGB: clipped), current)
            if difference < jnd {
                if jnd - difference < epsilon { break }
                lowInGamut = false
                low = middle
            } else {
                high = middle
            }
        }
        return Result(srgb: clipped, wasMapped: true)
    }

    static func inGamut(_ v: ColorVector) -> Bool {
        [v.x, v.y, v.z].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    static func clip(_ x: Double) -> Double { min(1, max(0, x)) }
}
