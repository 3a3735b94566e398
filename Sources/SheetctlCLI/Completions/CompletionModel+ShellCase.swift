extension CompletionModel {
    /// The arms of the `case "$cmdpath::$word"` that bash's and zsh's scripts use to walk the
    /// words typed so far: a subcommand moves the command path on, and an option that takes a
    /// value skips the word after it. The same text serves both shells.
    var pathWalkArms: String {
        var out = ""
        for command in commands {
            for sub in command.subcommands {
                let full = (command.path + [sub.name]).joined(separator: " ")
                out += "            \(Self.quoted(command.key + "::" + sub.name))) cmdpath=\(Self.quoted(full)) ;;\n"
            }
        }
        let valued = commands.flatMap { command in
            command.options.filter { $0.value != nil }.flatMap { Self.labels(of: $0, in: command) }
        }
        if !valued.isEmpty { out += "            " + valued.joined(separator: "|") + ") skip=1 ;;\n" }
        return out
    }

    /// The arms of the `case "$cmdpath::$prev"` that complete an option's value, each running
    /// the shell's own action for the option's kind of value.
    /// - Parameter action: The shell's command for a kind of value, or `nil` to leave it alone.
    func valueArms(_ action: (ValueCompletion) -> String?) -> String {
        var out = ""
        for command in commands {
            for option in command.options where option.value != nil {
                guard let action = action(option.completion) else { continue }
                out +=
                    "        " + Self.labels(of: option, in: command).joined(separator: "|")
                    + ") \(action); return ;;\n"
            }
        }
        return out
    }

    /// `"command::--name"` and `"command::-n"`: an option's labels in those `case` statements.
    private static func labels(of option: OptionSpec, in command: Command) -> [String] {
        ([option.name] + (option.short.map { [$0] } ?? [])).map { quoted(command.key + "::" + $0) }
    }

    private static func quoted(_ text: String) -> String { "\"\(text)\"" }
}
