package struct ColorVector: Sendable, Hashable {
    package var x: Double
    package var y: Double
    package var z: Double

    package init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    package func map(_ transform: (Double) -> Double) -> ColorVector {
        ColorVector(transform(x), transform(y), transform(z))
    }

    package var array: [Double] { [x, y, z] }
}
