import Foundation
import Testing

@testable import SheetText
@testable import ThemeKit

/// Palette names inherited through `extends`: used, overridden, and unknown in the whole chain.
@Suite struct PaletteInheritanceTests {
    /// A folder holding `brand.yaml` (with a palette), and the files given beside it.
    private func folder(_ files: [String: String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("palette-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let brand = """
            name: brand
            palette:
              ink: "#1B1B1F"
              accent: "#0066CC"
            colors:
              item: ink
              cancel: accent

            """
        for (name, text) in files.merging(["brand.yaml": brand], uniquingKeysWith: { new, _ in new }) {
            try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8)
        }
        return path
    }

    private func lint(_ path: String) throws -> ThemeLoadResult {
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: []))
        return library.lint(source: try SourceText.read(path: path, maxBytes: 1 << 20))
    }

    @Test func aThemeUsesThePaletteNamesOfTheThemeItExtends() throws {
        let dir = try folder(["product.yaml": "name: product\nextends: brand\ncolors:\n  title: ink\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try lint(dir + "/product.yaml")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(result.theme?.colors.title == ThemeColor(hex: "#1B1B1F"))
        #expect(result.palette["accent"] == ThemeColor(hex: "#0066CC"))
    }

    @Test func anOverrideHoldsForTheThemeAndTheThemesThatExtendIt() throws {
        let dir = try folder([
            "product.yaml":
                "name: product\nextends: brand\npalette:\n  accent: \"#0A7D3E\"\ncolors:\n  destructive: accent\n",
            "product-plus.yaml": "name: product-plus\nextends: product\ncolors:\n  badge: accent\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let product = try lint(dir + "/product.yaml").theme
        #expect(product?.colors.destructive == ThemeColor(hex: "#0A7D3E"))
        // The parent's colours were resolved with the parent's palette: an override does not reach back.
        #expect(product?.colors.cancel == ThemeColor(hex: "#0066CC"))
        let plus = try lint(dir + "/product-plus.yaml")
        #expect(plus.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(plus.theme?.colors.badge == ThemeColor(hex: "#0A7D3E"))
        #expect(plus.palette["ink"] == ThemeColor(hex: "#1B1B1F"))
    }

    @Test func aNameDefinedNowhereInTheChainIsALocatedErrorWithTheChainsNames() throws {
        let dir = try folder(["product.yaml": "name: product\nextends: brand\ncolors:\n  title: acent\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try lint(dir + "/product.yaml")
        #expect(result.theme == nil)
        let error = try #require(result.diagnostics.first { $0.code == .unknownPaletteName })
        #expect(error.location?.start == SourcePosition(line: 4, column: 10))
        #expect(error.location?.file == dir + "/product.yaml")
        #expect(error.hint == "did you mean 'accent'?")
    }

    @Test func aThemeThatDoesNotExtendStillSeesOnlyItsOwnPalette() throws {
        let dir = try folder(["other.yaml": "name: other\ncolors:\n  title: ink\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try lint(dir + "/other.yaml")
        #expect(result.diagnostics.map(\.code) == [.unknownPaletteName])
    }

    @Test func aParentThatCannotLoadDoesNotMakeItsNamesUnknown() throws {
        let dir = try folder(["product.yaml": "name: product\nextends: nowhere\ncolors:\n  title: ink\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try lint(dir + "/product.yaml")
        #expect(result.diagnostics.map(\.code) == [.themeNotFound])
    }

    @Test func theFilesOwnProblemsStillComeBeforeItsParentsInTheFilesOrder() throws {
        let dir = try folder([
            "broken-brand.yaml": "name: broken-brand\npalette:\n  ink: \"#12\"\n",
            "product.yaml": "name: product\nextends: broken-brand\ncolors:\n  title: \"#zz\"\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try lint(dir + "/product.yaml")
        #expect(result.diagnostics.map(\.code) == [.badColor, .badColor])
        #expect(result.diagnostics.map { $0.location?.file } == [dir + "/product.yaml", dir + "/broken-brand.yaml"])
    }
}

/// The contrast an editor shows beside each text role, and a pair's summary.
@Suite struct TextContrastTests {
    private func theme(_ colors: [String: String]) -> Theme {
        var theme = Theme.builtInDefault
        for role in ThemeColors.roles {
            if let hex = colors[role.key] { theme.colors[keyPath: role.path] = ThemeColor(hex: hex)! }
        }
        return theme
    }

    @Test func blackOnWhiteIsTwentyOneToOneAndLc106() throws {
        let measured = TextContrast.measure(theme(["background": "#FFFFFF", "item": "#000000"]))
        let item = try #require(measured.first { $0.role == "item" })
        #expect(item.summary == "21.0:1 · Lc 106")
        #expect(measured.map(\.role) == ["title", "message", "item", "destructive", "cancel", "badgeText"])
        #expect(measured.first { $0.role == "badgeText" }?.ground == "badge")
    }

    @Test func aRoleBelowEitherThresholdIsMarked() throws {
        // #999999 on white: 2.84:1 (below 4.5:1) and Lc 54.6 (below 60).
        let grey = try #require(
            TextContrast.measure(theme(["background": "#FFFFFF", "cancel": "#999999"])).first { $0.role == "cancel" })
        #expect(grey.summary == "2.8:1 · Lc 54 ✗")
        // The title is held to APCA's Lc 60 only (no lint asks a WCAG ratio of it).
        let title = try #require(
            TextContrast.measure(theme(["background": "#FFFFFF", "title": "#999999"])).first { $0.role == "title" })
        #expect(title.minimumRatio == nil)
        #expect(!title.passes)
    }

    @Test func theSummaryNamesEachSideAndTheRolesBelow() {
        let light = theme([
            "background": "#FFFFFF", "title": "#000000", "message": "#000000", "item": "#000000",
            "destructive": "#000000", "cancel": "#000000", "badge": "#000000", "badgeText": "#FFFFFF",
        ])
        var dark = theme([
            "background": "#000000", "title": "#FFFFFF", "message": "#FFFFFF", "item": "#333333",
            "destructive": "#FFFFFF", "cancel": "#FFFFFF", "badge": "#FFFFFF", "badgeText": "#000000",
        ])
        dark.statedAppearance = .dark
        #expect(TextContrast.summary(of: light, counterpart: nil) == "light: all 6 text roles pass")
        #expect(
            TextContrast.summary(of: light, counterpart: dark)
                == "light: all 6 text roles pass · dark: 1 of 6 text roles below (item)")
    }
}
