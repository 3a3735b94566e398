/// Writes help in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS/OPTIONS, SUBCOMMANDS,
/// all from the command's declaration.
enum HelpFormatter {
    /// The full help of a command.
    static func help(for spec: CommandSpec, path: [String]) -> String {
        var out = "OVERVIEW: \(spec.abstract)\n\n"
        out += "USAGE: \(usage(for: spec, path: path))\n"
        if !spec.discussion.isEmpty {
            out += "\n" + spec.discussion.trimmingTrailingNewlines() + "\n"
        }
        if !spec.arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            for argument in spec.arguments { out += row("<\(argument.name)>", argument.help) }
        }
        out += "\nOPTIONS:\n"
        for option in spec.visibleOptions {
            var names = option.short.map { "\($0), " } ?? ""
            names += option.name
            if option.value != nil { names += " <\(option.placeholder)>" }
            out += row(names, option.help)
        }
        if spec.isGroup {
            out += "\nSUBCOMMANDS:\n"
            for sub in spec.subcommands { out += row(sub.name, sub.abstract) }
            out += "\n  See '\((["sheetctl"] + path).joined(separator: " ")) help <subcommand>' for detailed help.\n"
        }
        return out
    }

    /// `sheetctl path… [options] <arguments>`: every visible option, then the positional
    /// arguments, or the subcommand a group needs.
    static func usage(for spec: CommandSpec, path: [String]) -> String {
        var words = ["sheetctl"] + path
        words += spec.options.filter { !$0.isHidden }.map(\.usage)
        if spec.isGroup {
            words.append(path.isEmpty ? "<command>" : "<subcommand>")
        } else {
            words += spec.arguments.map(\.usage)
        }
        return words.joined(separator: " ")
    }

    /// `sheetctl path… [<options>] <arguments>`: the usage a usage error shows, short, as
    /// swift-argument-parser's is; the options are in the help it points to.
    static func shortUsage(for spec: CommandSpec, path: [String]) -> String {
        var words = ["sheetctl"] + path
        if spec.options.contains(where: { !$0.isHidden }) { words.append("[<options>]") }
        if spec.isGroup {
            words.append(path.isEmpty ? "<command>" : "<subcommand>")
        } else {
            words += spec.arguments.map(\.usage)
        }
        return words.joined(separator: " ")
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
