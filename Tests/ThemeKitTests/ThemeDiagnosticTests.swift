import Testing
@testable import SheetText

@testable import ThemeKit

/// The exact text of the diagnostics for broken themes, as `sheetctl lint` prints them.
@Suite struct ThemeDiagnosticTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var expected: String
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(
            file: "syntax-error.yaml",
            expected: """
                syntax-error.yaml:4:2: error: did not find expected key (while parsing a block mapping started at 1:1) [yaml-syntax]
                 4 |  item: "#000"
                   |  ^
                hint: check the indentation of this line and the one before it

                """),
        Case(
            file: "wrong-type.yaml",
            expected: """
                wrong-type.yaml:2:9: error: 'colors' must be a mapping, not a list [wrong-type]
                 2 | colors: [title, item]
                   |         ^~~~~~~~~~~~~
                hint: indent its keys under it: title, message, item, destructive, cancel, background, separator, badge, badgeText
                wrong-type.yaml:5:10: error: 'badges.num.max' must be a whole number, not 'lots' [wrong-type]
                 5 |     max: lots
                   |          ^~~~
                hint: write a whole number such as 99

                """),
        Case(
            file: "unknown-key.yaml",
            expected: """
                unknown-key.yaml:3:3: error: unknown key 'titel' in 'colors' [unknown-key]
                 3 |   titel: "#333"
                   |   ^~~~~
                hint: did you mean 'title'?
                unknown-key.yaml:4:1: error: unknown key 'badge' at the top level [unknown-key]
                 4 | badge:
                   | ^~~~~
                hint: did you mean 'badges'?

                """),
        Case(
            file: "bad-color.yaml",
            expected: """
                bad-color.yaml:3:10: error: 'colors.title' is not a colour: '#12345' [bad-color]
                 3 |   title: "#12345"
                   |          ^~~~~~~~
                hint: write "#RGB", "#RRGGBB" or "#AARRGGBB" (alpha first), or a name from 'palette'
                bad-color.yaml:4:9: error: 'colors.item' is not a colour: 'rgb(0, 0, 0)' [bad-color]
                 4 |   item: "rgb(0, 0, 0)"
                   |         ^~~~~~~~~~~~~~
                hint: write "#RGB", "#RRGGBB" or "#AARRGGBB" (alpha first), or a name from 'palette'
                bad-color.yaml:5:10: error: 'colors.badge' is not a colour: '123456' [bad-color]
                 5 |   badge: 123456
                   |          ^~~~~~
                hint: did you mean "#123456"? a colour that starts with # must be quoted

                """),
        Case(
            file: "unquoted-hash.yaml",
            expected: """
                unquoted-hash.yaml:3:10: error: 'colors.title' has no value: YAML read '#8E8E93' as a comment [unquoted-color]
                 3 |   title: #8E8E93
                   |          ^~~~~~~
                hint: a colour that starts with # must be quoted: title: "#8E8E93"

                """),
        Case(
            file: "crlf-unquoted-hash.yaml",
            expected: """
                crlf-unquoted-hash.yaml:4:10: error: 'colors.title' has no value: YAML read '#abc' as a comment [unquoted-color]
                 4 |   title: #abc
                   |          ^~~~
                hint: a colour that starts with # must be quoted: title: "#abc"

                """),
        Case(
            file: "missing-name.yaml",
            expected: """
                missing-name.yaml:2:1: error: the theme has no 'name' [missing-key]
                 2 | description: nameless
                   | ^
                hint: add a line such as 'name: my-theme'

                """),
        Case(
            file: "cycle-a.yaml",
            expected: """
                cycle-b.yaml:2:10: error: 'extends' makes a cycle: cycle-a -> cycle-b -> cycle-a [extends-cycle]
                 2 | extends: ./cycle-a.yaml
                   |          ^~~~~~~~~~~~~~
                hint: remove 'extends' from one of these themes

                """),
        Case(
            file: "missing-parent.yaml",
            expected: """
                missing-parent.yaml:2:10: error: no theme named 'midnigth' on the theme search path [theme-not-found]
                 2 | extends: midnigth
                   |          ^~~~~~~~
                hint: did you mean 'midnight'?

                """),
        Case(
            file: "missing-parent-path.yaml",
            expected: """
                missing-parent-path.yaml:2:10: error: cannot load the theme it extends: cannot open '../nowhere/base.yaml': no such file or directory [theme-not-found]
                 2 | extends: ../nowhere/base.yaml
                   |          ^~~~~~~~~~~~~~~~~~~~
                hint: a path in 'extends' is relative to the folder of the file it is in

                """),
        Case(
            file: "duplicate-key.yaml",
            expected: """
                duplicate-key.yaml:5:3: error: duplicate key 'item'; it is first defined at line 3 [duplicate-key]
                 5 |   item: "#111"
                   |   ^~~~
                hint: remove one of the two, or merge them

                """),
        Case(
            file: "alias-bomb.yaml",
            expected: """
                alias-bomb.yaml:6:8: error: alias '*d' would expand the input past 10000 aliased nodes [alias-budget]
                 6 | e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
                   |        ^~
                hint: aliases that repeat aliases grow exponentially (a "billion laughs"); write the values out

                """),
        Case(
            file: "deep-nesting.yaml",
            expected: """
                deep-nesting.yaml:2:77: error: lists and mappings nest deeper than 64 levels here [nesting-too-deep]
                 2 | description: \(String(repeating: "[", count: 86))…
                   | \(String(repeating: " ", count: 76))^

                """),
        Case(
            file: "bad-utf8.yaml",
            expected: """
                bad-utf8.yaml:2:17: error: invalid UTF-8 byte 0xE9 [invalid-utf8]
                 2 | description: caf\u{FFFD}
                   |                 ^
                hint: save the file as UTF-8

                """),
        Case(
            file: "nul-byte.yaml",
            expected: """
                nul-byte.yaml:2:15: error: NUL byte in the text [nul-byte]
                 2 | description: a^@b
                   |               ^
                hint: the file may be binary or in UTF-16; save it as UTF-8

                """),
        Case(
            file: "two-documents.yaml",
            expected: """
                two-documents.yaml:2:1: error: a second document starts here; this file must hold exactly one [multiple-documents]
                 2 | ---
                   | ^~~
                hint: remove the '---' line and what follows, or split the file

                """),
        Case(
            file: "not-a-mapping.yaml",
            expected: """
                not-a-mapping.yaml:1:1: error: a theme must be a mapping of keys to values, not a list [wrong-type]
                 1 | - name: list
                   | ^
                hint: start with a line such as 'name: my-theme'

                """),
        Case(
            file: "unknown-palette-name.yaml",
            expected: """
                unknown-palette-name.yaml:3:3: warning: palette entry 'red' is not used by any colour [unused-palette-entry]
                 3 |   red: "#FF3B30"
                   |   ^~~
                hint: use it in 'colors', or remove it
                unknown-palette-name.yaml:5:16: error: 'colors.destructive' names 'rde', which is not in the palette [unknown-palette-name]
                 5 |   destructive: rde
                   |                ^~~
                hint: did you mean 'red'?
                unknown-palette-name.yaml:6:10: error: 'colors.badge' names 'blue', which is not in the palette [unknown-palette-name]
                 6 |   badge: blue
                   |          ^~~~
                hint: the palette has red

                """),
        Case(
            file: "out-of-range.yaml",
            expected: """
                out-of-range.yaml:3:15: error: 'badges.num.max' must be 1 or more, not 0 [out-of-range]
                 3 |   num: { max: 0, overflow: "" }
                   |               ^
                out-of-range.yaml:3:28: error: 'badges.num.overflow' must not be empty [out-of-range]
                 3 |   num: { max: 0, overflow: "" }
                   |                            ^~
                out-of-range.yaml:4:22: error: 'badges.text.maxLength' must be a whole number, not '8' [wrong-type]
                 4 |   text: { maxLength: "8" }
                   |                      ^~~
                hint: remove the quotes

                """),
        Case(
            file: "bad-language-tag.yaml",
            expected: """
                bad-language-tag.yaml:5:5: error: '1st' in 'cancel.localized' is not a language tag [bad-language-tag]
                 5 |     "1st": first
                   |     ^~~~~
                hint: write a language tag such as 'zh-Hant'

                """),
        Case(
            file: "empty-values.yaml",
            expected: """
                empty-values.yaml:1:7: error: 'name' must not be empty [out-of-range]
                 1 | name: ""
                   |       ^~
                empty-values.yaml:2:13: error: 'description' must be a string, not null [wrong-type]
                 2 | description:
                   |             ^
                hint: write text; quote it if it has ': ' or starts with a symbol
                empty-values.yaml:4:10: error: 'colors.title' must be a colour, not null [wrong-type]
                 4 |   title: ~
                   |          ^
                hint: write "#RGB", "#RRGGBB" or "#AARRGGBB" (alpha first), or a name from 'palette'
                empty-values.yaml:5:9: error: 'colors.item' must be a colour, not a mapping [wrong-type]
                 5 |   item: { hex: "#000" }
                   |         ^~~~~~~~~~~~~~~
                hint: write "#RGB", "#RRGGBB" or "#AARRGGBB" (alpha first), or a name from 'palette'
                empty-values.yaml:7:10: error: 'cancel.label' must be a string, not a list [wrong-type]
                 7 |   label: [Cancel]
                   |          ^~~~~~~~
                hint: write text; quote it if it has ': ' or starts with a symbol
                empty-values.yaml:8:14: error: 'cancel.localized' must be a mapping, not 'Avbryt' [wrong-type]
                 8 |   localized: Avbryt
                   |              ^~~~~~
                hint: write entries such as 'zh-Hant: …'

                """),
        Case(
            file: "warnings.yaml",
            expected: """
                warnings.yaml:4:3: warning: palette entry 'spare' is not used by any colour [unused-palette-entry]
                 4 |   spare: "#123456"
                   |   ^~~~~
                hint: use it in 'colors', or remove it
                warnings.yaml:6:9: warning: 'colors.item' (#999999) on 'colors.background' (#FFFFFF) has a contrast of 2.84:1, below the 4.5:1 WCAG AA asks for text [low-contrast]
                 6 |   item: grey
                   |         ^~~~
                hint: the nearest colour of the same hue that reaches 4.5:1 is "#757575"
                warnings.yaml:7:11: warning: 'colors.cancel' (#80000000) on 'colors.background' (#FFFFFF) has a contrast of 4.00:1, below the 4.5:1 WCAG AA asks for text [low-contrast]
                 7 |   cancel: "#80000000"
                   |           ^~~~~~~~~~~
                hint: the nearest colour of the same hue that reaches 4.5:1 is "#757575"

                """),
        Case(
            file: "twelve-problems.yaml",
            expected: """
                twelve-problems.yaml:4:1: error: unknown key 'colours' at the top level [unknown-key]
                 4 | colours:
                   | ^~~~~~~
                hint: did you mean 'colors'?
                twelve-problems.yaml:7:10: error: 'colors.title' is not a colour: '#GGG' [bad-color]
                 7 |   title: "#GGG"
                   |          ^~~~~~
                hint: write "#RGB", "#RRGGBB" or "#AARRGGBB" (alpha first), or a name from 'palette'
                twelve-problems.yaml:8:12: error: 'colors.message' has no value: YAML read '#8E8E93' as a comment [unquoted-color]
                 8 |   message: #8E8E93
                   |            ^~~~~~~
                hint: a colour that starts with # must be quoted: message: "#8E8E93"
                twelve-problems.yaml:9:9: error: 'colors.item' names 'ink', which is not in the palette [unknown-palette-name]
                 9 |   item: ink
                   |         ^~~
                hint: define it under 'palette', or write "#RGB", "#RRGGBB" or "#AARRGGBB" (alpha first), or a name from 'palette'
                twelve-problems.yaml:10:3: error: duplicate key 'item'; it is first defined at line 9 [duplicate-key]
                 10 |   item: "#111111"
                    |   ^~~~
                hint: remove one of the two, or merge them
                twelve-problems.yaml:11:16: warning: 'colors.destructive' (#EEEEEE) on 'colors.background' (#FFFFFF) has a contrast of 1.16:1, below the 4.5:1 WCAG AA asks for text [low-contrast]
                 11 |   destructive: "#EEEEEE"
                    |                ^~~~~~~~~
                hint: the nearest colour of the same hue that reaches 4.5:1 is "#757575"
                twelve-problems.yaml:12:11: error: 'colors.cancel' names 'blue', which is not in the palette [unknown-palette-name]
                 12 |   cancel: blue
                    |           ^~~~
                hint: define it under 'palette', or write "#RGB", "#RRGGBB" or "#AARRGGBB" (alpha first), or a name from 'palette'
                twelve-problems.yaml:13:15: error: 'colors.background' is not a colour: '42' [bad-color]
                 13 |   background: 42
                    |               ^~
                hint: write "#RGB", "#RRGGBB" or "#AARRGGBB" (alpha first), or a name from 'palette'
                twelve-problems.yaml:15:15: error: 'badges.num.max' must be 1 or more, not -1 [out-of-range]
                 15 |   num: { max: -1 }
                    |               ^~
                twelve-problems.yaml:16:22: error: 'badges.text.maxLength' must be a whole number, not '8' [wrong-type]
                 16 |   text: { maxLength: "8" }
                    |                      ^~~
                hint: remove the quotes
                twelve-problems.yaml:19:5: error: 'not a tag' in 'cancel.localized' is not a language tag [bad-language-tag]
                 19 |     "not a tag": Cancel
                    |     ^~~~~~~~~~~
                hint: write a language tag such as 'zh-Hant'

                """),
        Case(
            file: "stray-line.yaml",
            expected: """
                stray-line.yaml:4:1: error: could not find expected ':' (while scanning a simple key started at 4:1) [yaml-syntax]
                 4 | stray
                   | ^
                hint: check the indentation of this line and the one before it

                """),
        Case(
            file: "duplicate-and-more.yaml",
            expected: """
                duplicate-and-more.yaml:3:9: error: 'colors.item' is not a colour: '#GG0000' [bad-color]
                 3 |   item: "#GG0000"
                   |         ^~~~~~~~~
                hint: write "#RGB", "#RRGGBB" or "#AARRGGBB" (alpha first), or a name from 'palette'
                duplicate-and-more.yaml:4:3: error: duplicate key 'item'; it is first defined at line 3 [duplicate-key]
                 4 |   item: "#111111"
                   |   ^~~~
                hint: remove one of the two, or merge them
                duplicate-and-more.yaml:5:3: error: unknown key 'titel' in 'colors' [unknown-key]
                 5 |   titel: "#333333"
                   |   ^~~~~
                hint: did you mean 'title'?

                """),
    ]

    @Test(arguments: cases)
    func diagnosticsAreRenderedExactly(_ test: Case) {
        let (result, text) = ThemeFixtures.rendered(ThemeFixtures.broken + "/" + test.file)
        #expect(text == test.expected)
        // Warnings alone leave the theme usable; any error makes it unusable.
        #expect((result.theme == nil) == result.diagnostics.containsErrors)
    }

    @Test func everyBrokenFixtureIsPinned() throws {
        let files = try FileManagerList.yamlFiles(in: ThemeFixtures.broken)
        // cycle-b is the other half of cycle-a's cycle.
        let pinned = Set(Self.cases.map(\.file) + ["cycle-b.yaml"])
        #expect(Set(files) == pinned)
    }

    @Test func aThemeWithOnlyWarningsStillLoads() {
        let (result, _) = ThemeFixtures.rendered(ThemeFixtures.broken + "/warnings.yaml")
        #expect(result.theme?.colors.item == ThemeColor(hex: "#999999"))
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func everyProblemOfAFileIsCollectedNotOnlyTheFirst() {
        let (result, _) = ThemeFixtures.rendered(ThemeFixtures.broken + "/empty-values.yaml")
        #expect(result.diagnostics.count == 6)
    }
}

/// Lint tells all it knows at once: YAML-level problems hide none of the theme's own, and
/// warnings come beside errors.
@Suite struct LintTellsAllTests {
    @Test func theTwelveProblemFileReportsAllTwelve() throws {
        let source = try SourceText.read(path: ThemeFixtures.broken + "/twelve-problems.yaml", maxBytes: 1 << 20)
        let result = ThemeFixtures.library.lint(source: source)
        #expect(result.diagnostics.count == 12)
        #expect(result.diagnostics.filter { $0.severity == .error }.count == 10)
        #expect(result.diagnostics.map(\.code).contains(.duplicateKey))
        #expect(result.diagnostics.map(\.code).contains(.lowContrast))
        // In the file's order, as a reader goes through it.
        let lines = result.diagnostics.compactMap { $0.location?.start.line }
        #expect(lines == lines.sorted())
        #expect(result.theme == nil)
    }

    @Test func aDuplicateKeyHidesNoOtherProblem() {
        let (result, _) = ThemeFixtures.rendered(ThemeFixtures.broken + "/duplicate-and-more.yaml")
        #expect(result.diagnostics.map(\.code) == [.badColor, .duplicateKey, .unknownKey])
    }

    @Test func bothValuesOfADuplicateKeyAreChecked() {
        let source = SourceText(name: "t.yaml", text: "name: t\ncolors:\n  item: \"#12\"\n  item: \"#34\"\n")
        let result = ThemeFixtures.library.load(source: source)
        #expect(result.diagnostics.map(\.code) == [.badColor, .duplicateKey, .badColor])
    }

    @Test func theLastValueOfADuplicateKeyIsTheOneChecked() {
        // The second item is near-white on white: the warning is about it, at its place.
        let source = SourceText(name: "t.yaml", text: "name: t\ncolors:\n  item: \"#000000\"\n  item: \"#FAFAFA\"\n")
        let result = ThemeFixtures.library.load(source: source)
        #expect(result.diagnostics.map(\.code) == [.duplicateKey, .lowContrast])
        #expect(result.diagnostics.last?.location?.start.line == 4)
    }

    @Test func warningsAreReportedBesideErrors() {
        let source = SourceText(
            name: "t.yaml", text: "name: t\ncolors:\n  item: \"#FAFAFA\"\n  title: nope\n")
        let result = ThemeFixtures.library.load(source: source)
        #expect(result.diagnostics.map(\.code) == [.lowContrast, .unknownPaletteName])
        #expect(result.theme == nil)
    }

    @Test func aFileWhoseParentCannotBeLoadedIsNotMeasuredAgainstAnotherBackground() {
        // White text means nothing without the dark background 'missing' would have given.
        let source = SourceText(name: "t.yaml", text: "name: t\nextends: missing\ncolors:\n  item: \"#FFFFFF\"\n")
        let result = ThemeFixtures.library.load(source: source)
        #expect(result.diagnostics.map(\.code) == [.themeNotFound])
    }
}
