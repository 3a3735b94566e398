/// Made once from the chromaticities CSS Color 4 gives.
package enum ColorMatrices {
    static func white(_ x: Double, _ y: Double) -> ColorVector { ColorVector(x / y, 1, (1 - x - y) / y) }

    package static let d65White = white(0.3127, 0.3290)
    package static let d50White = white(0.3457, 0.3585)

    package static let srgb: (toXYZ: ColorMatrix, fromXYZ: ColorMatrix) = {
        let m = ColorMatrix.rgbToXYZ(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06), white: d65White)
        return (m, m.inverse)
    }()
    package static let displayP3 = ColorMatrix.rgbToXYZ(
        red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: d65White)
    package static let a98RGB = ColorMatrix.rgbToXYZ(
        red: (0.64, 0.33), green: (0.21, 0.71), blue: (0.15, 0.06), white: d65White)
    package static let prophotoRGB = ColorMatrix.rgbToXYZ(
        red: (0.734699, 0.265301), green: (0.159597, 0.840403), blue: (0.036598, 0.000105), white: d50White)
    package static let rec2020 = ColorMatrix.rgbToXYZ(
        red: (0.708, 0.292), green: (0.170, 0.797), blue: (0.131, 0.046), white: d65White)

    /// The Bradford transform.
    package static let d50ToD65: ColorMatrix = {
        let bradford = ColorMatrix([
            ColorVector(0.8951, 0.2664, -0.1614), ColorVector(-0.7502, 1.7135, 0.0367),
            ColorVector(0.0389, -0.0685, 1.0296),
        ])
        let source = bradford * d50White
        let target = bradford * d65White
        let scale = ColorMatrix([
            ColorVector(target.x / source.x, 0, 0), ColorVector(0, target.y / source.y, 0),
            ColorVector(0, 0, target.z / source.z),
        ])
        return bradford.inverse * (scale * bradford)
    }()
}
