import Foundation
import OutsideClients
import Testing

/// `sheetctl lsp` driven through its standard input and output: by raw frames, and by two real
/// language clients the project did not write (pytest-lsp and headless Neovim). A client that is
/// missing skips its test saying how to install it (fails it under CI).
@Suite struct LanguageServerEndToEndTests {
    static let clients = LintTestSupport.packageRoot + "/Tests/SheetctlTests/LanguageClients"

    /// The test process's PATH, so the clients installed for the user are found.
    static var searchPath: String { ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin" }

    static func frame(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n\(body)" }

    @Test(.needs(.pytestLSP)) func pytestLSPDrivesEveryFeature() throws {
        let python = try OutsideClient.pytestLSP.require()
        let binary = try #require(SheetctlProcess.binary)
        let home = FileManager.default.temporaryDirectory.path
        let run = try SheetctlProcess.run(
            executable: python,
            [
                "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "asyncio_mode=auto",
                "-o", "asyncio_default_fixture_loop_scope=function", "-o", "asyncio_default_test_loop_scope=function",
                "--basetemp", home + "/sheetctl-lsp-pytest-\(UUID().uuidString)",
                Self.clients + "/test_sheetctl_lsp.py",
            ],
            // No byte code beside the test file, in the source tree.
            environment: ["PATH": Self.searchPath, "SHEETCTL": binary, "HOME": home, "PYTHONDONTWRITEBYTECODE": "1"],
            timeout: 300)
        #expect(run.code == 0, "pytest-lsp failed:\n\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("passed"), "\(run.stdout)")
        #expect(!run.stdout.contains("skipped"), "\(run.stdout)")
    }

    @Test(.needs(.neovim)) func headlessNeovimShowsTheDiagnosticsOfABrokenTheme() throws {
        let nvim = try OutsideClient.neovim.require()
        let binary = try #require(SheetctlProcess.binary)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-nvim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("broken.yaml").path
        try "name: broken\n# 中文注释\ncolours:\n  title: \"#FFF\"\nextends: ./parent.yaml\n".write(
            toFile: theme, atomically: true, encoding: .utf8)
        let parent = folder.appendingPathComponent("parent.yaml").path
        try "name: parent\n".write(toFile: parent, atomically: true, encoding: .utf8)
        let run = try SheetctlProcess.run(
            executable: nvim,
            ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile \(Self.clients)/neovim_diagnostics.lua"],
            environment: [
                "PATH": Self.searchPath, "SHEETCTL": binary, "THEME_FILE": theme, "HOME": folder.path,
                "JUMP_FROM": "5:12",
            ],
            timeout: 60)
        #expect(run.code == 0, "nvim: \(run.stdout)\n\(run.stderr)")
        // Neovim's 0-based line and column, severity 1 (error), the code and the message as shown.
        #expect(
            run.stdout.contains(
                "2:0:1:unknown-key:unknown key 'colours' at the top level | hint: did you mean 'colors'?"),
            "\(run.stdout)")
        // `gd` on the extends value opens the parent theme.
        let resolved = URL(fileURLWithPath: parent).resolvingSymlinksInPath().path
        #expect(run.stdout.contains("jumped:\(resolved):1"), "\(run.stdout)")
    }

    @Test(.needs(.neovim)) func theDocumentedNeovimSetUpRunsOnTheInstalledNeovim() throws {
        try runDocumentedNeovimSetUp(block: 1, nvim: try OutsideClient.neovim.require())
    }

    /// The `vim.lsp.config` set-up (the guide's second Neovim block) on a Neovim 0.11.
    @Test(.needs(.currentNeovim)) func theDocumentedCurrentNeovimSetUpRunsOnNeovim011() throws {
        try runDocumentedNeovimSetUp(block: 2, nvim: try OutsideClient.currentNeovimBinary())
    }

    /// Runs the Neovim set-up in lua block `block` of the guide's Neovim section, headless, on a
    /// workspace of three themes: diagnostics arrive, a rename edits both files, `gd` on
    /// `counterpart:` opens the other theme.
    private func runDocumentedNeovimSetUp(block: Int, nvim: String) throws {
        let binary = try #require(SheetctlProcess.binary)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-nvim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "base.yaml": "name: base\npalette:\n  brand: \"#0055AA\"\ncolors:\n  cancel: brand\n  title: \"#XYZ\"\n",
            "child.yaml": "name: child\nextends: base\ncolors:\n  item: brand\n",
            "night.yaml": "name: night\nappearance: dark\ncounterpart: base\n",
        ]
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        // `sheetctl` on PATH, as the documented set-up names it.
        let bin = URL(fileURLWithPath: binary).deletingLastPathComponent().path
        let run = try SheetctlProcess.run(
            executable: nvim,
            ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile \(Self.clients)/neovim_setup.lua"],
            environment: [
                "PATH": bin + ":" + Self.searchPath, "HOME": folder.path, "THEME_DIR": folder.path,
                "EDITORS_DOC": LintTestSupport.packageRoot + "/docs/editors.md", "SETUP_BLOCK": String(block),
            ],
            timeout: 60)
        #expect(run.code == 0, "nvim: \(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("code:bad-color"), "\(run.stdout)")
        #expect(run.stdout.contains("renamed:base.yaml:2,child.yaml:1"), "\(run.stdout)")
        let base = folder.appendingPathComponent("base.yaml").resolvingSymlinksInPath().path
        #expect(run.stdout.contains("jumped:\(base)"), "\(run.stdout)")
    }

    @Test func hostileFramesGetErrorsAndTheSessionStillEndsCleanly() throws {
        let input =
            "Content-Length: nope\r\n\r\n"
            + "X-Header-Without-Length: 1\r\n\r\n"
            + Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
            + Self.frame(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
            // A length past the limit: what follows is its body, read past without being kept,
            // and the input ends inside it.
            + "Content-Length: 99999999999\r\n\r\n"
            + Self.frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let run = try SheetctlProcess.run(["lsp"], input: Data(input.utf8))
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Content-Length is not a whole number"))
        #expect(run.stdout.contains("has no Content-Length"))
        #expect(run.stdout.contains("larger than the limit"))
        #expect(run.stderr.isEmpty)
    }

    @Test func malformedJSONAndUnknownMethodsAreAnsweredInOrder() throws {
        let input =
            Self.frame("{this is not json")
            + Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
            + Self.frame(#"{"jsonrpc":"2.0","id":2,"method":"no/such"}"#)
            + Self.frame(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
            + Self.frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let run = try SheetctlProcess.run(["lsp"], input: Data(input.utf8))
        #expect(run.code == 0, "\(run.stderr)")
        let parse = try #require(run.stdout.range(of: #""code":-32700"#))
        let initialized = try #require(run.stdout.range(of: #""positionEncoding":"utf-16""#))
        let missing = try #require(run.stdout.range(of: #""id":2,"error":{"code":-32601"#))
        let shutdown = try #require(run.stdout.range(of: #""id":3,"result":null"#))
        #expect(parse.lowerBound < initialized.lowerBound)
        #expect(initialized.lowerBound < missing.lowerBound)
        #expect(missing.lowerBound < shutdown.lowerBound)
    }

    struct Ending: Sendable, CustomTestStringConvertible {
        var name: String
        var messages: [String]
        var code: Int32
        var testDescription: String { name }
    }

    @Test(arguments: [
        Ending(name: "exit without shutdown", messages: [#"{"jsonrpc":"2.0","method":"exit"}"#], code: 1),
        Ending(name: "input ends", messages: [], code: 1),
        Ending(
            name: "input ends after shutdown",
            messages: [
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
                #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
            ], code: 0),
        Ending(
            name: "shutdown before initialize, then exit",
            messages: [#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#], code: 1
        ),
    ])
    func exitStatusFollowsTheProtocol(_ test: Ending) throws {
        let run = try SheetctlProcess.run(["lsp"], input: Data(test.messages.map(Self.frame).joined().utf8))
        #expect(run.code == test.code, "\(run.stdout)\n\(run.stderr)")
    }
}
