import Foundation
import Testing
import ThemeKit

@testable import PresenterRegistry

/// svg and html of a theme with a counterpart carry both palettes and follow `prefers-color-scheme`.
@Suite struct SVGPaletteTests {
    static var night: Theme {
        var dark = Theme.builtInDefault
        dark.name = "night"
        dark.statedAppearance = .dark
        dark.colors.background = ThemeColor(hex: "#101820")!
        dark.colors.item = ThemeColor(hex: "#F0E0D0")!
        dark.colors.destructive = ThemeColor(hex: "#FF8A80")!
        dark.colors.cancel = ThemeColor(hex: "#80C0FF")!
        return dark
    }

    static func request(theme: Theme = .builtInDefault, counterpart: Theme? = night) -> PresentationRequest {
        var request = PresentationRequest(sheet: .demo, theme: theme)
        request.counterpart = counterpart
        return request
    }

    @Test(arguments: ["svg", "html"])
    func thePictureCarriesBothPalettesAndTheMediaQuery(_ presenter: String) throws {
        let output: String =
            presenter == "svg"
            ? try SVGPresenter().render(Self.request()) : try HTMLPresenter().render(Self.request())
        let style = try #require(output.range(of: "<style>\n.sheet-pair-").map { String(output[$0.lowerBound...]) })
        let named = try #require(style.split(separator: "\n").first { $0.hasPrefix(".sheet-pair-") })
        #expect(named.contains("--sheet-background: #FFFFFF;"))
        #expect(named.contains("--sheet-item: #000000;"))
        let media = try #require(style.range(of: "@media (prefers-color-scheme: dark) {\n"))
        let dark = style[media.upperBound...].prefix { $0 != "\n" }
        #expect(dark.contains("--sheet-background: #101820;"))
        #expect(dark.contains("--sheet-item: #F0E0D0;"))
        #expect(dark.contains("--sheet-destructive: #FF8A80;"))
        #expect(dark.contains("--sheet-cancel: #80C0FF;"))
        #expect(style.contains(" .sheet-item { fill: var(--sheet-item) }"))
        // Each coloured element names its role; its fill attribute stays, for renderers without CSS.
        #expect(output.contains(##"fill="#FFFFFF" class="sheet-background""##))
        #expect(output.contains(##"fill="#D70015" class="sheet-destructive""##))
        #expect(output.contains(##"fill="#000000" class="sheet-cancel""##))
        #expect(output.contains(#"class="sheet-separator""#))
        #expect(output.contains(#"class="sheet-badge""#))
        #expect(output.contains(#"class="sheet-badge-text""#))
        #expect(output.contains(#"class="sheet-title""#))
    }

    @Test func theDarkSideNamedSwitchesToTheLightOneUnderALightScheme() throws {
        let output = try SVGPresenter().render(Self.request(theme: Self.night, counterpart: .builtInDefault))
        #expect(output.contains("@media (prefers-color-scheme: light) {\n"))
        #expect(output.contains(##"fill="#101820" class="sheet-background""##))
    }

    @Test func withoutACounterpartThePictureIsAsBefore() throws {
        let paired = try SVGPresenter().render(Self.request())
        let single = try SVGPresenter().render(Self.request(counterpart: nil))
        #expect(!single.contains("<style>"))
        #expect(!single.contains("class="))
        #expect(
            single == SVGPresenter.document(SVGSheetLayout(ResolvedSheet(Self.request())), title: "Share this photo"))
        #expect(paired != single)
    }

    @Test func aRequestsItemColorWinsOnBothSides() throws {
        var request = Self.request()
        request.sheet.itemColor = ThemeColor(hex: "#123456")!
        let output = try SVGPresenter().render(request)
        #expect(output.contains(##"fill="#123456">"##))
        #expect(!output.contains(##"fill="#123456" class="##))
    }

    @Test func twoPicturesOnOnePageDoNotShareRulesUnlessTheirColoursAgree() {
        let one = SVGPalette(Self.request())
        var other = Self.night
        other.colors.item = ThemeColor(hex: "#EEEEEE")!
        let two = SVGPalette(Self.request(counterpart: other))
        #expect(one != nil && two != nil)
        #expect(one?.scope != two?.scope)
        #expect(one?.scope == SVGPalette(Self.request())?.scope)
    }
}
