import Foundation
import Testing

@testable import SheetText
@testable import ThemeKit

/// The canonical form of theme files: key order, quotes, comments, idempotence, and meaning kept.
@Suite struct ThemeFormatterTests {
    private func format(_ text: String, name: String = "t.yaml") throws -> String {
        try ThemeFormatter.format(SourceText(name: name, text: text))
    }

    @Test func keysGoInTheFormatsOrderWithNameFirstAndColoursQuoted() throws {
        let text = """
            # yaml-language-server: $schema=../schema/theme.schema.json
            colors:
              background: navy
              title: '#AAB3D9'
            palette:
              navy: "#0B1026"
              moon: 'E6E9F5'
            extends: dark
            name: mine

            """
        #expect(
            try format(text) == """
                # yaml-language-server: $schema=../schema/theme.schema.json
                name: mine
                extends: dark
                palette:
                  navy: "#0B1026"
                  moon: "E6E9F5"
                colors:
                  title: "#AAB3D9"
                  background: "navy"

                """)
    }

    @Test func commentsMoveWithTheKeyBelowThemAndStayOnTheirLines() throws {
        let text = """
            colors:
              # the sheet behind everything
              background: "#000000"   # black
              title: "#FFFFFF"
            # who we are
            name: mine
            """
        #expect(
            try format(text) == """
                # who we are
                name: mine
                colors:
                  title: "#FFFFFF"
                  # the sheet behind everything
                  background: "#000000"   # black

                """)
    }

    @Test func paletteEntriesTranslationsAndUnknownKeysKeepTheirOrder() throws {
        let text = """
            cancel:
              localized:
                zh-Hans: 取消
                "no": Avbryt
              label: Cancel
            zzz: 1
            palette:
              b: "#000"
              a: "#111"
            name: x
            """
        #expect(
            try format(text) == """
                name: x
                palette:
                  b: "#000"
                  a: "#111"
                cancel:
                  label: Cancel
                  localized:
                    zh-Hans: 取消
                    "no": Avbryt
                zzz: 1

                """)
    }

    @Test func blankLinesBetweenSectionsStayBetweenThem() throws {
        let text = "name: x\n\ncolors:\n  title: \"#fff\"\n\nbadges:\n  num: { max: 9, overflow: \"9+\" }\n\n\n"
        #expect(
            try format(text)
                == "name: x\n\ncolors:\n  title: \"#fff\"\n\nbadges:\n  num: { max: 9, overflow: \"9+\" }\n")
    }

    @Test func aFlowMappingKeepsItsOrderAndGetsItsQuotes() throws {
        #expect(try format("{colors: {title: '#fff'}, name: x}") == "{colors: {title: \"#fff\"}, name: x}\n")
    }

    @Test func aFlowMappingOverSeveralLinesKeepsItsOrder() throws {
        let text = "{\n  colors: {title: \"#fff\"},\n  name: x\n}\n"
        #expect(try format(text) == text)
        let nested = "name: x\ncolors: {\n  title: \"#fff\",\n  item: \"#000\"\n}\n"
        #expect(try format(nested) == nested)
    }

    @Test func anUnquotedHashIsLeftForLintToReport() throws {
        // `title: #fff` has no value at all: quoting the comment would change what the file says.
        #expect(try format("name: x\ncolors:\n  title: #fff\n") == "name: x\ncolors:\n  title: #fff\n")
    }

    @Test func aSyntaxErrorIsALocatedErrorAndNothingIsWritten() throws {
        #expect {
            try format("name: x\ncolors: [\n", name: "broken.yaml")
        } throws: { error in
            let located = (error as? DiagnosticError)?.diagnostics.first?.location
            return located?.file == "broken.yaml" && located?.start.line == 3
        }
    }

    @Test func anAliasThatWouldComeBeforeItsAnchorIsRefused() throws {
        let text = "colors:\n  title: *ink\npalette:\n  x: &ink \"#000\"\nname: x\n"
        // The alias comes first here: YAML refuses it already, before any key moves.
        #expect(throws: DiagnosticError.self) { try format(text) }
        let moving = "palette:\n  x: &ink \"#000\"\nname: x\ncolors:\n  title: *ink\nbadges: &b {}\nappearance: *b\n"
        #expect {
            try format(moving)
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.first?.code == .cannotFormat
        }
    }

    static let themeFiles: [String] = {
        let folders = [ThemeFixtures.shipped, ThemeFixtures.valid, ThemeFixtures.broken]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
                .filter { $0.hasSuffix(".yaml") }.map { folder + "/" + $0 }
        }
    }()

    /// Every theme that ships and every fixture: formatted once, it loads as the same theme with the
    /// same diagnostics (but for their places), and formatting it again changes nothing.
    @Test(arguments: themeFiles)
    func formattingKeepsTheMeaningAndIsIdempotent(_ path: String) throws {
        let source = try SourceText.read(path: path, maxBytes: 1 << 20)
        let formatted: String
        do throws(DiagnosticError) {
            formatted = try ThemeFormatter.format(source)
        } catch {
            // A file YAML cannot read is refused, never half formatted; so is one whose aliases
            // would come before their anchors once its keys are in order.
            let readable = (try? YAMLComposer.documentKeepingDuplicates(in: source, limits: .theme)) != nil
            #expect(!readable || error.diagnostics.map(\.code) == [.cannotFormat])
            return
        }
        #expect(try format(formatted, name: path) == formatted)
        let library = ThemeLibrary(
            searchPath: ThemeSearchPath(directories: [ThemeFixtures.valid, ThemeFixtures.shipped]))
        let before = library.lint(source: source)
        let after = library.lint(source: SourceText(name: path, text: formatted))
        #expect(before.theme == after.theme)
        #expect(before.counterpart == after.counterpart)
        let codesBefore: [String] = before.diagnostics.map(\.code.rawValue).sorted()
        let codesAfter: [String] = after.diagnostics.map(\.code.rawValue).sorted()
        #expect(codesBefore == codesAfter)
    }

    @Test func aFileIsRewrittenInPlaceOnlyWhenItChangesAndCheckWritesNothing() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("format-\(UUID().uuidString).yaml")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let messy = "colors:\n  title: '#fff'\nname: x\n"
        try messy.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try ThemeFormatter.formatFile(path, checkOnly: true))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == messy)
        #expect(try ThemeFormatter.formatFile(path, checkOnly: false))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "name: x\ncolors:\n  title: \"#fff\"\n")
        #expect(try !ThemeFormatter.formatFile(path, checkOnly: false))
        #expect(try !ThemeFormatter.formatFile(path, checkOnly: true))
    }

    @Test func aBrokenFileIsLeftUntouched() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("format-\(UUID().uuidString).yaml")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let broken = "colors: {title: '#fff'\nname: x\n"
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            try ThemeFormatter.formatFile(path, checkOnly: false)
        } throws: { error in
            guard case .unusable(let problem, let source)? = error as? ThemeFormatFailure else { return false }
            return source != nil && problem.diagnostics.first?.location?.file == path
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == broken)
        #expect {
            try ThemeFormatter.formatFile(path + ".missing", checkOnly: false)
        } throws: { error in
            guard case .unusable(let problem, nil)? = error as? ThemeFormatFailure else { return false }
            return problem.diagnostics.first?.code == .unreadableFile
        }
    }
}
