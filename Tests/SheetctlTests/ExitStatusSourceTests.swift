import Foundation
import Testing

/// Exit codes are decided in one file, PresenterRegistry's `ExitStatus.swift`: the command line and
/// the host example name its statuses, never a number of their own.
@Suite struct ExitStatusSourceTests {
    static let root: String = {
        var root = #filePath
        for _ in 0..<3 { root = String(root[..<root.lastIndex(of: "/")!]) }
        return root
    }()

    /// A status written as a number where a status is returned, passed or stored.
    static var literal: Regex<AnyRegexOutput> {
        try! Regex(
        #"(exit\(|return |status: |status = |exitCode: |exitCode = )\s*(0|1|64|65|66|74|124|130)\b"#)
    }

    /// The lines of a Swift file with comments and string literals left out.
    static func code(_ text: String) -> [String] {
        // A multi-line literal (help text, a completion script) is left out whole, its lines kept empty.
        var lines: [Substring] = []
        var inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let opensOrCloses = line.contains("\"\"\"")
            lines.append(inBlock || opensOrCloses ? "" : line)
            if opensOrCloses, line.components(separatedBy: "\"\"\"").count == 2 { inBlock.toggle() }
        }
        return lines.map { line in
            var kept = ""
            var inString = false
            var previous: Character = " "
            for character in line {
                if !inString, character == "/", previous == "/" {
                    kept.removeLast()
                    break
                }
                if character == "\"", previous != "\\" {
                    inString.toggle()
                } else if !inString {
                    kept.append(character)
                }
                previous = character
            }
            return kept
        }
    }

    @Test(arguments: ["Sources/SheetctlCLI", "Sources/sheetctl", "Sources/sheetctl-host-example"])
    func noStatusIsWrittenAsANumber(_ folder: String) throws {
        let base = Self.root + "/" + folder
        let files = (FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOfFile: base + "/" + file, encoding: .utf8)
            for (number, line) in Self.code(text).enumerated() where line.contains(Self.literal) {
                Issue.record("\(folder)/\(file):\(number + 1): a status written as a number: \(line)")
            }
        }
    }
}
