import SheetText

/// Help in swift-argument-parser's layout, all from the command's declaration; `program` is the first word typed.
package enum HelpFormatter {
    package static func help<Context, Failure>(
        for spec: CommandDeclaration<Context, Failure>, path: [String], program: String
    ) -> String {
        var out = "OVERVIEW: \(spec.abstract)\n\nUSAGE: \(usage(for: spec, path: path, program: program))\n"
        var discussion = spec.discussion
        while discussion.hasSuffix("\n") { discussion.removeLast() }
        if !discussion.isEmpty { out += "\n" + discussion + "\n" }
        if !spec.arguments.isEmpty {
            out += "\nARGUMENTS:\n" + spec.arguments.map { row("<\($0.name)>", $0.help) }.joined()
        }
        out += "\nOPTIONS:\n"
        for option in spec.visibleOptions {
            let names = (option.short.map { "\($0), " } ?? "") + option.name
            out += row(option.value == nil ? names : "\(names) <\(option.placeholder)>", option.help)
        }
        if spec.isGroup {
            out += "\nSUBCOMMANDS:\n" + spec.subcommands.map { row($0.name, $0.abstract) }.joined()
            out += "\n  See '\(([program] + path).joined(separator: " ")) help <subcommand>' for detailed help.\n"
        }
        return out
    }

    /// Every visible option, then the positional arguments or subcommand (a man page's SYNOPSIS line).
    package static func usage<Context, Failure>(
        for spec: CommandDeclaration<Context, Failure>, path: [String], program: String
    ) -> String {
        usage(spec, [program] + path, options: spec.options.filter { !$0.isHidden }.map(\.usage))
    }

    /// The short usage a usage error shows; the options are in the help it points to.
    package static func shortUsage<Context, Failure>(
        for spec: CommandDeclaration<Context, Failure>, path: [String], program: String
    ) -> String {
        usage(spec, [program] + path, options: spec.options.contains { !$0.isHidden } ? ["[<options>]"] : [])
    }

    package static func usageError<Context, Failure>(
        _ error: UsageError, spec: CommandDeclaration<Context, Failure>, path: [String], program: String
    ) -> MessageText {
        var text: MessageText = "Error: \(error.message)\n"
        if let suggestion = error.suggestion { text += "Did you mean '\(suggestion)'?\n" }
        text += "Usage: \(shortUsage(for: spec, path: path, program: program))\n"
        text += "  See '\(([program] + path + ["--help"]).joined(separator: " "))' for more information.\n"
        return text
    }

    private static func usage<Context, Failure>(
        _ spec: CommandDeclaration<Context, Failure>, _ words: [String], options: [String]
    ) -> String {
        let rest = spec.isGroup ? [words.count == 1 ? "<command>" : "<subcommand>"] : spec.arguments.map(\.usage)
        return (words + options + rest).joined(separator: " ")
    }

    private static func row(_ left: String, _ right: String) -> String {
        let column = 26
        if left.count + 2 >= column { return "  \(left)\n" + String(repeating: " ", count: column) + right + "\n" }
        return "  " + left + String(repeating: " ", count: column - 2 - left.count) + right + "\n"
    }
}
