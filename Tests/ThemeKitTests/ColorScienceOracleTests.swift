import Foundation
import OutsideClients
import Testing

@testable import ThemeKit

/// The colour maths of the theme checks against ColorAide, a colour-science library no one here
/// wrote, run as a Python script (`Fixtures/oracle/color_oracle.py`) over a few hundred pairs;
/// and APCA, which ColorAide does not carry, against the values its authors publish.
@Suite(.needs(.coloraide)) struct ColorScienceOracleTests {
    /// One pair as the oracle measured it.
    struct Measured {
        var one: ThemeColor
        var two: ThemeColor
        var values: [String: Double]
    }

    /// Runs the oracle script and reads its lines.
    static func oracle(count: Int) throws -> [Measured] {
        try ColorOracle.lines("color_oracle.py", count: count).map { object in
            let one = try #require((object["one"] as? String).flatMap(ThemeColor.init(hex:)))
            let two = try #require((object["two"] as? String).flatMap(ThemeColor.init(hex:)))
            return Measured(one: one, two: two, values: object.compactMapValues { $0 as? Double })
        }
    }

    static let visions: [(key: String, vision: ColorScience.Vision?)] = [
        ("normal", nil), ("protan", .protanopia), ("deutan", .deuteranopia), ("tritan", .tritanopia),
        ("greyscale", .greyscale),
    ]

    @Test func wcagContrastAndCIEDE2000UnderEveryVisionAgreeWithColorAide() throws {
        let pairs = try Self.oracle(count: 400)
        #expect(pairs.count == 400)
        var compared = 0
        for pair in pairs {
            let wcag = try #require(pair.values["wcag"])
            // WCAG 2 writes the luminance weights to four places (0.2126, 0.7152, 0.0722); ColorAide
            // derives them from the primaries, which moves a ratio by at most a few ten-thousandths.
            #expect(abs(pair.one.contrastRatio(over: pair.two) - wcag) < 1e-3, "\(pair.one) \(pair.two)")
            for (key, vision) in Self.visions {
                let expected = try #require(pair.values[key])
                let seen = { (color: ThemeColor) -> ColorScience.Lab in
                    let linear = ColorScience.linear(color)
                    return ColorScience.lab(vision.map { ColorScience.simulate(linear, $0) } ?? linear)
                }
                let measured = ColorScience.deltaE2000(seen(pair.one), seen(pair.two))
                #expect(abs(measured - expected) < 1e-6, "\(key) \(pair.one) \(pair.two): \(measured) vs \(expected)")
                compared += 1
            }
        }
        #expect(compared == 2000)
    }

    @Test func theCheckUsesTheSameSimulationAsTheOracle() throws {
        let pair = try #require(try Self.oracle(count: 20).first { $0.one == ThemeColor(hex: "#D70015") })
        for (key, vision) in Self.visions {
            guard let vision else { continue }
            let expected = try #require(pair.values[key])
            #expect(abs(ThemeColorVisionLint.difference(pair.one, pair.two, as: vision) - expected) < 1e-6)
        }
    }

    /// APCA-W3 0.1.9's published test values (its `test/index.js`) and the anchors of its documentation.
    struct APCACase: Sendable, CustomTestStringConvertible {
        var text: String
        var background: String
        var lc: Double
        var testDescription: String { "\(text) on \(background)" }
    }

    static let apcaCases: [APCACase] = [
        APCACase(text: "#000000", background: "#FFFFFF", lc: 106.04067321268862),
        APCACase(text: "#FFFFFF", background: "#000000", lc: -107.88473318309848),
        APCACase(text: "#888888", background: "#FFFFFF", lc: 63.056469930209424),
        APCACase(text: "#FFFFFF", background: "#888888", lc: -68.54146436644962),
        APCACase(text: "#000000", background: "#AAAAAA", lc: 58.146262578561334),
        APCACase(text: "#AAAAAA", background: "#000000", lc: -56.24113336839742),
        APCACase(text: "#112233", background: "#DDEEFF", lc: 91.66830811481631),
        APCACase(text: "#DDEEFF", background: "#112233", lc: -93.06770049484275),
        APCACase(text: "#112233", background: "#444444", lc: 8.32326136957393),
        APCACase(text: "#444444", background: "#112233", lc: -7.526878460278154),
        // Below the clamp there is no contrast; identical colours have none.
        APCACase(text: "#777777", background: "#7A7A7A", lc: 0),
        APCACase(text: "#FFFFFF", background: "#FFFFFF", lc: 0),
    ]

    @Test(arguments: apcaCases)
    func apcaMatchesThePublishedValues(_ test: APCACase) throws {
        let text = try #require(ThemeColor(hex: test.text))
        let background = try #require(ThemeColor(hex: test.background))
        #expect(abs(ColorScience.apcaContrast(text: text, background: background) - test.lc) < 1e-9)
    }

    @Test func apcaOfTranslucentTextIsMeasuredOnTheColourSeen() {
        // #0006 on white is APCA-W3's own alpha test: 54.62.
        let text = ThemeColor(red: 0, green: 0, blue: 0, alpha: 0x66)
        let white = ThemeColor(red: 255, green: 255, blue: 255)
        #expect(abs(ColorScience.apcaContrast(text: text.blended(over: white), background: white) - 54.62) < 0.5)
    }

    @Test func labRoundTripsThroughLinearRGB() throws {
        for hex in ["#000000", "#FFFFFF", "#D70015", "#0A84FF", "#7F7F7F", "#00FF00"] {
            let color = try #require(ThemeColor(hex: hex))
            #expect(ColorScience.color(ColorScience.linear(ColorScience.lab(ColorScience.linear(color)))) == color)
        }
    }
}
