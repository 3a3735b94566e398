import Foundation
import Testing

import PresenterRegistry

@testable import SheetctlCLI

/// The worked examples of `docs/test-harness.md`, run through the built binary: each `$ ` line of
/// its console blocks is run by the shell, and what it prints must be the lines shown under it.
@Suite struct TestHarnessGuideTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var command: String
        var output: String
        var testDescription: String { command }
    }

    static var examples: [Example] {
        let path = LintTestSupport.packageRoot + "/docs/test-harness.md"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        var examples: [Example] = []
        var inConsole = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inConsole = line == "```console"
                continue
            }
            guard inConsole else { continue }
            if line.hasPrefix("$ ") {
                examples.append(Example(command: String(line.dropFirst(2)), output: ""))
            } else if !examples.isEmpty {
                examples[examples.count - 1].output += line + "\n"
            }
        }
        return examples
    }

    @Test func theGuideHasAnExamplePerDialect() {
        let commands = Self.examples.map(\.command)
        #expect(commands.count >= 9)
        for dialect in CallDialect.allCases {
            // Named, or told by keys that mean it.
            let named = commands.contains { $0.contains("--dialect \(dialect.rawValue) ") }
            let detected: Bool
            switch dialect {
            case .my: detected = commands.contains { $0.contains(#""items""#) && !$0.contains("--dialect") }
            case .wx:
                detected = commands.contains {
                    $0.contains(#""itemList""#) && !$0.contains("--dialect") && !$0.contains("title")
                }
            case .uni: detected = commands.contains { $0.contains(#""itemList""#) && $0.contains("popover") }
            case .jsbridge: detected = commands.contains { $0.contains(#""btns""#) }
            default: detected = false
            }
            #expect(named || detected, "no example for \(dialect.rawValue)")
        }
    }

    @Test(arguments: examples)
    func eachExampleGivesTheOutputShown(_ example: Example) throws {
        let binary = try #require(SheetctlProcess.binary)
        let folder = (binary as NSString).deletingLastPathComponent
        let result = try SheetctlProcess.run(
            executable: "/bin/sh", ["-c", example.command], environment: ["PATH": folder + ":/usr/bin:/bin"])
        #expect(result.stdout == example.output, "\(result.stderr)")
    }
}
