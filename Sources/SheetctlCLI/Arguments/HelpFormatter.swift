import SheetText

/// Writes help in swift-argument-parser's layout, all from the command's declaration: OVERVIEW,
/// USAGE, the discussion, ARGUMENTS, OPTIONS and SUBCOMMANDS.
enum HelpFormatter {
    /// The full help of a command.
    static func help(for spec: CommandSpec, path: [String]) -> String {
        var out = "OVERVIEW: \(spec.abstract)\n\nUSAGE: \(usage(for: spec, path: path))\n"
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
            out += "\n  See '\((["sheetctl"] + path).joined(separator: " ")) help <subcommand>' for detailed help.\n"
        }
        return out
    }

    /// `sheetctl path… [options] <arguments>`: every visible option, then the positional
    /// arguments, or the subcommand a group needs (the man page's SYNOPSIS line).
    static func usage(for spec: CommandSpec, path: [String]) -> String {
        usage(spec, path, options: spec.options.filter { !$0.isHidden }.map(\.usage))
    }

    /// `sheetctl path… [<options>] <arguments>`: the short usage a usage error shows; the options
    /// are in the help it points to.
    static func shortUsage(for spec: CommandSpec, path: [String]) -> String {
        usage(spec, path, options: spec.options.contains { !$0.isHidden } ? ["[<options>]"] : [])
    }

    private static func usage(_ spec: CommandSpec, _ path: [String], options: [String]) -> String {
        let rest = spec.isGroup ? [path.isEmpty ? "<command>" : "<subcommand>"] : spec.arguments.map(\.usage)
        return (["sheetctl"] + path + options + rest).joined(separator: " ")
    }

    private static func row(_ left: String, _ right: String) -> String {
        let column = 26
        if left.count + 2 >= column { return "  \(left)\n" + String(repeating: " ", count: column) + right + "\n" }
        return "  " + left + String(repeating: " ", count: column - 2 - left.count) + right + "\n"
    }

    /// Prints a usage error in swift-argument-parser's form and returns 64.
    static func usageError(_ error: UsageError, spec: CommandSpec, path: [String], context: CommandContext) -> Int32 {
        var text: MessageText = "Error: \(error.message)\n"
        if let suggestion = error.suggestion { text += "Did you mean '\(suggestion)'?\n" }
        text += "Usage: \(HelpFormatter.shortUsage(for: spec, path: path))\n"
        text += "  See '\((["sheetctl"] + path + ["--help"]).joined(separator: " "))' for more information.\n"
        context.stderr.write(text)
        return CommandFailure.usage(error).exitCode
    }
}
