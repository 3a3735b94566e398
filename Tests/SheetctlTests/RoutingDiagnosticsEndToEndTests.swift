import Foundation
import Testing

/// A routing file's diagnostics quote the line they point at, with a caret under the place, in
/// every front end that reads one: `preview`, `show`, `present`, and a library host
/// (`sheetctl-host-example`), which gets the text from the host's error (`HostError.sources`)
/// rather than reading the file again.
@Suite struct RoutingDiagnosticsEndToEndTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        /// The words, `REGISTRY` standing for the routing file; `nil` runs the host example.
        var arguments: [String]?
        var status: Int32
    }

    static let broken = "default: { presenter: plain }\napps: [1, 2\n"
    static let warned = "default: { presenter: plain }\napps:\n  \"a\": { presenter: plian }\n"
    static let call = #"{"items": ["One", "Two"]}"#

    static let cases: [Case] = [
        Case(testDescription: "preview", arguments: ["preview", "--app", "a", "--registry", "REGISTRY"], status: 65),
        Case(testDescription: "show", arguments: ["show", "--app", "a", "--registry", "REGISTRY", "One"], status: 65),
        Case(
            testDescription: "present",
            arguments: ["present", "--app", "a", "--registry", "REGISTRY", "--choose", "0"], status: 65),
        Case(testDescription: "a library host", arguments: nil, status: 65),
    ]

    @Test(arguments: cases)
    func aRoutingFileThatCannotBeUsedIsQuoted(_ c: Case) throws {
        let scratch = try RegistryCommandTests.Scratch()
        let registry = try scratch.write("registry.yaml", Self.broken)
        let result: SheetctlProcess.Result
        if let arguments = c.arguments {
            result = try SheetctlProcess.run(
                arguments.map { $0 == "REGISTRY" ? registry : $0 }, input: Data(Self.call.utf8))
        } else {
            result = try SheetctlProcess.run(
                executable: try #require(HostExampleEndToEndTests.example), ["--app", "a", "--registry", registry],
                input: Data(Self.call.utf8))
        }
        #expect(result.code == c.status, "\(result.stderr)")
        // Each diagnostic with a place quotes its line, and a caret line follows it.
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0.hasPrefix(registry + ":") && $0.contains(": error: ") }, "\(result.stderr)")
        for (index, line) in lines.enumerated() where line.hasPrefix(registry + ":") {
            #expect(index + 2 < lines.count && lines[index + 1].contains(" | ") && lines[index + 2].contains("^"),
                "no quoted line under \(line):\n\(result.stderr)")
        }
    }

    /// An entry left out is a located warning, quoted too.
    @Test func anEntryLeftOutIsQuoted() throws {
        let scratch = try RegistryCommandTests.Scratch()
        let registry = try scratch.write("registry.yaml", Self.warned)
        for arguments in [["preview", "--app", "a"], ["present", "--app", "a", "--choose", "0"]] {
            let result = try SheetctlProcess.run(arguments + ["--registry", registry], input: Data(Self.call.utf8))
            #expect(result.code == 0, "\(result.stderr)")
            #expect(
                result.stderr.hasPrefix(
                    """
                    \(registry):3:21: warning: unknown presenter 'plian'; the entry is skipped [unknown-presenter]
                     3 |   "a": { presenter: plian }
                       |                     ^~~~~

                    """), "\(result.stderr)")
        }
    }
}
