import Foundation
import Testing

@testable import SheetctlCLI
import SheetSystem

/// Every refusal of `registry set`, `unset` and `apply`: the exit code, the message, and the file's
/// bytes as they were.
@Suite final class RegistryEditRefusalTests {
    /// What stands where the edit looks, before it runs.
    enum Setup: Sendable {
        /// The routing file holds the case's text.
        case file
        /// The routing file is read-only (0444).
        case readOnly
        /// The routing file has a second hard link.
        case hardLink
        /// `FILE.lock` is a FIFO, a folder, or a symbolic link to a file not there yet.
        case lockFIFO, lockFolder, lockLink
        /// The routing file is a sparse file past the loader's size limit.
        case tooLarge
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text = "apps:\n  \"a\": { theme: x }  # keep\n"
        var setup = Setup.file
        var arguments: [String]
        var code: Int32
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "unknown presenter", arguments: ["set", "x", "--presenter", "nope"], code: 65,
            message: "error: unknown presenter 'nope' [unknown-presenter]"),
        Case(
            name: "unknown presenter of an existing entry", arguments: ["set", "a", "--presenter", "plian"], code: 65,
            // A value from the command line is shown where it was given, not in the routing file.
            message: "<command line>:1:37: error: unknown presenter 'plian' [unknown-presenter]"),
        Case(
            name: "a star alone", arguments: ["set", "*", "--presenter", "plain"], code: 65,
            message: "error: a pattern of '*' alone would match every app [bad-pattern]"),
        Case(
            name: "a bad locale", arguments: ["set", "x", "--locale", "zh Hans"], code: 65,
            message: "error: 'locale' must be a language tag, not 'zh Hans' [bad-language-tag]"),
        Case(
            name: "an entry with an unknown field", text: "apps:\n  a: { them: x }\n",
            arguments: ["set", "a", "--presenter", "plain"], code: 65,
            message: "r.yaml:2:8: error: unknown field 'them' in the route of 'a' [unknown-field]"),
        Case(
            name: "a theme file", text: "name: midnight\ncolors: { item: \"#FFFFFF\" }\n",
            arguments: ["set", "x", "--presenter", "plain"], code: 65,
            message: "cannot be used as a routing file; it was not changed"),
        Case(
            name: "any other YAML", text: "items: [1, 2]\n", arguments: ["set", "x", "--presenter", "plain"], code: 65,
            message: "r.yaml:1:1: error: unknown key 'items' in a routing file [unknown-key]"),
        Case(
            name: "not YAML", text: "apps: {\n", arguments: ["unset", "a"], code: 65, message: "[yaml-syntax]"),
        Case(
            name: "a read-only file", setup: .readOnly, arguments: ["set", "a", "--presenter", "plain"], code: 74,
            message: "r.yaml': it is read-only (mode 444)"),
        Case(
            name: "a file with another hard link", setup: .hardLink, arguments: ["set", "a", "--presenter", "plain"],
            code: 74, message: "it has 2 hard links, which replacing it would break"),
        Case(
            name: "a FIFO at FILE.lock", setup: .lockFIFO, arguments: ["set", "a", "--presenter", "plain"], code: 74,
            message: "r.yaml.lock': it is a FIFO"),
        Case(
            name: "a folder at FILE.lock", setup: .lockFolder, arguments: ["set", "a", "--presenter", "plain"],
            code: 74, message: "cannot open the lock file"),
        Case(
            name: "a symbolic link at FILE.lock", setup: .lockLink, arguments: ["set", "a", "--presenter", "plain"],
            code: 74, message: "r.yaml.lock': it is a symbolic link"),
        Case(
            name: "a file over the loader's size limit", setup: .tooLarge, arguments: ["unset", "a"], code: 65,
            message: "[input-too-large]"),
    ]

    let folder: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/sheetctl-refuse-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        folder = String(cString: try #require(made))
    }

    deinit {
        chmod(folder + "/r.yaml", 0o644)
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The shared in-process runner, in this suite's home and `PATH`.
    private func run(_ arguments: [String]) -> SheetctlProcess.Result {
        SheetctlProcess.runInProcess(arguments, environment: ["HOME": folder + "/home", "PATH": folder + "/bin"])
    }

    private func bytes(_ path: String) -> Data? { try? Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test(arguments: cases) func refusesAndLeavesTheFileAsItWas(_ test: Case) throws {
        let file = folder + "/r.yaml"
        if test.setup == .tooLarge {
            #expect(FileManager.default.createFile(atPath: file, contents: nil))
            #expect(truncate(file, 257 << 20) == 0)
        } else {
            try Data(test.text.utf8).write(to: URL(fileURLWithPath: file))
        }
        switch test.setup {
        case .file, .tooLarge: break
        case .readOnly: #expect(chmod(file, 0o444) == 0)
        case .hardLink: #expect(link(file, folder + "/other.yaml") == 0)
        case .lockFIFO: #expect(mkfifo(file + ".lock", 0o644) == 0)
        case .lockFolder: #expect(mkdir(file + ".lock", 0o755) == 0)
        case .lockLink: #expect(symlink(folder + "/made-by-the-link", file + ".lock") == 0)
        }
        let before = bytes(file)
        let result = run(["registry"] + test.arguments + ["--registry", file])
        #expect(result.code == test.code)
        #expect(result.stderr.contains(test.message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(bytes(file) == before)
        // Nothing new beside it: no temporary file, nothing made through a link.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.allSatisfy { !$0.contains(".tmp-") && $0 != "made-by-the-link" })
    }

    @Test func aPluginNotInstalledYetNeedsTheFlag() throws {
        let file = folder + "/r.yaml"
        try Data("apps: {}\n".utf8).write(to: URL(fileURLWithPath: file))
        let refused = run(["registry", "set", "a", "--presenter", "later", "--registry", file])
        #expect(refused.code == 65)
        #expect(refused.stderr.contains("give --allow-missing-plugin"))
        let allowed = run([
            "registry", "set", "a", "--presenter", "later", "--allow-missing-plugin", "--registry", file,
        ])
        #expect(allowed.code == 0)
        #expect(String(decoding: bytes(file) ?? Data(), as: UTF8.self) == "apps:\n  \"a\": { presenter: later }\n")
    }

    @Test func aThemeNotFoundIsOnlyAWarning() throws {
        let file = folder + "/r.yaml"
        let result = run(["registry", "set", "a", "--theme", "not-installed-yet", "--registry", file])
        #expect(result.code == 0)
        #expect(
            result.stderr.hasPrefix(
                "<command line>:1:33: warning: no theme 'not-installed-yet' on the theme path; the route names it anyway [theme-not-found]\n"
            ))
        #expect(
            String(decoding: bytes(file) ?? Data(), as: UTF8.self) == "apps:\n  \"a\": { theme: not-installed-yet }\n")
        #expect(run(["registry", "set", "b", "--theme", "midnight", "--registry", file]).stderr.isEmpty)
    }

    @Test func theKeyLineCommentAndTheFlowStyleStay() throws {
        let file = folder + "/r.yaml"
        let text = "apps: {\n  \"a\": { theme: x },  # why a\n  \"b\": {}\n}\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        #expect(run(["registry", "set", "a", "--presenter", "json", "--registry", file]).code == 0)
        #expect(
            String(decoding: bytes(file) ?? Data(), as: UTF8.self)
                == "apps: {\n  \"a\": { theme: x, presenter: json },  # why a\n  \"b\": {}\n}\n")
        let block = "apps:\n  \"a\": # why a\n    theme: x\n"
        try Data(block.utf8).write(to: URL(fileURLWithPath: file))
        #expect(run(["registry", "set", "a", "--theme", "y", "--registry", file]).code == 0)
        #expect(String(decoding: bytes(file) ?? Data(), as: UTF8.self) == "apps:\n  \"a\": # why a\n    theme: \"y\"\n")
    }

    @Test func applyingTheSameListTwiceChangesNothingTheSecondTime() throws {
        let file = folder + "/r.yaml"
        try Data("apps:\n  \"a\": { theme: x }\n  \"b\": { theme: x }\n".utf8).write(to: URL(fileURLWithPath: file))
        let changes = folder + "/changes.yaml"
        try Data("- { set: a, presenter: json }\n- unset: b\n".utf8).write(to: URL(fileURLWithPath: changes))
        #expect(run(["registry", "apply", changes, "--registry", file]).code == 0)
        let once = bytes(file)
        let again = run(["registry", "apply", changes, "--registry", file])
        #expect(again.code == 0, "\(again.stderr)")
        #expect(again.stderr == "")
        #expect(bytes(file) == once)
    }

    @Test func applyMakesEveryChangeOrNone() throws {
        let file = folder + "/r.yaml"
        let text = "# routes\napps:\n  \"a\": { theme: x }\n  \"b\": { theme: x }\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let changes = folder + "/changes.yaml"
        try Data("- set: a\n  presenter: json\n- unset: b\n- { set: \"c*\", locale: ja }\n- unset: nope\n".utf8).write(
            to: URL(fileURLWithPath: changes))
        // With --strict, an unset that finds no entry refuses the list, located in the changes file.
        let missing = run(["registry", "apply", "--strict", changes, "--registry", file])
        #expect(missing.code == 1)
        #expect(missing.stderr.contains("\(changes):5:"), "\(missing.stderr)")
        #expect(missing.stderr.contains(" error: no entry for \"nope\""), "\(missing.stderr)")
        #expect(String(decoding: bytes(file) ?? Data(), as: UTF8.self) == text)
        try Data("- set: a\n  presenter: json\n- unset: b\n- { set: \"c*\", locale: ja }\n".utf8).write(
            to: URL(fileURLWithPath: changes))
        let done = run(["registry", "apply", changes, "--registry", file])
        #expect(done.code == 0)
        #expect(
            String(decoding: bytes(file) ?? Data(), as: UTF8.self)
                == "# routes\napps:\n  \"a\": { theme: x, presenter: json }\n  \"c*\": { locale: ja }\n")
    }

    @Test func applyLocatesABadChangeInItsInput() throws {
        let file = folder + "/r.yaml"
        try Data("apps: {}\n".utf8).write(to: URL(fileURLWithPath: file))
        let changes = folder + "/changes.yaml"
        try Data("- set: a\n  presenter: json\n- set: b\n  presenter: nope\n- sett: c\n".utf8).write(
            to: URL(fileURLWithPath: changes))
        let syntax = run(["registry", "apply", changes, "--registry", file])
        #expect(syntax.code == 65)
        #expect(syntax.stderr.contains("changes.yaml:5:3: error: unknown key 'sett' in a change [unknown-key]"))
        #expect(syntax.stderr.contains("hint: did you mean 'set'?"))
        try Data("- set: a\n  presenter: json\n- set: b\n  presenter: nope\n".utf8).write(
            to: URL(fileURLWithPath: changes))
        let rule = run(["registry", "apply", changes, "--registry", file])
        #expect(rule.code == 65)
        #expect(rule.stderr.contains("changes.yaml:3:3: error: unknown presenter 'nope' [unknown-presenter]"))
        #expect(String(decoding: bytes(file) ?? Data(), as: UTF8.self) == "apps: {}\n")
        let unreadable = run(["registry", "apply", folder + "/none.yaml", "--registry", file])
        #expect(unreadable.code == 66)
    }
}
