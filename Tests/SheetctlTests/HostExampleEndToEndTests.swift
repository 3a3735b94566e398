import Foundation
import Testing

/// `sheetctl-host-example`, a host written with the public API alone, against `sheetctl present`:
/// for the same call, options and environment, the same standard output byte for byte and the
/// same exit status, in every dialect.
@Suite struct HostExampleEndToEndTests {
    /// One way a call ends.
    struct Scenario: Sendable, CustomStringConvertible {
        var name: String
        /// The call, given the key that holds its items.
        var call: @Sendable (String) -> String
        var app: String
        var answers: String?
        var registry: String = "registry.yaml"
        var status: Int32
        var description: String { name }
    }

    static let good: @Sendable (String) -> String = { key in
        #"{"title": "Photo", "\#(key)": ["Share", "Edit", "Delete"]}"#
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "a plugin chooses", call: good, app: "chooser", status: 0),
        Scenario(name: "a plugin cancels", call: good, app: "canceller", status: 0),
        Scenario(name: "a rejected call", call: { key in #"{"\#(key)": 5}"# }, app: "chooser", status: 65),
        Scenario(
            name: "a scripted answer", call: good, app: "chooser",
            answers:
                #"[{"answer": "label:Edit", "expect": {"items": ["Share", "Edit", "Delete"], "destructive": null}}]"#,
            status: 0),
        Scenario(
            name: "a call not as expected", call: good, app: "chooser",
            answers: #"[{"answer": "0", "expect": {"items": ["Share"]}}]"#, status: 1),
        Scenario(name: "a scripted cancel", call: good, app: "themed", answers: #"["cancel"]"#, status: 0),
        Scenario(name: "a scripted timeout", call: good, app: "chooser", answers: #"["timeout"]"#, status: 124),
        Scenario(name: "an answer left unused", call: good, app: "chooser", answers: #"["0", "1"]"#, status: 1),
        Scenario(
            name: "an answer naming nothing", call: good, app: "chooser", answers: #"["label:Nope"]"#, status: 1),
        Scenario(
            name: "a routing file that cannot be used", call: good, app: "chooser", registry: "broken.yaml",
            status: 65),
        Scenario(
            name: "a routing file that is missing", call: good, app: "chooser", registry: "missing.yaml", status: 66),
    ]

    static let routing = """
        default: { presenter: plain, theme: default }
        apps:
          chooser: { presenter: picks }
          canceller: { presenter: cancels, locale: ja }
          themed: { presenter: picks, theme: ocean, locale: en }
        """

    /// The example, built beside `sheetctl`.
    static var example: String? {
        SheetctlProcess.binary.map {
            URL(fileURLWithPath: $0).deletingLastPathComponent().path + "/sheetctl-host-example"
        }
    }

    @Test(arguments: scenarios, ["my", "wx", "tt", "swan", "qq", "ks", "dd", "uni", "jsbridge"])
    func theExampleAnswersAsPresentDoes(_ scenario: Scenario, _ dialectName: String) throws {
        let dialect = try #require(
            dialectName == "jsbridge" ? "btns" : ["my", "dd"].contains(dialectName) ? "items" : "itemList")
        let folder = NSTemporaryDirectory() + "host-example-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/plugins", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/themes", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, reply) in [("picks", #"{"index": 1}"#), ("cancels", #"{"cancel": true}"#)] {
            let file = "\(folder)/plugins/sheetctl-presenter-\(name)"
            try "#!/bin/sh\ncat >/dev/null\necho '\(reply)'\n".write(toFile: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file)
        }
        try Self.routing.write(toFile: folder + "/registry.yaml", atomically: true, encoding: .utf8)
        try "apps: [1, 2\n".write(toFile: folder + "/broken.yaml", atomically: true, encoding: .utf8)
        try "name: ocean\nextends: dark\ncolors: { cancel: \"#00AAFF\" }\n".write(
            toFile: folder + "/themes/ocean.yaml", atomically: true, encoding: .utf8)
        var options = [
            "--app", scenario.app, "--registry", "\(folder)/\(scenario.registry)", "--theme-path", folder + "/themes",
            "--dialect", dialectName,
        ]
        if let answers = scenario.answers {
            try answers.write(toFile: folder + "/answers.json", atomically: true, encoding: .utf8)
            options += ["--answers", folder + "/answers.json"]
        }
        let environment = ["PATH": "\(folder)/plugins:/usr/bin:/bin"]
        let input = Data(scenario.call(dialect).utf8)
        let present = try SheetctlProcess.run(["present"] + options, input: input, environment: environment)
        let example = try SheetctlProcess.run(
            executable: try #require(Self.example), options, input: input, environment: environment)
        #expect(present.code == scenario.status, "\(present.stderr)")
        #expect(example.code == present.code, "\(example.stderr)")
        #expect(example.stdout == present.stdout)
        #expect(present.stdout.hasSuffix("}\n") && present.stdout.filter { $0 == "\n" }.count == 1)
    }
}
