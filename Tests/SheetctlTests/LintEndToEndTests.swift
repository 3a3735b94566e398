import Foundation
import Testing

/// `sheetctl lint` run as the built binary, as CI and editors run it.
@Suite struct LintEndToEndTests {
    private typealias T = LintTestSupport

    private func run(_ arguments: [String], input: String = "") throws -> SheetctlProcess.Result {
        try SheetctlProcess.run(arguments, stdin: input)
    }

    @Test func everyShippedThemeLintsCleanExitZero() throws {
        let themes = try FileManager.default.contentsOfDirectory(atPath: T.shipped).filter { $0.hasSuffix(".yaml") }
            .map { T.shipped + "/" + $0 }
        let result = try run(["lint"] + themes)
        #expect(result.code == 0)
        // What warnings remain are the SDK's own colours kept by default and dark, which their
        // descriptions explain (ThemeLibraryTests holds each to its description).
        let warned = Set(
            result.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }.map {
                String($0.prefix { $0 != ":" })
            })
        #expect(warned == [T.shipped + "/default.yaml", T.shipped + "/dark.yaml"])
    }

    /// The shipped themes hold none of it: overflow-like-more is a warning (exit 0) where a
    /// theme's overflow label is its more glyph, and silent where they differ.
    @Test func anOverflowLabelLikeTheMoreGlyphIsAWarning() throws {
        let tripped = try run(["lint", T.fixtures + "/lint/overflow-like-more.yaml"])
        #expect(tripped.code == 0)
        #expect(
            tripped.stderr.hasPrefix(
                T.fixtures + "/lint/overflow-like-more.yaml:5:15: warning: 'badges.num.overflow' is \"…\", the same as "
                    + "'badges.more.glyph': a number past 9 would look like a more badge [overflow-like-more]\n"))
        #expect(tripped.stderr.hasSuffix("1 file: 0 errors, 1 warning\n"))
        let passed = try run(["lint", T.fixtures + "/lint/overflow-unlike-more.yaml"])
        #expect(passed.code == 0)
        #expect(!passed.stderr.contains("warning"), "\(passed.stderr)")
        let shipped = try FileManager.default.contentsOfDirectory(atPath: T.shipped).filter { $0.hasSuffix(".yaml") }
        #expect(!(try run(["lint"] + shipped.map { T.shipped + "/" + $0 })).stderr.contains("[overflow-like-more]"))
    }

    @Test func aBrokenThemeExitsOne() throws {
        let result = try run(["lint", T.broken + "/alias-bomb.yaml"])
        #expect(result.code == 1)
        #expect(
            result.stderr.contains(
                ":6:8: error: alias '*d' would expand the input past 10000 aliased nodes [alias-budget]\n"))
        #expect(result.stderr.hasSuffix("1 file: 1 error, 0 warnings\n"))
    }

    @Test func noFilesExits64() throws {
        let result = try run(["lint"])
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: "))
    }

    @Test func aMissingFileExits66() throws {
        let result = try run(["lint", T.valid + "/absent.yaml", T.shipped + "/dark.yaml"])
        #expect(result.code == 66)
        #expect(result.stderr.contains("[unreadable-file]"))
    }

    @Test func aDashLintsStandardInput() throws {
        let result = try run(["lint", "-"], input: "name: piped\ncolors: {titel: \"#000\"}\n")
        #expect(result.code == 1)
        #expect(
            result.stderr == """
                <stdin>:2:10: error: unknown key 'titel' in 'colors' [unknown-key]
                 2 | colors: {titel: "#000"}
                   |          ^~~~~
                hint: did you mean 'title'?
                1 file: 1 error, 0 warnings

                """)
    }

    @Test func theBinaryFindsTheShippedThemesForExtends() throws {
        // midnight extends dark by name: only the shipped folder has it, and the environment is empty.
        let result = try run(["lint", T.shipped + "/midnight.yaml"])
        #expect(result.code == 0)
        // midnight itself lints clean, and the parent's own warnings are the parent's: not reported.
        #expect(!result.stderr.contains("error:"))
        #expect(result.stderr == "", "\(result.stderr)")
    }
}
