import Foundation
import OutsideClients
import Testing

/// Inlay hints, formatting and code lenses of `sheetctl lsp`, as pytest-lsp, a client the project
/// did not write, asks for them.
@Suite struct LanguageServerThemeToolsEndToEndTests {
    @Test(.needs(.pytestLSP)) func pytestLSPDrivesHintsFormattingAndLenses() throws {
        let python = try OutsideClient.pytestLSP.require()
        let binary = try #require(SheetctlProcess.binary)
        let home = FileManager.default.temporaryDirectory.path
        let cache = try WatchEndToEndTests.folder()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let run = try SheetctlProcess.run(
            executable: python,
            [
                "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "asyncio_mode=auto",
                "-o", "asyncio_default_fixture_loop_scope=function", "-o", "asyncio_default_test_loop_scope=function",
                "--basetemp", home + "/sheetctl-lsp-pytest-\(UUID().uuidString)",
                LanguageServerEndToEndTests.clients + "/test_sheetctl_lsp_theme_tools.py",
            ],
            environment: [
                "PATH": LanguageServerEndToEndTests.searchPath, "SHEETCTL": binary, "HOME": home,
                "XDG_CACHE_HOME": cache, "PYTHONDONTWRITEBYTECODE": "1",
            ],
            timeout: 300)
        #expect(run.code == 0, "pytest-lsp failed:\n\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("passed"), "\(run.stdout)")
        #expect(!run.stdout.contains("skipped"), "\(run.stdout)")
    }
}
