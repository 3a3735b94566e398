import Foundation
import OutsideClients
import Testing

/// The one check for outside clients: found on `PATH`, or missing with a note naming the package,
/// and under `CI=true` never a reason to skip.
@Suite struct OutsideClientTests {
    static let strippedPath = ["PATH": "/nonexistent"]

    @Test func aProgramOnPathIsFoundAndItsTestsRun() throws {
        let client = OutsideClient(
            "sh", install: "apt-get install dash", probes: [.program("sh")], environment: ["PATH": "/usr/bin:/bin"])
        #expect(client.isAvailable)
        #expect(client.isRunnable)
        #expect(try client.require().hasSuffix("/sh"))
    }

    @Test func aMissingProgramSkipsWithOneLineNamingThePackage() {
        let client = OutsideClient(
            "tmux", install: "apt-get install tmux", probes: [.program("tmux")], environment: Self.strippedPath)
        #expect(!client.isAvailable)
        #expect(!client.isRunnable)
        #expect(client.skipNote == "tmux is not installed: apt-get install tmux")
        #expect(!client.skipNote.contains("\n"))
    }

    @Test func underCIAMissingProgramRunsItsTestsAndFailsThem() {
        var environment = Self.strippedPath
        environment["CI"] = "true"
        let client = OutsideClient(
            "nvim", install: "apt-get install neovim", probes: [.program("nvim")], environment: environment)
        #expect(!client.isAvailable)
        #expect(client.isRunnable)
        #expect(throws: OutsideClient.Missing.self) { try client.require() }
        #expect((try? client.require()) == nil)
    }

    @Test func onlyCIEqualToTrueCounts() {
        for value in ["1", "TRUE", "yes", ""] {
            let client = OutsideClient(
                "x", install: "y", probes: [.program("x")], environment: ["PATH": "/nonexistent", "CI": value])
            #expect(!client.isRunnable, "CI=\(value)")
        }
    }

    @Test func everyProbeMustSucceed() {
        // sh is there, the Python module is not: the client is missing.
        let client = OutsideClient(
            "both", install: "apt-get install both", probes: [.program("sh"), .pythonModule("no_such_module_here")],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(!client.isAvailable)
    }

    /// The clients the suites name, as this run found them: none is missing under CI.
    @Test(arguments: [
        OutsideClient.tmux, .zsh, .fish, .bash, .rsvgConvert, .curl, .neovim, .pytestLSP, .chromium, .coloraide,
        .jsonschema, .aapt2,
    ])
    func underCIEveryClientIsInstalled(_ client: OutsideClient) throws {
        try #require(
            client.isCI || client.isAvailable, Comment(rawValue: client.skipNote + " (noted, not failed: not under CI)")
        )
        _ = try client.require()
    }
}
