import SheetSystem

/// Björn Ottosson's OKLab, with the matrices CSS Color 4 gives (computed at 64-bit precision).
package enum OKLab {
    static let xyzToLMS = ColorMatrix([
        ColorVector(0.819022437996703, 0.3619062600528904, -0.1288737815209879),
        ColorVector(0.03298365393238847, 0.9292868615863434, 0.03614466635064236),
        ColorVector(0.04817718935962421, 0.2642395317527308, 0.6335478284694309),
    ])
    static let lmsToOKLab = ColorMatrix([
        ColorVector(0.21045426830931396, 0.7936177747023053, -0.0040720430116192585),
        ColorVector(1.9779985324311686, -2.42859224204858, 0.450593709617411),
        ColorVector(0.025904042465547734, 0.7827717124575297, -0.8086757549230774),
    ])
    static let lmsToXYZ = xyzToLMS.inverse
    static let okLabToLMS = lmsToOKLab.inverse

    package static func xyz(_ lab: ColorVector) -> ColorVector {
        lmsToXYZ * (okLabToLMS * lab).map { $0 * $0 * $0 }
    }

    package static func lab(_ xyz: ColorVector) -> ColorVector {
        lmsToOKLab * (xyzToLMS * xyz).map { cbrt($0) }
    }

    package static func deltaE(_ one: ColorVector, _ two: ColorVector) -> Double {
        let d = ColorVector(one.x - two.x, one.y - two.y, one.z - two.z)
        return (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
    }
}
