import Foundation
import Testing

/// The worked example of `docs/design-tokens.md` runs as written: its `json PATH` and `yaml PATH` blocks are written
/// to a fresh folder, then its `sh` blocks run there in order, under `set -e`, with the built tool.
@Suite struct DesignTokensGuideTests {
    static let guide = LintTestSupport.packageRoot + "/docs/design-tokens.md"

    /// The guide's files (path, text) and its shell lines, in order.
    static func example() throws -> (files: [(String, String)], script: String) {
        let text = try String(contentsOfFile: guide, encoding: .utf8)
        var files: [(String, String)] = []
        var script = ""
        var block: (kind: String, lines: [String])?
        for line in text.components(separatedBy: "\n") {
            if block == nil, line.hasPrefix("```") {
                block = (String(line.dropFirst(3)), [])
            } else if let current = block, line == "```" {
                let body = current.lines.joined(separator: "\n") + "\n"
                if current.kind == "sh" {
                    script += body
                } else if current.kind.hasPrefix("json ") || current.kind.hasPrefix("yaml ") {
                    files.append((String(current.kind.dropFirst(5)), body))
                }
                block = nil
            } else if block != nil {
                block!.lines.append(line)
            }
        }
        return (files, script)
    }

    @Test func theWorkedExampleRuns() throws {
        let example = try Self.example()
        #expect(example.files.count == 5)
        #expect(example.script.contains("sheetctl themes export"))
        let binary = try #require(SheetctlProcess.binary, "the sheetctl executable was not built")
        let bash = try #require(ShellScript.bash, "bash is needed")
        let folder = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, text) in example.files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let result = try SheetctlProcess.run(
            executable: bash, ["-c", "set -e -o pipefail\n" + example.script],
            environment: ["PATH": (binary as NSString).deletingLastPathComponent + ":/usr/bin:/bin"], directory: folder)
        #expect(result.code == 0, "\(result.stdout)\n\(result.stderr)")
        // What the guide says the import prints: the two files, and a warning for each display-p3 red.
        #expect(result.stdout.hasPrefix("themes/brand-light.yaml\nthemes/brand-dark.yaml\n"))
        #expect(result.stderr.contains("brand/primitives.json:10:24: warning: 'palette.red' (display-p3"))
        #expect(result.stderr.contains("brand/primitives.json:11:26: warning: 'palette.coral' (display-p3"))
        let light = try String(contentsOfFile: folder + "/themes/brand-light.yaml", encoding: .utf8)
        #expect(light.contains("counterpart: brand-dark"))
    }
}
