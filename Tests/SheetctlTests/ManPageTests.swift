import Foundation
import Testing

@testable import SheetctlCLI

/// `docs/sheetctl.1`: renders without warnings and documents everything the command table holds.
@Suite struct ManPageTests {
    static let path = LintTestSupport.packageRoot + "/docs/sheetctl.1"

    /// The page's source with roff's font changes and escaped dashes taken out, so options read
    /// as they are typed.
    static func plainSource() throws -> String {
        var text = try String(contentsOfFile: path, encoding: .utf8)
        for escape in ["\\fB", "\\fI", "\\fR", "\\fP"] { text = text.replacingOccurrences(of: escape, with: "") }
        return text.replacingOccurrences(of: "\\-", with: "-")
    }

    /// The text of one `.SS` or `.SH` section, up to the next heading.
    static func section(_ heading: String, in text: String) -> String? {
        guard let start = text.range(of: heading + "\n") else { return nil }
        let rest = text[start.upperBound...]
        let end = [rest.range(of: "\n.SS ")?.lowerBound, rest.range(of: "\n.SH ")?.lowerBound].compactMap { $0 }.min()
        return String(rest[..<(end ?? rest.endIndex)])
    }

    static let groff = ["/usr/bin/groff", "/bin/groff", "/usr/local/bin/groff"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test(.enabled(if: groff != nil)) func thePageRendersWithoutWarnings() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.groff!)
        process.arguments = ["-man", "-Tutf8", "-ww", "-z", Self.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.isEmpty)
    }

    @Test func thePageHasEverySection() throws {
        let text = try Self.plainSource()
        for heading in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES",
            "SEE ALSO",
        ] {
            #expect(text.contains("\n.SH \(heading)\n") || text.contains("\n.SH \"\(heading)\"\n"), "\(heading)")
        }
    }

    struct CommandCase: Sendable, CustomTestStringConvertible {
        var path: [String]
        var options: [String]
        var testDescription: String { (["sheetctl"] + path).joined(separator: " ") }
    }

    /// Every command of the table with its visible options.
    static let commands: [CommandCase] = {
        var cases: [CommandCase] = []
        func visit(_ spec: CommandSpec, _ path: [String]) {
            cases.append(CommandCase(path: path, options: spec.options.filter { !$0.isHidden }.map(\.name)))
            for sub in spec.subcommands { visit(sub, path + [sub.name]) }
        }
        visit(Commands.root, [])
        return cases
    }()

    @Test(arguments: commands)
    func everyCommandAndOptionOfTheTableIsDocumented(_ command: CommandCase) throws {
        let text = try Self.plainSource()
        // A command has a section of its own, or shares its group's (registry's subcommands).
        let headings =
            command.path.isEmpty
            ? [".SS \"Options of sheetctl itself\""]
            : [".SS \"sheetctl \(command.path.joined(separator: " "))\"", ".SS \"sheetctl \(command.path[0])\""]
        let found = headings.compactMap { Self.section($0, in: text) }
        let isGroup = command.path.count == 1 && Self.isGroup(command.path[0])
        #expect(!found.isEmpty || isGroup, "no section for \(command.testDescription)")
        let synopsis = try #require(Self.section(".SH SYNOPSIS", in: text))
        if !command.path.isEmpty && !isGroup {
            #expect(synopsis.contains(".B \(command.path.joined(separator: " "))"), "not in SYNOPSIS")
        }
        for option in command.options {
            #expect(found.contains { $0.contains(option) }, "\(option) of \(command.testDescription)")
        }
    }

    static func isGroup(_ name: String) -> Bool {
        Commands.root.subcommands.first { $0.name == name }?.subcommands.isEmpty == false
    }

    @Test func exitStatusListsEveryCode() throws {
        let section = try #require(Self.section(".SH EXIT STATUS", in: try Self.plainSource()))
        for code in [0, 1, 64, 65, 66, 124, 130] { #expect(section.contains(".B \(code)\n"), "\(code)") }
    }

    @Test func environmentListsEveryVariableTheToolReads() throws {
        let section = try #require(Self.section(".SH ENVIRONMENT", in: try Self.plainSource()))
        for name in [
            "SHEETCTL_REGISTRY", "SHEETCTL_THEME_PATH", "XDG_CONFIG_HOME", "NO_COLOR", "CLICOLOR_FORCE", "FORCE_COLOR",
            "COLORTERM", "TERM",
        ] {
            #expect(section.contains(name), "\(name)")
        }
    }
}
