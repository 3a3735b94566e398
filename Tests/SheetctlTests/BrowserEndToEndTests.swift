import Foundation
import Testing

/// The live page of `preview --serve` in headless Chromium, driven by Selenium: the Python test
/// beside this file (`Browser/live_page_test.py`), run against the built tool, must pass.
///
/// Chromium, chromedriver and Selenium are required, not optional: `.ci/run` installs them, and
/// without them this test fails and says what to install.
@Suite struct BrowserEndToEndTests {
    static let script = LintTestSupport.packageRoot + "/Tests/SheetctlTests/Browser/live_page_test.py"

    /// The tests' own `PATH`, so the `python3` found is the one `.ci/run` installed Selenium for.
    static let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"

    @Test func theLivePageUpdatesInTheBrowserWithoutAReload() throws {
        let binary = try #require(SheetctlProcess.binary, "the sheetctl executable was not built")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetctl-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try SheetctlProcess.run(
            executable: "/usr/bin/env", ["python3", Self.script, binary],
            environment: ["PATH": Self.searchPath, "HOME": home.path], timeout: 180)
        print(result.stdout, terminator: "")
        #expect(!result.timedOut)
        #expect(result.code != 2, "\(result.stderr)")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("ok\n"))
    }

    static let colorSchemeScript = LintTestSupport.packageRoot + "/Tests/SheetctlTests/Browser/color_scheme_test.py"

    /// svg and html of a light and dark pair follow the browser's `prefers-color-scheme`
    /// (`Browser/color_scheme_test.py` reads the computed colours under each, emulated).
    @Test func svgAndHTMLFollowTheBrowsersColorScheme() throws {
        let binary = try #require(SheetctlProcess.binary, "the sheetctl executable was not built")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetctl-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try SheetctlProcess.run(
            executable: "/usr/bin/env", ["python3", Self.colorSchemeScript, binary],
            environment: ["PATH": Self.searchPath, "HOME": home.path], timeout: 180)
        print(result.stdout, terminator: "")
        #expect(!result.timedOut)
        #expect(result.code != 2, "\(result.stderr)")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("ok\n"))
    }
}
