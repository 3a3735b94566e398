import Foundation
import OutsideClients
import Testing

/// The live page of `preview --serve` and the page of `present --presenter web` in headless
/// Chromium, driven by Selenium: the Python tests beside this file (`Browser/live_page_test.py`,
/// `Browser/web_presenter_test.py`), run against the built tool, must pass.
///
/// Without Chromium, chromedriver or Selenium these tests are skipped saying what to install;
/// under CI (which installs them) they fail instead.
@Suite(.needs(.chromium)) struct BrowserEndToEndTests {
    static let script = LintTestSupport.packageRoot + "/Tests/SheetctlTests/Browser/live_page_test.py"
    static let galleryScript = LintTestSupport.packageRoot + "/Tests/SheetctlTests/Browser/gallery_test.py"

    /// The tests' own `PATH`, so the `python3` found is the one `.ci/run` installed Selenium for.
    static let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"

    @Test func theLivePageUpdatesInTheBrowserWithoutAReload() throws {
        try Self.runScript(Self.script)
    }

    @Test func theWebPresentersButtonsAnswerTheCallInItsDialect() throws {
        try Self.runScript(LintTestSupport.packageRoot + "/Tests/SheetctlTests/Browser/web_presenter_test.py")
    }

    /// Runs one of the Python tests against the built tool, with a home folder of its own; it must pass.
    /// - Parameters:
    ///   - script: The test's path.
    ///   - arguments: Given the home folder, makes what the test needs there and returns its arguments
    ///     after the tool's path.
    static func runScript(_ script: String, arguments: (URL) throws -> [String] = { _ in [] }) throws {
        let binary = try #require(SheetctlProcess.binary, "the sheetctl executable was not built")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetctl-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try SheetctlProcess.run(
            executable: "/usr/bin/env", ["python3", script, binary] + (try arguments(home)),
            environment: ["PATH": Self.searchPath, "HOME": home.path], timeout: 180)
        // Its output is kept for a failure's message: a passing run prints nothing of it.
        #expect(!result.timedOut, "\(result.stdout)\(result.stderr)")
        #expect(result.code != 2, "\(result.stdout)\(result.stderr)")
        #expect(result.code == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("ok\n"), "\(result.stdout)")
    }

    /// Themes whose captions would stretch a card: a name with no place to break, and a long description.
    static let longCaptionThemes: [(file: String, text: String)] = [
        (
            "a-theme-whose-name-is-far-longer-than-any-card-is-wide-and-has-no-space.yaml",
            "name: a-theme-whose-name-is-far-longer-than-any-card-is-wide-and-has-no-space\n"
        ),
        (
            "wordy.yaml",
            "name: wordy\ndescription: \""
                + String(repeating: "A description that goes on and on about the colours it chose. ", count: 12)
                + "\"\n"
        ),
        ("unbroken.yaml", "name: unbroken\ndescription: \"" + String(repeating: "x", count: 400) + "\"\n"),
        ("short.yaml", "name: short\n"),
    ]

    @Test func theGallerysCardsAreOneWidthInRowsThatLineUp() throws {
        try Self.runScript(Self.galleryScript) { home in
            let themes = home.appendingPathComponent("themes")
            try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
            for theme in Self.longCaptionThemes {
                try theme.text.write(to: themes.appendingPathComponent(theme.file), atomically: true, encoding: .utf8)
            }
            return [themes.path]
        }
    }

    static let colorSchemeScript = LintTestSupport.packageRoot + "/Tests/SheetctlTests/Browser/color_scheme_test.py"

    /// svg and html of a light and dark pair follow the browser's `prefers-color-scheme`
    /// (`Browser/color_scheme_test.py` reads the computed colours under each, emulated).
    @Test func svgAndHTMLFollowTheBrowsersColorScheme() throws {
        try Self.runScript(Self.colorSchemeScript)
    }
}
