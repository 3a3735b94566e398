import Foundation
import PresenterTesting
import OutsideClients
import Testing
import ThemeKit

@testable import PresenterRegistry

/// The SVG presenter's pictures rendered by a real renderer, and their pixels checked against the layout.
@Suite(.needs(.rsvgConvert))
struct SVGPixelTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var sheet: ActionSheet
        var theme: String
        var locale: String?
        var testDescription: String { "\(name) in \(theme)" }
    }

    static let shippedThemes = ThemeLibrary(
        searchPath: ThemeSearchPath(directories: [packageRoot.appendingPathComponent("themes").path]))

    static let longSheet = ActionSheet(
        title: String(repeating: "A very long title that must be cut ", count: 4),
        items: [
            ActionSheetItem(String(repeating: "WWWWW mmmmm ", count: 8), badge: .text("Long badge text")),
            ActionSheetItem(String(repeating: "Delete everything now ", count: 5)),
        ], destructiveIndex: 1)

    static let cases: [Case] = [
        Case(name: "demo", sheet: .demo, theme: "default"),
        Case(name: "demo", sheet: .demo, theme: "dark"),
        Case(
            name: "cjk", sheet: PresenterContract.samples.first { $0.name == "cjk" }!.request.sheet, theme: "dark",
            locale: "zh-Hans"),
        Case(name: "hostile", sheet: PresenterContract.hostileSheet, theme: "high-contrast"),
        Case(name: "long texts", sheet: longSheet, theme: "solarized-light"),
    ]

    /// Whether a pixel is opaque and within `tolerance` of a colour in every channel.
    static func near(_ pixel: PNGImage.Pixel, _ color: ThemeColor, tolerance: Int = 24) -> Bool {
        pixel.alpha == 255 && abs(Int(pixel.red) - Int(color.red)) <= tolerance
            && abs(Int(pixel.green) - Int(color.green)) <= tolerance
            && abs(Int(pixel.blue) - Int(color.blue)) <= tolerance
    }

    /// Whether two colours are close enough that antialiased edges of one could pass for the other.
    static func similar(_ a: ThemeColor, _ b: ThemeColor) -> Bool {
        near(PNGImage.Pixel(red: a.red, green: a.green, blue: a.blue, alpha: 255), b, tolerance: 60)
    }

    /// How many pixels in a rectangle satisfy a test.
    static func count(
        in rect: SVGSheetLayout.Rect, of image: PNGImage, where test: (PNGImage.Pixel) -> Bool
    ) -> Int {
        var total = 0
        let (x0, y0) = (max(0, Int(rect.x.rounded(.up))), max(0, Int(rect.y.rounded(.up))))
        let (x1, y1) = (
            min(image.width, Int(rect.maxX.rounded(.down))), min(image.height, Int(rect.maxY.rounded(.down)))
        )
        guard x0 < x1, y0 < y1 else { return 0 }
        for y in y0..<y1 {
            for x in x0..<x1 where test(image[x, y]) { total += 1 }
        }
        return total
    }

    static func render(_ testCase: Case) throws -> (SVGSheetLayout, PNGImage, Theme) {
        let theme = try #require(shippedThemes.load(testCase.theme).theme)
        let request = PresentationRequest(sheet: testCase.sheet, theme: theme, locale: testCase.locale)
        let layout = SVGSheetLayout(ResolvedSheet(request))
        let image = try SVGRasterizer.render(try SVGPresenter().render(request))
        return (layout, image, theme)
    }

    @Test(arguments: cases)
    func thePictureIsTheLayoutsSize(_ testCase: Case) throws {
        let (layout, image, theme) = try Self.render(testCase)
        #expect(image.width == Int(layout.width))
        #expect(image.height == Int(layout.height))
        // Rounded top corners: the very corner is transparent, the bottom corners are not.
        #expect(image[0, 0].alpha == 0)
        #expect(image[image.width - 1, 0].alpha == 0)
        #expect(Self.near(image[0, image.height - 1], theme.colors.background, tolerance: 0))
    }

    @Test(arguments: cases)
    func thePictureIsNotBlank(_ testCase: Case) throws {
        let (layout, image, theme) = try Self.render(testCase)
        var colors: Set<PNGImage.Pixel> = []
        for y in 0..<image.height { for x in 0..<image.width { colors.insert(image[x, y]) } }
        #expect(colors.count >= 20, "only \(colors.count) distinct colours")
        let whole = SVGSheetLayout.Rect(x: 0, y: 0, width: layout.width, height: layout.height)
        let drawn = Self.count(in: whole, of: image) {
            $0.alpha == 255 && !Self.near($0, theme.colors.background, tolerance: 8)
        }
        #expect(drawn >= 2000, "only \(drawn) pixels differ from the background")
    }

    @Test(arguments: cases)
    func theDestructiveColourIsInTheDestructiveRowOnly(_ testCase: Case) throws {
        let (layout, image, theme) = try Self.render(testCase)
        let destructive = theme.colors.destructive
        for row in layout.rows {
            // The text's box only: a badge may share the destructive colour.
            let inked = Self.count(in: row.text.bounds, of: image) { Self.near($0, destructive) }
            if row.isDestructive {
                #expect(inked >= 15, "row \(row.index!) has \(inked) pixels of \(destructive)")
            } else if !Self.similar(row.text.color, destructive) {
                #expect(inked == 0, "row \(row.index!) has \(inked) pixels of the destructive colour")
            }
        }
        #expect(layout.rows.contains { $0.isDestructive } == (testCase.sheet.destructiveIndex != nil))
    }

    @Test(arguments: cases)
    func badgesAreDrawnWhereTheLayoutSays(_ testCase: Case) throws {
        let (layout, image, theme) = try Self.render(testCase)
        let badgeColor = theme.colors.badge
        let badges = layout.rows.compactMap(\.badge)
        #expect(badges.count == testCase.sheet.items.filter { $0.badge.kind != .none }.count)
        for badge in badges {
            let area = badge.rect.width * badge.rect.height
            let filled = Self.count(in: badge.rect, of: image) { Self.near($0, badgeColor, tolerance: 8) }
            #expect(Double(filled) >= area * 0.3, "\(badge.kind) badge: \(filled) of \(Int(area)) pixels")
            // Nothing of the badge colour just left of it, or above and below it.
            let left = SVGSheetLayout.Rect(x: badge.rect.x - 12, y: badge.rect.y, width: 10, height: badge.rect.height)
            let above = SVGSheetLayout.Rect(x: badge.rect.x, y: badge.rect.y - 8, width: badge.rect.width, height: 6)
            let below = SVGSheetLayout.Rect(x: badge.rect.x, y: badge.rect.maxY + 2, width: badge.rect.width, height: 6)
            for rect in [left, above, below] {
                #expect(Self.count(in: rect, of: image) { Self.near($0, badgeColor, tolerance: 8) } == 0)
            }
        }
    }

    @Test(arguments: cases)
    func theCancelBlockIsAtTheBottomBelowAGap(_ testCase: Case) throws {
        let (layout, image, theme) = try Self.render(testCase)
        let cancel = layout.cancel
        #expect(Int(cancel.rect.maxY) == image.height)
        #expect(cancel.rect.y >= (layout.rows.last?.rect.maxY ?? 0) + SVGSheetLayout.gapHeight)
        let inked = Self.count(in: cancel.rect, of: image) { Self.near($0, theme.colors.cancel) }
        #expect(inked >= 15, "the cancel row has \(inked) pixels of \(theme.colors.cancel)")
        // The gap is one flat band of the separator colour, right above the cancel row.
        #expect(layout.gap.maxY == cancel.rect.y)
        let gapPixels = Int(layout.gap.width * layout.gap.height)
        let flat = Self.count(in: layout.gap, of: image) { Self.near($0, theme.colors.separator, tolerance: 0) }
        #expect(flat == gapPixels)
        // When the cancel colour is its own, it appears nowhere above the gap.
        let others = [
            theme.colors.item, theme.colors.destructive, theme.colors.title, theme.colors.badge, theme.colors.badgeText,
        ]
        if !others.contains(where: { Self.similar($0, theme.colors.cancel) }) {
            let above = SVGSheetLayout.Rect(x: 0, y: 0, width: layout.width, height: layout.gap.y)
            #expect(Self.count(in: above, of: image) { Self.near($0, theme.colors.cancel) } == 0)
        }
    }

    @Test(arguments: cases)
    func noTextRunsIntoTheMargins(_ testCase: Case) throws {
        let (layout, image, theme) = try Self.render(testCase)
        let background = theme.colors.background
        for row in layout.rows + [layout.cancel] {
            // Inside the row, below its hairline: the outer 6 pixels on each side stay background.
            for x in [0.0, layout.width - 6] {
                let margin = SVGSheetLayout.Rect(x: x, y: row.rect.y + 2, width: 6, height: row.rect.height - 3)
                let stray = Self.count(in: margin, of: image) { !Self.near($0, background, tolerance: 8) }
                #expect(
                    stray == 0,
                    "row \(row.index.map(String.init) ?? "cancel"): \(stray) pixels in the margin at x=\(Int(x))")
            }
        }
        if let header = layout.header {
            for x in [0.0, layout.width - 6] {
                let margin = SVGSheetLayout.Rect(x: x, y: header.y + 12, width: 6, height: header.height - 13)
                #expect(Self.count(in: margin, of: image) { !Self.near($0, background, tolerance: 8) } == 0)
            }
        }
    }
}

/// The point badge is drawn as the theme's glyph: another glyph, other pixels.
@Suite(.needs(.rsvgConvert))
struct SVGBadgeGlyphPixelTests {
    /// The pixels of the badge colour in the point's box, and the box.
    static func pointInk(glyph: String) throws -> (ink: Set<Int>, box: SVGSheetLayout.Rect, image: PNGImage) {
        var theme = Theme.builtInDefault
        theme.badges.pointGlyph = glyph
        let request = PresentationRequest(sheet: .demo, theme: theme)
        let layout = SVGSheetLayout(ResolvedSheet(request))
        let box = try #require(layout.rows.compactMap(\.badge).first { $0.kind == .point }).rect
        let image = try SVGRasterizer.render(try SVGPresenter().render(request))
        var ink: Set<Int> = []
        for y in Int(box.y)..<Int(box.maxY.rounded(.up)) {
            for x in Int(box.x)..<Int(box.maxX.rounded(.up))
            where SVGPixelTests.near(image[x, y], theme.colors.badge, tolerance: 40) {
                ink.insert(y * image.width + x)
            }
        }
        return (ink, box, image)
    }

    @Test func anotherPointGlyphDrawsOtherPixels() throws {
        let dot = try Self.pointInk(glyph: "●")
        let square = try Self.pointInk(glyph: "■")
        let plus = try Self.pointInk(glyph: "+")
        #expect(dot.ink.count >= 12, "the dot has \(dot.ink.count) pixels")
        #expect(square.ink.count > dot.ink.count, "■ \(square.ink.count), ● \(dot.ink.count)")
        #expect(plus.ink.count >= 6)
        #expect(plus.ink != dot.ink)
        #expect(plus.ink.count < square.ink.count)
    }

    @Test func theMoreGlyphIsDrawnInItsPill() throws {
        let request = PresentationRequest(sheet: .demo, theme: .builtInDefault)
        let layout = SVGSheetLayout(ResolvedSheet(request))
        let more = try #require(layout.rows.compactMap(\.badge).first { $0.kind == .more })
        let image = try SVGRasterizer.render(try SVGPresenter().render(request))
        let letters = SVGPixelTests.count(in: more.rect, of: image) {
            SVGPixelTests.near($0, Theme.builtInDefault.colors.badgeText, tolerance: 40)
        }
        #expect(letters >= 4, "the more pill has \(letters) pixels of its label's colour")
    }
}

/// A wrapped title and message in pixels: every line drawn where the layout says, none past the last allowed.
@Suite(.needs(.rsvgConvert))
struct SVGWrapPixelTests {
    static func render(title: String, message: String?) throws -> (SVGSheetLayout, PNGImage) {
        let sheet = ActionSheet(title: title, message: message, items: [ActionSheetItem("a")])
        let request = PresentationRequest(sheet: sheet, theme: .builtInDefault)
        return (SVGSheetLayout(ResolvedSheet(request)), try SVGRasterizer.render(try SVGPresenter().render(request)))
    }

    static func ink(_ rect: SVGSheetLayout.Rect, _ image: PNGImage) -> Int {
        SVGPixelTests.count(in: rect, of: image) {
            SVGPixelTests.near($0, Theme.builtInDefault.colors.title, tolerance: 60)
        }
    }

    @Test func theSecondTitleLineIsDrawn() throws {
        let (layout, image) = try Self.render(
            title: "A title long enough that it has to go on over a second line", message: "Below it")
        try #require(layout.title.count == 2)
        #expect(image.height == Int(layout.height))
        for line in layout.title + layout.message {
            #expect(Self.ink(line.bounds, image) >= 40, "\(line.text): \(Self.ink(line.bounds, image)) pixels")
        }
        // The band between the header's last line and the first row is empty.
        let last = layout.message.last!.bounds
        let below = SVGSheetLayout.Rect(
            x: 0, y: last.maxY + 2, width: layout.width, height: layout.header!.maxY - last.maxY - 3)
        #expect(Self.ink(below, image) == 0)
    }

    @Test func aVeryLongTitleIsCutOnItsLastAllowedLine() throws {
        let (layout, image) = try Self.render(
            title: String(repeating: "A very long title that must be cut ", count: 8), message: nil)
        try #require(layout.title.count == 2)
        let last = layout.title[1]
        #expect(last.text.hasSuffix("…"))
        #expect(Self.ink(last.bounds, image) >= 40)
        // No third line: from the second line's box to the first row, the header is empty.
        let below = SVGSheetLayout.Rect(
            x: 0, y: last.bounds.maxY + 2, width: layout.width, height: layout.rows[0].rect.y - last.bounds.maxY - 3)
        #expect(Self.ink(below, image) == 0)
        #expect(layout.rows[0].rect.y == layout.header!.maxY)
    }
}

/// A theme colour with an alpha, written alpha first (`#AARRGGBB`), is drawn as that colour over
/// what is under it, not as the other colour SVG reads from the same digits.
@Suite(.needs(.rsvgConvert))
struct SVGTranslucentColorPixelTests {
    @Test func aHalfTransparentSeparatorIsItsOwnColourOverTheBackground() throws {
        var theme = Theme.builtInDefault
        // 50 % blue-grey: read as #RRGGBBAA it would be a translucent dark red.
        theme.colors.separator = try #require(ThemeColor(hex: "#80566A7A"))
        let request = PresentationRequest(sheet: .demo, theme: theme)
        let layout = SVGSheetLayout(ResolvedSheet(request))
        let svg = try SVGPresenter().render(request)
        #expect(svg.contains(##"fill="#566A7A80""##))
        #expect(!svg.contains("#80566A7A"))
        let image = try SVGRasterizer.render(svg)
        let seen = theme.colors.separator.blended(over: theme.colors.background)
        let gapPixels = Int(layout.gap.width * layout.gap.height)
        let flat = SVGPixelTests.count(in: layout.gap, of: image) { SVGPixelTests.near($0, seen, tolerance: 2) }
        #expect(flat == gapPixels, "\(flat) of \(gapPixels) gap pixels are \(seen)")
    }
}
