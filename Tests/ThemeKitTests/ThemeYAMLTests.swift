import Foundation
import Testing
@testable import SheetText

@testable import ThemeKit

/// `Theme.yamlText` (what `sheetctl themes show` prints) and the scalar quoting under it.
@Suite struct ThemeYAMLTests {
    /// Loads YAML text as a theme file, as `sheetctl lint -` would.
    static func reload(_ text: String) -> ThemeLoadResult {
        ThemeFixtures.library.load(source: SourceText(name: "<shown>", text: text))
    }

    struct FileCase: Sendable, CustomTestStringConvertible {
        var path: String
        var testDescription: String { URL(fileURLWithPath: path).lastPathComponent }
    }

    static let themeFiles: [FileCase] = {
        let folders = [ThemeFixtures.shipped, ThemeFixtures.valid]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
                .filter { $0.hasSuffix(".yaml") }.map { FileCase(path: folder + "/" + $0) }
        }
    }()

    @Test(arguments: themeFiles)
    func aShownThemeLoadsAsTheSameTheme(_ file: FileCase) throws {
        let original = try #require(ThemeFixtures.library.load(file.path).theme, "the fixture loads")
        let reloaded = Self.reload(original.yamlText)
        #expect(reloaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(reloaded.diagnostics)")
        #expect(reloaded.theme == original)
    }

    @Test func theBuiltInDefaultIsWrittenKeyByKeyInTableOrder() {
        #expect(
            Theme.builtInDefault.yamlText == """
                name: default
                description: Light, like the SDK's default action sheet; its white on red badge (3.54:1) is the SDK's, below the 4.5:1 lint asks for text
                appearance: light
                colors:
                  title: "#6D6D72"
                  message: "#6D6D72"
                  item: "#000000"
                  destructive: "#D70015"
                  cancel: "#000000"
                  background: "#FFFFFF"
                  separator: "#E5E5EA"
                  badge: "#FF3B30"
                  badgeText: "#FFFFFF"
                badges:
                  point:
                    glyph: ●
                  num:
                    max: 99
                    overflow: "99+"
                  text:
                    maxLength: 8
                  more:
                    glyph: "..."
                cancel:
                  localized:
                    en: Cancel
                    ja: キャンセル
                    ko: 취소
                    zh-Hans: 取消
                    zh-Hant: 取消

                """)
    }

    @Test func aThemeWithoutADescriptionLeavesTheKeyOut() {
        var theme = Theme.builtInDefault
        theme.name = "plain"
        theme.description = nil
        #expect(!theme.yamlText.contains("description"))
        #expect(Self.reload(theme.yamlText).theme == theme)
    }

    /// Strings a reader could take for something else, or that must never reach a terminal raw.
    static let hostileStrings: [String] = [
        "no", "No", "yes", "off", "on", "y", "n", "true", "False", "null", "~", "=", "<<", "123", "0x1F", "1e3",
        "-1", ".inf", ".NaN", "+5", "#FF0000", "# comment", "a #b", "key: value", "ends:", "- item", "? q",
        ": colon", "[list]", "{map}", "a,b", "&anchor", "*alias", "!tag", "|block", ">folded", "'single'",
        "\"double\"", "%directive", "@at", "`tick", " leading", "trailing ", "tab\there", "line\nbreak",
        "cr\rhere", "esc\u{1B}[31mred", "bell\u{07}", "del\u{7F}", "c1\u{85}", "bidi\u{202E}evil", "zw\u{200B}sp",
        "bom\u{FEFF}", "ls\u{2028}ps\u{2029}", "back\\slash", "取消", "🙂", "e\u{301}", "...", "---",
    ]

    @Test(arguments: hostileStrings)
    func anyStringReadsBackAsItself(_ text: String) throws {
        var theme = Theme.builtInDefault
        theme.name = "hostile"
        theme.description = text
        theme.cancel.label = text
        theme.badges.pointGlyph = text
        theme.cancel.localized["no"] = text
        let yaml = theme.yamlText
        // Nothing that could drive a terminal appears raw.
        #expect(!yaml.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        #expect(!yaml.unicodeScalars.contains { [0x202E, 0x200B, 0xFEFF, 0x2028, 0x2029].contains($0.value) })
        let reloaded = Self.reload(yaml)
        #expect(reloaded.theme == theme, "\(yaml)\n\(reloaded.diagnostics)")
    }

    struct ScalarCase: Sendable, CustomTestStringConvertible {
        var text: String
        var written: String
        var testDescription: String { written }
    }

    @Test(arguments: [
        ScalarCase(text: "Cancel", written: "Cancel"),
        ScalarCase(text: "取消", written: "取消"),
        ScalarCase(text: "zh-Hant", written: "zh-Hant"),
        ScalarCase(text: "no", written: "\"no\""),
        ScalarCase(text: "#0A84FF", written: "\"#0A84FF\""),
        ScalarCase(text: " pad ", written: "\" pad \""),
        ScalarCase(text: "", written: "\"\""),
        ScalarCase(text: "say \"hi\"", written: "say \"hi\""),
        ScalarCase(text: "\"hi\"", written: "\"\\\"hi\\\"\""),
        ScalarCase(text: "a, b [c]", written: "a, b [c]"),
        ScalarCase(text: "\u{1B}[2J", written: "\"\\e[2J\""),
        ScalarCase(text: "a\u{0}b", written: "\"a\\0b\""),
        ScalarCase(text: "\u{85}", written: "\"\\x85\""),
        ScalarCase(text: "x\u{202E}y", written: "\"x\\u202Ey\""),
        ScalarCase(text: "a: b", written: "\"a: b\""),
    ])
    func scalarsAreQuotedOnlyWhenNeeded(_ scalar: ScalarCase) {
        #expect(YAMLText.scalar(scalar.text) == scalar.written)
    }

    @Test func everyScalarTheWriterQuotesParsesBackThroughLibyaml() throws {
        for text in Self.hostileStrings {
            let source = SourceText(name: "<scalar>", text: "key: \(YAMLText.scalar(text))\n")
            let root = try YAMLComposer.document(in: source, limits: .theme)
            #expect(root["key"]?.scalar?.text == text, "\(text.debugDescription)")
        }
    }
}
