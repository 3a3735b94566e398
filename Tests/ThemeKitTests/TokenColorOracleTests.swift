import Foundation
import OutsideClients
import Testing

@testable import ThemeKit

/// Every colour space of the DTCG Color module, converted to sRGB and gamut-mapped, against
/// ColorAide (`Fixtures/oracle/token_color_oracle.py`): a colour-science library no one here wrote,
/// with CSS Color 4's gamut mapping as its `minde-chroma` fit.
@Suite(.needs(.coloraide)) struct TokenColorOracleTests {
    struct Measured {
        var space: TokenColorSpace
        var components: [Double]
        var srgb: [Int]
        var mapped: Bool
    }

    static func oracle(count: Int) throws -> [Measured] {
        try ColorOracle.lines("token_color_oracle.py", count: count).map { object in
            let name = try #require(object["space"] as? String)
            return Measured(
                space: try #require(TokenColorSpace(rawValue: name)),
                components: try #require(object["components"] as? [Double]),
                srgb: try #require(object["srgb"] as? [Int]), mapped: try #require(object["mapped"] as? Bool))
        }
    }

    @Test func everySpaceConvertsAndMapsAsColorAideDoes() throws {
        let colors = try Self.oracle(count: 60)
        #expect(colors.count == 60 * TokenColorSpace.allCases.count)
        var mappedCount = 0
        for color in colors {
            let result = SRGBGamutMapping.map(xyz: color.space.xyzD65(color.components))
            let bytes = result.srgb.array.map { Int((min(1, max(0, $0)) * 255).rounded()) }
            let label = "\(color.space.rawValue) \(color.components)"
            #expect(result.wasMapped == color.mapped, "\(label)")
            // Inside sRGB the conversion is exact to the byte; a mapped colour ends a binary search
            // whose last step may land a byte away.
            let allowed = color.mapped ? 1 : 0
            #expect(
                zip(bytes, color.srgb).allSatisfy { abs($0 - $1) <= allowed }, "\(label): \(bytes) vs \(color.srgb)")
            if color.mapped { mappedCount += 1 }
        }
        // The sample reaches both sides of the gamut's edge, so both paths are compared.
        #expect(mappedCount > 100)
        #expect(mappedCount < colors.count - 100)
    }
}
