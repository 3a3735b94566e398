package struct ColorMatrix: Sendable, Hashable {
    package var rows: [ColorVector]

    package init(_ rows: [ColorVector]) { self.rows = rows }

    package static func * (matrix: ColorMatrix, v: ColorVector) -> ColorVector {
        func dot(_ row: ColorVector) -> Double { row.x * v.x + row.y * v.y + row.z * v.z }
        return ColorVector(dot(matrix.rows[0]), dot(matrix.rows[1]), dot(matrix.rows[2]))
    }

    /// `lhs` after `rhs`.
    package static func * (lhs: ColorMatrix, rhs: ColorMatrix) -> ColorMatrix {
        let columns = rhs.transposed.rows
        return ColorMatrix(lhs.rows.map { row in ColorMatrix(columns) * row })
    }

    package var transposed: ColorMatrix {
        let r = rows
        return ColorMatrix([
            ColorVector(r[0].x, r[1].x, r[2].x), ColorVector(r[0].y, r[1].y, r[2].y),
            ColorVector(r[0].z, r[1].z, r[2].z),
        ])
    }

    /// By cofactors: every matrix here is well conditioned.
    package var inverse: ColorMatrix {
        let (a, b, c) = (rows[0].x, rows[0].y, rows[0].z)
        let (d, e, f) = (rows[1].x, rows[1].y, rows[1].z)
        let (g, h, i) = (rows[2].x, rows[2].y, rows[2].z)
        let determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return ColorMatrix(
            [
                ColorVector(e * i - f * h, c * h - b * i, b * f - c * e),
                ColorVector(f * g - d * i, a * i - c * g, c * d - a * f),
                ColorVector(d * h - e * g, b * g - a * h, a * e - b * d),
            ].map { $0.map { $0 / determinant } })
    }

    package static func rgbToXYZ(
        red: (Double, Double), green: (Double, Double), blue: (Double, Double), white: ColorVector
    ) -> ColorMatrix {
        let primaries = ColorMatrix([red, green, blue].map { ColorMatrices.white($0.0, $0.1) }).transposed
        let scale = primaries.inverse * white
        return ColorMatrix(primaries.rows.map { ColorVector($0.x * scale.x, $0.y * scale.y, $0.z * scale.z) })
    }
}
