import CommandLineKit
import Foundation
import PresenterRegistry
import Testing
@testable import SheetTerminal

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
            "COLORTERM", "TERM", "XDG_CACHE_HOME", "SHEETCTL_NO_CACHE",
        ] {
            #expect(section.contains(name), "\(name)")
        }
    }

    // MARK: What the declaration says, the page says

    /// The SYNOPSIS the declaration gives: one `.SY` block per command that runs, its visible
    /// options in order (`.OP` when optional, `.B`/`.I` when required), then its arguments;
    /// then one per option of `sheetctl` itself.
    static func synopsis(of root: CommandSpec) -> String {
        func roff(_ text: String) -> String { text.replacingOccurrences(of: "-", with: "\\-") }
        var out = ""
        func visit(_ spec: CommandSpec, _ path: [String]) {
            guard !spec.isGroup else {
                for sub in spec.subcommands { visit(sub, path + [sub.name]) }
                return
            }
            out += ".SY sheetctl\n.B \(roff(path.joined(separator: " ")))\n"
            for option in spec.options where !option.isHidden {
                let name = roff(option.short ?? option.name)
                if option.isRequired {
                    out += ".B \(name)\n" + (option.value == nil ? "" : ".I \(roff(option.placeholder))\n")
                } else {
                    out += ".OP \(name)" + (option.value == nil ? "" : " \(roff(option.placeholder))") + "\n"
                }
            }
            for argument in spec.arguments {
                if argument.followsDoubleDash { out += ".RB [ \\-\\- ]\n" }
                let name = roff(argument.name)
                switch argument.arity {
                case .one: out += ".I \(name)\n"
                case .optional: out += ".RI [ \(name) ]\n"
                case .oneOrMore: out += ".IR \(name) \" .\\|.\\|.\"\n"
                case .zeroOrMore: out += ".RI [ \(name) \" .\\|.\\|.]\"\n"
                }
            }
            out += ".YS\n"
        }
        visit(root, [])
        for option in root.options where !option.isHidden { out += ".SY sheetctl\n.B \(roff(option.name))\n.YS\n" }
        return out
    }

    @Test func theSynopsisIsTheDeclarations() throws {
        let page = try String(contentsOfFile: Self.path, encoding: .utf8)
        let synopsis = try #require(Self.section(".SH SYNOPSIS", in: page))
        let expected = Self.synopsis(of: Commands.root)
        #expect(synopsis + "\n" == expected, "docs/sheetctl.1's SYNOPSIS should be:\n\(expected)")
    }

    /// The section that documents a command: its own, or its group's.
    static func documentation(of path: [String], in text: String) -> String? {
        Self.section(".SS \"sheetctl \(path.joined(separator: " "))\"", in: text)
            ?? path.first.flatMap { Self.section(".SS \"sheetctl \($0)\"", in: text) }
    }

    @Test(arguments: commands)
    func everyOptionWithChoicesListsThemBesideItsName(_ command: CommandCase) throws {
        let spec = command.path.reduce(Commands.root) { $0.subcommand($1)! }
        let text = try Self.plainSource()
        for option in spec.options where !option.isHidden {
            guard case .choices(let words) = option.value else { continue }
            let section = try #require(Self.documentation(of: command.path, in: text))
            let listed = section.split(separator: "\n").contains {
                $0.contains(option.name) && $0.contains(words.joined(separator: "|"))
            }
            #expect(listed, "\(option.name) of \(command.testDescription): \(words.joined(separator: "|"))")
        }
    }

    /// The list entry (`.TP`) of a section whose head names `option`, up to the next entry or
    /// paragraph.
    static func paragraph(of option: String, in section: String) -> String? {
        let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.indices.first(where: { $0 > 0 && lines[$0 - 1] == ".TP" && lines[$0].contains(option) })
        else { return nil }
        let end = lines[(start + 1)...].firstIndex { $0 == ".TP" || $0 == ".PP" || $0.hasPrefix(".SS") }
        return lines[start..<(end ?? lines.endIndex)].joined(separator: "\n")
    }

    @Test(arguments: commands)
    func everyPresenterListIsTheCatalogs(_ command: CommandCase) throws {
        let spec = command.path.reduce(Commands.root) { $0.subcommand($1)! }
        for option in spec.options {
            guard let set = [PresenterSet.all, .terminal].first(where: { ValueKind.presenter($0) == option.value })
            else {
                continue
            }
            let section = try #require(Self.documentation(of: command.path, in: try Self.plainSource()))
            let paragraph = try #require(Self.paragraph(of: option.name, in: section), "\(command.testDescription)")
            let words = Set(paragraph.split { !$0.isLetter }.map(String.init))
            for name in BuiltInPresenters.names {
                let listed = words.contains(name)
                #expect(listed == set.builtIns.contains(name), "\(command.testDescription) \(option.name): \(name)")
            }
        }
    }

    @Test func showNamesEveryKeyThePickerActsOn() throws {
        let section = try #require(Self.section(".SS \"sheetctl show\"", in: try Self.plainSource()))
        for binding in PickerState.keyBindings {
            for name in binding.names {
                let named = section.contains(name)
                #expect(named, "the show section does not name \(name)")
            }
        }
    }
}
