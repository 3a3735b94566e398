import Foundation
import Testing

/// Every `console` block of the guides runs, as written, and prints what the guide shows: a guide's
/// example cannot drift from the tool. A block's input files are the guide's own `yaml` blocks above
/// it whose first line names the file (`# themes/mine.yaml`); each `$ ` line is a command run in a
/// folder holding them, and the lines under it, up to the next `$ `, are its standard error and
/// output as a terminal shows them.
@Suite struct GuideConsoleTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var guide: String
        var line: Int
        var files: [String: String]
        var commands: [(command: String, output: String)]
        var testDescription: String { "docs/\(guide):\(line)" }
    }

    static let guides = [
        "theme-authors.md", "base16.md", "script-writers.md", "test-harness.md", "host-integrators.md",
    ]

    /// The guides' `console` blocks that run `sheetctl`, with the files named above them.
    static let examples: [Example] = guides.flatMap { guide -> [Example] in
        let path = LintTestSupport.packageRoot + "/docs/" + guide
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        var examples: [Example] = []
        var files: [String: String] = [:]
        var block: (kind: String, line: Int, lines: [String])?
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            if block == nil, line.hasPrefix("```"), line.count > 3 {
                block = (String(line.dropFirst(3)), number + 2, [])
            } else if let current = block, line == "```" {
                block = nil
                if current.kind == "yaml", let first = current.lines.first, first.hasPrefix("# "),
                    first.hasSuffix(".yaml"), !first.dropFirst(2).contains(" ")
                {
                    files[String(first.dropFirst(2))] = current.lines.joined(separator: "\n") + "\n"
                } else if current.kind == "console", current.lines.first?.hasPrefix("$ sheetctl ") == true {
                    var commands: [(String, String)] = []
                    for line in current.lines {
                        if line.hasPrefix("$ ") {
                            commands.append((String(line.dropFirst(2)), ""))
                        } else if !commands.isEmpty {
                            commands[commands.count - 1].1 += line + "\n"
                        }
                    }
                    examples.append(Example(guide: guide, line: current.line, files: files, commands: commands))
                }
            } else if block != nil {
                block!.lines.append(line)
            }
        }
        return examples
    }

    @Test func theThemeAuthorsGuideHasItsLintExample() {
        #expect(
            Self.examples.contains {
                $0.guide == "theme-authors.md" && $0.commands.first?.command.hasPrefix("sheetctl lint") == true
            })
    }

    @Test(arguments: examples)
    func eachExamplePrintsWhatTheGuideShows(_ example: Example) throws {
        let folder = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in example.files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        for (command, output) in example.commands {
            let result = try ShellScript.run(
                #"bin=$1; shift; cd "$1" || exit 99; sheetctl() { "$bin" "$@"; }; eval "$2" 2>&1"#,
                [folder, command])
            #expect(result.stdout == output, "\(example.testDescription): $ \(command)")
        }
    }
}
