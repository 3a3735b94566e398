import Foundation
import Testing

/// Palette names inherited through `extends`, as `lint` and `preview` read them.
@Suite struct PaletteInheritanceEndToEndTests {
    static let brand =
        "name: brand\npalette:\n  ink: \"#1B1B1F\"\n  accent: \"#0066CC\"\ncolors:\n  item: ink\n  cancel: accent\n"

    @Test func lintAndPreviewUseTheBrandsPaletteAndAnOverride() throws {
        let folder = try ThemesCommandTests.folder([
            "brand.yaml": Self.brand,
            "product.yaml":
                "name: product\nextends: brand\npalette:\n  accent: \"#0A5C2E\"\ncolors:\n  title: ink\n  destructive: accent\n",
        ])
        let lint = SheetctlProcess.runInProcess(["lint", folder + "/product.yaml"])
        #expect(lint.code == 0, "\(lint.stderr)")
        let preview = SheetctlProcess.runInProcess([
            "preview", "--presenter", "json", "--theme", folder + "/product.yaml",
        ])
        #expect(preview.code == 0, "\(preview.stderr)")
        #expect(preview.stdout.contains("#1B1B1F"), "brand's ink as the title")
        #expect(preview.stdout.contains("#0A5C2E"), "the product's own accent")
    }

    @Test func aNameNoThemeOfTheChainDefinesIsALocatedError() throws {
        let folder = try ThemesCommandTests.folder([
            "brand.yaml": Self.brand, "product.yaml": "name: product\nextends: brand\ncolors:\n  title: inc\n",
        ])
        let lint = SheetctlProcess.runInProcess(["lint", folder + "/product.yaml"])
        #expect(lint.code == 1)
        #expect(
            lint.stderr.contains(
                folder
                    + "/product.yaml:4:10: error: 'colors.title' names 'inc', which is not in the palette [unknown-palette-name]"
            ),
            "\(lint.stderr)")
        #expect(lint.stderr.contains("hint: did you mean 'ink'?"))
    }
}
