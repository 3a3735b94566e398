import Foundation
import Testing

@testable import SheetctlCLI
import SheetSystem

@Suite struct RegistryCommandTests {
    static let routing = """
        default: { presenter: plain, theme: default }
        apps:
          "2021001234567890": { theme: midnight, locale: zh-Hans }
          "2021*": { theme: paper }
        """

    /// A temporary directory, removed at the end.
    final class Scratch {
        let path = NSTemporaryDirectory() + "sheetctl-registry-" + UUID().uuidString
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        @discardableResult
        func write(_ name: String, _ text: String, mode: Int = 0o644) throws -> String {
            let file = "\(path)/\(name)"
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file)
            return file
        }
    }

    struct Resolve: Sendable, CustomTestStringConvertible {
        var name: String
        var app: String
        var json: String
        var testDescription: String { name }
    }

    static let resolves: [Resolve] = [
        Resolve(
            name: "exact", app: "2021001234567890",
            json:
                #"{"app":"2021001234567890","presenter":"plain","theme":"midnight","locale":"zh-Hans","matched":"2021001234567890"}"#
        ),
        Resolve(
            name: "pattern", app: "20219",
            json: #"{"app":"20219","presenter":"plain","theme":"paper","locale":null,"matched":"2021*"}"#),
        Resolve(
            name: "default", app: "1",
            json: #"{"app":"1","presenter":"plain","theme":"default","locale":null,"matched":"default"}"#),
    ]

    @Test(arguments: resolves)
    func resolvePrintsTheRouteAsJSON(_ c: Resolve) throws {
        let scratch = try Scratch()
        let file = try scratch.write("r.yaml", Self.routing)
        let result = SheetctlProcess.runInProcess(["registry", "resolve", c.app, "--json", "--registry", file])
        #expect(result.code == 0)
        #expect(result.out == c.json + "\n")
        #expect(result.err.isEmpty)
    }

    @Test func resolvePrintsTheRouteForPeople() throws {
        let scratch = try Scratch()
        let file = try scratch.write("r.yaml", Self.routing)
        let result = SheetctlProcess.runInProcess(["registry", "resolve", "20219"], environment: ["SHEETCTL_REGISTRY": file])
        #expect(result.code == 0)
        #expect(result.out == "app       20219\npresenter plain\ntheme     paper\nlocale    -\nmatched   2021*\n")
    }

    @Test func theFileIsFoundInTheConfigDirectory() throws {
        let scratch = try Scratch()
        try scratch.write("config/sheetctl/registry.yaml", Self.routing)
        let result = SheetctlProcess.runInProcess(
            ["registry", "resolve", "20219", "--json"], environment: ["XDG_CONFIG_HOME": "\(scratch.path)/config"])
        #expect(result.code == 0)
        #expect(result.out.contains(#""theme":"paper""#))
    }

    @Test func noFileAtTheDefaultPlaceMeansTheBuiltInRoute() throws {
        let scratch = try Scratch()
        let result = SheetctlProcess.runInProcess(["registry", "resolve", "42", "--json"], environment: ["HOME": scratch.path])
        #expect(result.code == 0)
        #expect(
            result.out == #"{"app":"42","presenter":"auto","theme":"default","locale":null,"matched":"default"}"# + "\n"
        )
        let list = SheetctlProcess.runInProcess(["registry", "list"], environment: ["HOME": scratch.path])
        #expect(list.code == 0)
        #expect(
            list.out
                == "Routing file: none (built-in route)\nDefault route: presenter auto, theme default, locale -\n\nNo app entries.\n"
        )
    }

    @Test func listShowsEveryEntryAligned() throws {
        let scratch = try Scratch()
        let file = try scratch.write("r.yaml", Self.routing)
        let result = SheetctlProcess.runInProcess(["registry", "list", "--registry", file])
        #expect(result.code == 0)
        #expect(
            result.out == """
                Routing file: \(file)
                Default route: presenter plain, theme default, locale -

                APP               PRESENTER  THEME     LOCALE
                2021001234567890  plain      midnight  zh-Hans
                2021*             plain      paper     -

                """)
    }

    @Test func anAppNamedDefaultIsNotMistakenForTheDefaultRoute() throws {
        let scratch = try Scratch()
        let file = try scratch.write(
            "r.yaml", "default: { presenter: plain }\napps:\n  default: { theme: midnight }\n  x: {}\n")
        let result = SheetctlProcess.runInProcess(["registry", "list", "--registry", file])
        #expect(result.code == 0)
        #expect(
            result.out == """
                Routing file: \(file)
                Default route: presenter plain, theme default, locale -

                APP      PRESENTER  THEME     LOCALE
                default  plain      midnight  -
                x        plain      default   -

                """)
    }

    @Test func presentersListShowsBuiltInsAndPluginsWithPaths() throws {
        let scratch = try Scratch()
        let plugin = try scratch.write("bin/sheetctl-presenter-kiosk", "#!/bin/sh\n", mode: 0o755)
        try scratch.write("bin/sheetctl-presenter-off", "#!/bin/sh\n", mode: 0o644)
        let result = SheetctlProcess.runInProcess(["presenters", "list"], environment: ["PATH": "\(scratch.path)/bin"])
        #expect(result.code == 0)
        // Compared with runs of spaces collapsed, so the test holds whichever built-ins there are.
        let rows = result.out.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(rows.first == "NAME KIND PATH")
        #expect(rows.contains("plain built-in -"))
        #expect(rows.last == "kiosk plugin \(plugin)")
        #expect(!result.out.contains("sheetctl-presenter-off"))
        let header = try #require(result.out.split(separator: "\n").first)
        let pathColumn = try #require(header.range(of: "PATH")).lowerBound
        let lastRow = try #require(result.out.split(separator: "\n").last)
        #expect(
            lastRow.distance(from: lastRow.startIndex, to: try #require(lastRow.range(of: plugin)).lowerBound)
                == header.distance(from: header.startIndex, to: pathColumn))
    }

    @Test func aPluginOnPathIsAKnownPresenter() throws {
        let scratch = try Scratch()
        try scratch.write("bin/sheetctl-presenter-kiosk", "#!/bin/sh\n", mode: 0o755)
        let file = try scratch.write("r.yaml", "default: { presenter: kiosk }\n")
        let result = SheetctlProcess.runInProcess(
            ["registry", "resolve", "1", "--registry", file, "--json"], environment: ["PATH": "\(scratch.path)/bin"])
        #expect(result.code == 0)
        #expect(result.out.contains(#""presenter":"kiosk""#))
    }

    @Test func aMissingNamedFileExits66() throws {
        let scratch = try Scratch()
        let missing = "\(scratch.path)/nope.yaml"
        let flag = SheetctlProcess.runInProcess(["registry", "resolve", "1", "--registry", missing])
        #expect(flag.code == 66)
        #expect(flag.out.isEmpty)
        #expect(flag.err == "error: cannot open '\(missing)': no such file or directory [unreadable-file]\n")
        let environment = SheetctlProcess.runInProcess(["registry", "list"], environment: ["SHEETCTL_REGISTRY": missing])
        #expect(environment.code == 66)
    }

    @Test func aBrokenEntryBreaksOnlyItselfWithALocatedWarning() throws {
        let scratch = try Scratch()
        let text = """
            default: { presenter: plain }
            apps:
              "a": { presenter: plian }
              "a*": { presenter: json }
              "b": { presenter: json, theme: [x] }
              "c": { presenter: json }

            """
        let file = try scratch.write("r.yaml", text)
        let result = SheetctlProcess.runInProcess(["registry", "resolve", "a", "--json", "--registry", file])
        #expect(result.code == 0)
        // As if the entry were absent: its pattern decides.
        #expect(result.out.contains("\"matched\":\"a*\""))
        #expect(result.out.contains("\"presenter\":\"json\""))
        #expect(
            result.err.hasPrefix(
                """
                \(file):3:21: warning: unknown presenter 'plian'; the entry is skipped [unknown-presenter]
                 3 |   "a": { presenter: plian }
                   |                     ^~~~~
                hint: did you mean 'plain'?

                """))
        #expect(result.err.contains("\(file):5:34: warning: 'theme' must be a name, not a list; the entry is skipped"))
        let b = SheetctlProcess.runInProcess(["registry", "resolve", "b", "--json", "--registry", file])
        #expect(b.code == 0)
        #expect(b.out.contains("\"matched\":\"default\""))
        #expect(b.out.contains("\"presenter\":\"plain\""))
        let c = SheetctlProcess.runInProcess(["registry", "resolve", "c", "--json", "--registry", file])
        #expect(c.out.contains("\"matched\":\"c\""))
        // Linting still calls them errors.
        #expect(SheetctlProcess.runInProcess(["lint", file]).code == 1)
    }

    @Test func aFileThatIsNotARoutingFileExits65WithLocatedDiagnostics() throws {
        let scratch = try Scratch()
        let file = try scratch.write("r.yaml", "apps: [a, b]\n")
        let result = SheetctlProcess.runInProcess(["registry", "resolve", "a", "--registry", file])
        #expect(result.code == 65)
        #expect(result.out.isEmpty)
        #expect(
            result.err.hasPrefix(
                "\(file):1:7: error: 'apps' must be a mapping of app IDs and patterns to routes, not a list [wrong-type]"
            ))
        #expect(SheetctlProcess.runInProcess(["registry", "list", "--registry", file]).code == 65)
        let theme = try scratch.write("t.yaml", "name: x\ncolors: {}\n")
        #expect(SheetctlProcess.runInProcess(["registry", "resolve", "a", "--registry", theme]).code == 65)
        let notYAML = try scratch.write("n.yaml", "apps: {\n")
        #expect(SheetctlProcess.runInProcess(["registry", "resolve", "a", "--registry", notYAML]).code == 65)
    }

    struct Usage: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var error: String
        var testDescription: String { name }
    }

    static let usages: [Usage] = [
        Usage(name: "no ID", arguments: ["registry", "resolve"], error: "Error: missing argument '<app-id>'\n"),
        Usage(
            name: "two IDs", arguments: ["registry", "resolve", "a", "b"], error: "Error: unexpected argument 'b'\n"),
        Usage(
            name: "an unknown flag", arguments: ["registry", "resolve", "a", "--jsn"],
            error: "Error: unknown option '--jsn'\nDid you mean '--json'?\n"),
        Usage(
            name: "an unknown subcommand", arguments: ["presenters", "lst"],
            error: "Error: unknown subcommand 'lst' of 'presenters'\nDid you mean 'list'?\n"),
    ]

    @Test(arguments: usages)
    func usageErrorsExit64(_ usage: Usage) {
        let result = SheetctlProcess.runInProcess(usage.arguments)
        #expect(result.code == 64)
        #expect(result.err.hasPrefix(usage.error + "Usage: sheetctl "))
        #expect(result.out.isEmpty)
    }
}
