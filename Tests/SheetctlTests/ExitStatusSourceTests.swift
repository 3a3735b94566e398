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

    /// The Swift files under a folder of the package, by their paths inside it.
    static func swiftFiles(in folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: root + "/" + folder)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }
    }

    /// A status chosen outside `ExitStatus.swift`. The command line names `ExitStatus.success`
    /// alone: every other status comes from a failure's `exitStatus`. A library names no status
    /// and gives nothing called a status a number: what it reports is a value that
    /// `ExitStatus.swift` maps (as `LanguageServerEnding` and `LivePreviewEnding`).
    static func chosenStatus(in line: String, commandLine: Bool) -> Bool {
        let named = try! Regex(commandLine ? #"ExitStatus\.(?!success\b)\w"# : #"ExitStatus\.\w"#)
        let numbered = try! Regex(#"[sS]tatus\w*\s*=\s.*\?\s*(0|1|64|65|66|74|124|130)\s*:"#)
        return line.contains(named) || line.contains(numbered)
    }

    static let targets: [String] = {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root + "/Sources")) ?? []
        // The host example shows a host ending as `sheetctl present` does, with the public statuses.
        return folders.filter { $0 != "sheetctl-host-example" }.sorted().map { "Sources/" + $0 }
    }()

    @Test(arguments: targets)
    func noStatusIsChosenOutsideExitStatusSwift(_ folder: String) throws {
        let commandLine = folder == "Sources/SheetctlCLI" || folder == "Sources/sheetctl"
        for file in Self.swiftFiles(in: folder)
        where folder + "/" + file != "Sources/PresenterRegistry/Host/ExitStatus.swift" {
            let text = try String(contentsOfFile: Self.root + "/" + folder + "/" + file, encoding: .utf8)
            for (number, line) in Self.code(text).enumerated()
            where Self.chosenStatus(in: line, commandLine: commandLine) {
                Issue.record("\(folder)/\(file):\(number + 1): a status chosen outside ExitStatus.swift: \(line)")
            }
        }
    }

    @Test func theRulesRefuseAStatusChosenElsewhere() {
        #expect(
            Self.chosenStatus(
                in: "case .inputEnded(let a): return a ? ExitStatus.success : ExitStatus.failure", commandLine: true))
        #expect(Self.chosenStatus(in: "case .signal(let n): return ExitStatus.stopped(bySignal: n)", commandLine: true))
        #expect(!Self.chosenStatus(in: "return ExitStatus.success", commandLine: true))
        #expect(Self.chosenStatus(in: "exitStatus = lifecycle == .shutDown ? 0 : 1", commandLine: false))
        #expect(Self.chosenStatus(in: "return ExitStatus.success", commandLine: false))
        #expect(!Self.chosenStatus(in: "ending = .exited(afterShutdown: lifecycle == .shutDown)", commandLine: false))
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
