import Foundation
import OutsideClients
import Testing

/// The README's examples, as pasted: every command of its example block runs in a real terminal
/// (tmux), from a folder holding the repository's `themes/` and `examples/`, with the built
/// `sheetctl` first on `PATH` and a home folder of its own, and exits 0. A picker is answered with
/// Enter, as a person would.
@Suite(.needs(.tmux)) struct ReadmeExampleTests {
    /// The commands of the README's example block: the first `sh` block after "## What it does".
    static let commands: [String] = {
        let readme = (try? String(contentsOfFile: LintTestSupport.packageRoot + "/README.md", encoding: .utf8)) ?? ""
        let lines = readme.components(separatedBy: "\n")
        guard let section = lines.firstIndex(of: "## What it does"),
            let start = lines[section...].firstIndex(of: "```sh"),
            let end = lines[(start + 1)...].firstIndex(of: "```")
        else { return [] }
        return lines[(start + 1)..<end].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }()

    @Test func theExampleBlockIsFoundAndUsesTheExamplesFolder() throws {
        #expect(Self.commands.count >= 5, "\(Self.commands)")
        // Every file an example names is in the repository.
        for command in Self.commands {
            for word in command.split(separator: " ") where word.hasPrefix("examples/") {
                #expect(FileManager.default.fileExists(atPath: LintTestSupport.packageRoot + "/" + word), "\(word)")
            }
        }
    }

    @Test(arguments: commands)
    func theExampleRunsAsPasted(_ command: String) throws {
        let binary = try #require(SheetctlProcess.binary)
        let root = LintTestSupport.packageRoot
        let binaryFolder = URL(fileURLWithPath: binary).deletingLastPathComponent().path
        let q = TmuxSession.quote
        let script = """
            ln -s \(q(root + "/themes")) themes && ln -s \(q(root + "/examples")) examples && mkdir home
            export PATH=\(q(binaryFolder)):/usr/bin:/bin HOME="$PWD/home"
            unset XDG_CONFIG_HOME SHEETCTL_THEME_PATH SHEETCTL_REGISTRY
            \(command)
            echo $? > .exit
            sleep 60
            """
        let session = try TmuxSession(script: script)
        defer { session.kill() }
        // A picker waits for a key: Enter chooses, as a person would; other commands ignore it.
        let deadline = Date().addingTimeInterval(30)
        while session.file(".exit") == nil, Date() < deadline {
            usleep(300_000)
            try session.send("Enter")
        }
        let status = try session.waitForFile(".exit")
        #expect(status == "0\n", "\(command)\n\((try? session.screen())?.joined(separator: "\n") ?? "")")
    }
}
