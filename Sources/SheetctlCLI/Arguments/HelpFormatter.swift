/// Writes help in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS/OPTIONS, SUBCOMMANDS.
enum HelpFormatter {
    /// The full help of a command.
    static func help(for spec: CommandSpec, path: [String]) -> String {
        var out = "OVERVIEW: \(spec.abstract)\n\n"
        out += "USAGE: \(usage(for: spec, path: path))\n"
        if !spec.discussion.isEmpty {
            out += "\n" + spec.discussion.trimmingTrailingNewlines() + "\n"
        }
        if let arguments = spec.arguments, !arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            for argument in arguments { out += row("<\(argument.name)>", argument.help) }
        }
        let options = spec.options.filter { !$0.isHidden } + [.flag("--help", short: "-h", "Show help information.")]
        out += "\nOPTIONS:\n"
        for option in options {
            var names = option.short.map { "\($0), " } ?? ""
            names += option.name
            if let value = option.value { names += " <\(value.lowercased())>" }
            out += row(names, option.help)
        }
        if !spec.subcommands.isEmpty {
            out += "\nSUBCOMMANDS:\n"
            for sub in spec.subcommands { out += row(sub.name, sub.abstract) }
            out += "\n  See '\((["sheetctl"] + path).joined(separator: " ")) help <subcommand>' for detailed help.\n"
        }
        return out
    }

    /// `sheetctl path… usage`.
    static func usage(for spec: CommandSpec, path: [String]) -> String {
        let head = (["sheetctl"] + path).joined(separator: " ")
        return spec.usage.isEmpty ? head : "\(head) \(spec.usage)"
    }

    private static func row(_ left: String, _ right: String) -> String {
        let column = 26
        if left.count + 2 >= column {
            return "  \(left)\n" + String(repeating: " ", count: column) + right + "\n"
        }
        return "  " + left + String(repeating: " ", count: column - 2 - left.count) + right + "\n"
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
