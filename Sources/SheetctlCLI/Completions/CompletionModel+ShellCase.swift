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

    /// The arms of the `case "$cmdpath::$prev"` that complete an option's value: each runs the
    /// shell's own statement for where the value's words come from, then returns, so a value
    /// with nothing to offer offers nothing rather than options or positional words.
    /// - Parameter action: The shell's statement for a source of words.
    func valueArms(_ action: (Source) -> String) -> String {
        var out = ""
        for command in commands {
            for option in command.options {
                guard let kind = option.value else { continue }
                let statement = source(for: kind).map(action) ?? ":"
                out += "        " + Self.labels(of: option, in: command).joined(separator: "|")
                out += ") \(statement); return ;;\n"
            }
        }
        return out
    }

    /// `"command::--name"` and `"command::-n"`: an option's labels in those `case` statements.
    private static func labels(of option: OptionSpec, in command: Command) -> [String] {
        ([option.name] + (option.short.map { [$0] } ?? [])).map { quoted(command.key + "::" + $0) }
    }

    /// Double-quoted for a `case` label; the table's names and paths hold no character special
    /// inside double quotes.
    private static func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// Single-quoted for bash and zsh, so any text stays one literal word: a quote inside closes,
    /// escapes and reopens.
    static func singleQuoted(_ text: String) -> String {
        "'" + text.replacingAll("'", with: "'\\''") + "'"
    }
}
