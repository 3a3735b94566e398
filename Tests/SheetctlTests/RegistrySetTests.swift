import Foundation
import CommandLineKit
import Testing

@testable import SheetctlCLI
import SheetSystem

/// `registry set` and `registry unset` run in-process: output, files and every exit code.
@Suite final class RegistrySetTests {
    let folder: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/sheetctl-set-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        folder = String(cString: try #require(made))
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// The shared in-process runner, in this suite's home unless the test gives an environment.
    private func run(_ arguments: [String], environment: [String: String]? = nil) -> SheetctlProcess.Result {
        SheetctlProcess.runInProcess(arguments, environment: environment ?? ["HOME": folder + "/home"])
    }

    private func read(_ path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func setCreatesTheFileUnderHomeAndPrintsNothing() {
        let result = run(["registry", "set", "2021*", "--presenter", "plain"])
        #expect(result.code == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
        #expect(read(folder + "/home/.config/sheetctl/registry.yaml") == "apps:\n  \"2021*\": { presenter: plain }\n")
    }

    @Test func setHonoursTheVariablesAndTheFlagInOrder() {
        let environment = ["SHEETCTL_REGISTRY": folder + "/env.yaml", "XDG_CONFIG_HOME": folder + "/xdg"]
        #expect(run(["registry", "set", "a", "--theme", "t1"], environment: environment).code == 0)
        #expect(read(folder + "/env.yaml") == "apps:\n  \"a\": { theme: t1 }\n")
        #expect(
            run(["registry", "set", "a", "--theme", "t2"], environment: ["XDG_CONFIG_HOME": folder + "/xdg"]).code == 0)
        #expect(read(folder + "/xdg/sheetctl/registry.yaml") == "apps:\n  \"a\": { theme: t2 }\n")
        let flag = folder + "/flag.yaml"
        #expect(run(["registry", "set", "a", "--theme", "t3", "--registry", flag], environment: environment).code == 0)
        #expect(read(flag) == "apps:\n  \"a\": { theme: t3 }\n")
        #expect(read(folder + "/env.yaml") == "apps:\n  \"a\": { theme: t1 }\n")
    }

    @Test func setMergesAndUnsetRemoves() {
        let file = folder + "/r.yaml"
        #expect(run(["registry", "set", "a", "--presenter", "json", "--registry", file]).code == 0)
        #expect(run(["registry", "set", "a", "--locale", "zh-Hans", "--registry", file]).code == 0)
        #expect(run(["registry", "set", "b", "--theme", "dark", "--registry", file]).code == 0)
        #expect(read(file) == "apps:\n  \"a\": { presenter: json, locale: zh-Hans }\n  \"b\": { theme: dark }\n")
        let unset = run(["registry", "unset", "a", "--registry", file])
        #expect(unset.code == 0)
        #expect(unset.stdout.isEmpty && unset.stderr.isEmpty)
        #expect(read(file) == "apps:\n  \"b\": { theme: dark }\n")
    }

    @Test func unsetOfAMissingEntryExitsOne() throws {
        let file = folder + "/r.yaml"
        try Data("apps:\n  a: {}\n".utf8).write(to: URL(fileURLWithPath: file))
        let result = run(["registry", "unset", "b", "--registry", file])
        #expect(result.code == 1)
        #expect(result.stderr == "sheetctl: no entry for \"b\" in '\(file)'\n")
        #expect(read(file) == "apps:\n  a: {}\n")
    }

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var error: String
        var testDescription: String { name }
    }

    static let usageCases = [
        UsageCase(
            name: "no field", arguments: ["set", "a"],
            error: "Error: give at least one of --presenter, --theme and --locale"),
        UsageCase(name: "no ID", arguments: ["set", "--theme", "x"], error: "Error: missing argument '<app-id>'"),
        UsageCase(
            name: "two IDs", arguments: ["set", "a", "b", "--theme", "x"], error: "Error: unexpected argument 'b'"),
        UsageCase(
            name: "star inside", arguments: ["set", "a*b", "--theme", "x"], error: "Error: '*' may only end an app ID"),
        UsageCase(
            name: "empty value", arguments: ["set", "a", "--theme", ""], error: "Error: theme must not be empty"),
        UsageCase(
            name: "control character", arguments: ["set", "a\u{1B}", "--theme", "x"],
            error: "Error: the app ID must not contain control characters (found U+001B)"),
        UsageCase(
            name: "unknown flag", arguments: ["set", "a", "--them", "x"], error: "Error: unknown option '--them'"),
        UsageCase(name: "unset without ID", arguments: ["unset"], error: "Error: missing argument '<app-id>'"),
    ]

    @Test(arguments: usageCases) func usageErrorsExit64(_ test: UsageCase) {
        let result = run(["registry"] + test.arguments + ["--registry", folder + "/r.yaml"])
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix(test.error))
        let usage = HelpFormatter.shortUsage(
            for: Commands.registry.subcommand(test.arguments[0])!, path: ["registry", test.arguments[0]],
            program: "sheetctl")
        #expect(usage.hasSuffix(" <app-id>"))
        #expect(result.stderr.contains("Usage: \(usage)\n"))
        #expect(read(folder + "/r.yaml") == nil)
    }

    @Test func noWayToFindTheFileIsAUsageError() {
        let result = run(["registry", "set", "a", "--theme", "x"], environment: [:])
        #expect(result.code == 64)
        #expect(
            result.stderr.hasPrefix("Error: no routing file: give --registry FILE, or set SHEETCTL_REGISTRY or HOME\n"))
    }

    @Test func aFileThatDoesNotParseIsRefusedWithDiagnostics() throws {
        let file = folder + "/r.yaml"
        try Data("apps:\n  a: { theme: x\n".utf8).write(to: URL(fileURLWithPath: file))
        let result = run(["registry", "set", "a", "--theme", "y2", "--registry", file])
        #expect(result.code == 65)
        #expect(result.stderr.contains("\(file):3:1: error: "))
        #expect(result.stderr.contains("[yaml-syntax]"))
        #expect(result.stderr.hasSuffix("sheetctl: '\(file)' cannot be used as a routing file; it was not changed\n"))
        #expect(read(file) == "apps:\n  a: { theme: x\n")
    }

    @Test func anEntryTheEditCannotMendIsRefused() throws {
        let file = folder + "/r.yaml"
        try Data("apps:\n  a: json\n".utf8).write(to: URL(fileURLWithPath: file))
        let result = run(["registry", "set", "a", "--theme", "y2", "--registry", file])
        #expect(result.code == 65)
        #expect(
            result.stderr.contains(
                "\(file):2:6: error: The route of 'a' must be a mapping of presenter, theme and locale, not a scalar"))
        #expect(result.stderr.contains("[wrong-type]"))
        #expect(read(file) == "apps:\n  a: json\n")
    }

    @Test func aFileTheLoaderRefusesSaysOnceThatNothingChanged() throws {
        // Another key aliases 'apps': not a routing file the loader takes, so not one to edit.
        let file = folder + "/r.yaml"
        try Data("apps: &x\n  a: {}\nother: *x\n".utf8).write(to: URL(fileURLWithPath: file))
        let result = run(["registry", "set", "a", "--theme", "y2", "--registry", file])
        #expect(result.code == 65)
        #expect(result.stderr.contains("\(file):3:1: error: unknown key 'other' in a routing file [unknown-key]"))
        #expect(
            result.stderr.hasSuffix("sheetctl: '\(file)' cannot be used as a routing file; it was not changed\n"))
        #expect(result.stderr.components(separatedBy: "it was not changed").count == 2)
        #expect(read(file) == "apps: &x\n  a: {}\nother: *x\n")
    }

    @Test func aFolderInPlaceOfTheFileExits66() throws {
        let file = folder + "/dir.yaml"
        try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
        let result = run(["registry", "set", "a", "--theme", "y2", "--registry", file])
        #expect(result.code == 66)
        #expect(result.stderr.contains("not a regular file"))
    }

    @Test func anUnwritablePlaceExits74() throws {
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/plain"))
        let result = run(["registry", "set", "a", "--theme", "y2", "--registry", folder + "/plain/sub/r.yaml"])
        #expect(result.code == 74)
        #expect(result.stderr.hasPrefix("sheetctl: cannot create the folder"))
    }

    @Test func helpDescribesTheFileAndExitCodes() {
        let result = run(["registry", "set", "--help"])
        #expect(result.code == 0)
        #expect(result.stdout.contains("--presenter <name>"))
        #expect(result.stdout.contains("Exit codes: 0 done; 1 no such entry"))
    }
}
