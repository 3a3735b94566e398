/// Three numbers of a colour: components, XYZ, or linear RGB.
package struct ColorVector: Sendable, Hashable {
    package var x: Double
    package var y: Double
    package var z: Double

    /// Creates a vector.
    package init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The vector with `transform` applied to each number.
    package func map(_ transform: (Double) -> Double) -> ColorVector {
        ColorVector(transform(x), transform(y), transform(z))
    }

    /// The three numbers in order.
    package var array: [Double] { [x, y, z] }
}
