import Foundation
import Testing
import ThemeKit

@testable import PresenterRegistry

/// svg and html name each colour's role and take it from the page's `--sheet-*` properties, the
/// theme's colours as fallbacks; a theme with a counterpart carries both and follows `prefers-color-scheme`.
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
        let scope = try #require(style.dropFirst("<style>\n".count).split(separator: " ").first)
        // The named side's colours are the fallbacks of the properties the css export writes.
        #expect(style.contains("\n\(scope) .sheet-background { fill: var(--sheet-background, #FFFFFF) }\n"))
        #expect(style.contains("\n\(scope) .sheet-item { fill: var(--sheet-item, #000000) }\n"))
        let media = try #require(style.range(of: "@media (prefers-color-scheme: dark) {\n"))
        let dark = style[media.upperBound...]
        #expect(dark.hasPrefix("  \(scope) .sheet-background { fill: var(--sheet-background, #101820) }\n"))
        #expect(dark.contains("  \(scope) .sheet-item { fill: var(--sheet-item, #F0E0D0) }\n"))
        #expect(dark.contains("  \(scope) .sheet-destructive { fill: var(--sheet-destructive, #FF8A80) }\n"))
        #expect(dark.contains("  \(scope) .sheet-cancel { fill: var(--sheet-cancel, #80C0FF) }\n"))
        // No property is set inside the picture: a page's own values reach it.
        #expect(!style.contains("--sheet-item:"))
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

    @Test func withoutACounterpartThePictureNamesItsRolesWithTheThemesColoursAsFallbacks() throws {
        var theme = Theme.builtInDefault
        theme.colors.separator = try #require(ThemeColor(hex: "#80566A7A"))
        let paired = try SVGPresenter().render(Self.request(theme: theme))
        let single = try SVGPresenter().render(Self.request(theme: theme, counterpart: nil))
        let scope = try #require(single.firstMatch(of: #/class="(sheet-theme-[0-9a-f]{8})"/#)?.output.1)
        #expect(single.contains("<style>\n.\(scope) .sheet-background { fill: var(--sheet-background, #FFFFFF) }\n"))
        // A translucent colour's fallback is the fill attribute's, alpha last.
        #expect(single.contains(".\(scope) .sheet-separator { fill: var(--sheet-separator, #566A7A80) }\n"))
        #expect(single.contains(##"fill="#566A7A80" class="sheet-separator""##))
        #expect(!single.contains("@media"))
        // Only the style and the classes differ from the picture without a palette.
        let plain = SVGPresenter.document(
            SVGSheetLayout(ResolvedSheet(Self.request(theme: theme))), title: "Share this photo")
        let unstyled = single.replacing(#/<style>\n[^<]*<\/style>\n/#, with: "")
            .replacing(#/ class="sheet-[a-z0-9-]+"/#, with: "")
        #expect(unstyled == plain)
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
        #expect(one.scope != two.scope)
        #expect(one.scope == SVGPalette(Self.request()).scope)
        #expect(SVGPalette(Self.request(counterpart: nil)).scope != one.scope)
    }
}
