/// The bash, zsh and fish completion scripts, generated from the command table: a command or
/// option added to the table is completed without anyone remembering to, from its declared
/// ``ValueKind``.
///
/// Names read from `sheetctl` when Tab is pressed (themes, presenters) are data in every shell:
/// bash reads them line by line with `mapfile`, zsh splits them with `${(f)…}` and gives them to
/// `compadd` after `--`, fish takes a command substitution's lines as words; none of them passes
/// a name through `eval`, `compgen -W` or an unquoted expansion, so `$(touch x)` runs nothing.
struct CompletionModel {
    /// One command or group: its path (`["themes", "show"]`, empty for `sheetctl`), its
    /// subcommands, its visible options (`--help` included) and what its positional words are.
    struct Command {
        var path: [String]
        var subcommands: [CommandSpec]
        var options: [OptionSpec]
        var argument: ValueKind?

        /// The path as one word for scripts' `case` labels: `themes show`, or empty.
        var key: String { path.joined(separator: " ") }
    }

    /// Where a shell finds the words for a value: fixed words written into the script, the lines
    /// `sheetctl` prints when run with these arguments (each one word), file or folder names.
    enum Source: Equatable {
        case words([String])
        case lines([String])
        case files
        case directories
    }

    /// Every command, parents before children.
    var commands: [Command] = []
    /// The names of the top-level commands (for `help`).
    var commandNames: [String]

    /// Flattens a command table from its root, `sheetctl`.
    init(root: CommandSpec) {
        commandNames = root.subcommandNames
        func visit(_ spec: CommandSpec, path: [String]) {
            commands.append(
                Command(
                    path: path, subcommands: spec.subcommands, options: spec.visibleOptions,
                    argument: spec.arguments.first?.kind))
            for sub in spec.subcommands { visit(sub, path: path + [sub.name]) }
        }
        visit(root, path: [])
    }

    /// Where the words for a kind of value come from; `nil` when a shell has nothing to offer.
    func source(for kind: ValueKind) -> Source? {
        switch kind {
        case .choices(let words): .words(words)
        case .command: .words(commandNames)
        case .file: .files
        case .directory: .directories
        case .theme: .lines(["themes", "list", "--names"])
        case .presenter(.all): .lines(["presenters", "list", "--names"])
        case .presenter(.terminal): .lines(["presenters", "list", "--names", "--terminal"])
        case .text, .integer, .index, .seconds: nil
        }
    }

    /// The script for `shell`: `bash`, `zsh` or `fish`.
    func script(_ shell: String) -> String {
        switch shell {
        case "bash": bash
        case "zsh": zsh
        default: fish
        }
    }

    /// The arms of the `case "$cmdpath::$word"` that walk the words typed so far: a subcommand
    /// moves the command path on, and an option that takes a value skips the word after it.
    private var pathWalkArms: String {
        var out = ""
        for command in commands {
            for sub in command.subcommands {
                let full = (command.path + [sub.name]).joined(separator: " ")
                out += "            \(quoted(command.key + "::" + sub.name))) cmdpath=\(quoted(full)) ;;\n"
            }
        }
        let valued = valuedLabels(quoted)
        if !valued.isEmpty { out += "            " + valued.joined(separator: "|") + ") skip=1 ;;\n" }
        return out
    }

    /// The arms of the `case "$cmdpath::$prev"` that complete an option's value with the shell's
    /// statement for its source, then return, so a value with nothing to offer offers nothing.
    private func valueArms(_ action: (Source) -> String) -> String {
        var out = ""
        for command in commands {
            for option in command.options {
                guard let kind = option.value else { continue }
                out += "        " + option.names.map { quoted(command.key + "::" + $0) }.joined(separator: "|")
                out += ") \(source(for: kind).map(action) ?? ":"); return ;;\n"
            }
        }
        return out
    }

    /// `command::--name` of every option that takes a value, quoted as a shell's `case` label.
    private func valuedLabels(_ quote: (String) -> String) -> [String] {
        commands.flatMap { command in
            command.options.filter { $0.value != nil }.flatMap { $0.names.map { quote(command.key + "::" + $0) } }
        }
    }

    /// The positional arms: a group's subcommands, or the words its argument takes.
    private func argumentArms(_ subcommands: (Command) -> String, _ action: (Source) -> String) -> String {
        commands.map { command in
            if !command.subcommands.isEmpty { return "        \(quoted(command.key))) \(subcommands(command)) ;;\n" }
            guard let kind = command.argument, let source = source(for: kind) else { return "" }
            return "        \(quoted(command.key))) \(action(source)) ;;\n"
        }.joined()
    }

    /// Double-quoted for a `case` label; the table's names and paths hold no character special
    /// inside double quotes.
    private func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// Single-quoted for bash and zsh: a quote inside closes, escapes and reopens.
    static func singleQuoted(_ text: String) -> String { "'" + text.replacingAll("'", with: "'\\''") + "'" }

    private var bash: String {
        func action(_ source: Source) -> String {
            switch source {
            case .words(let words): "_sheetctl_offer " + words.map(Self.singleQuoted).joined(separator: " ")
            case .lines(let arguments):
                "_sheetctl_offer_lines " + arguments.map(Self.singleQuoted).joined(separator: " ")
            case .files: "_sheetctl_offer_files -f"
            case .directories: "_sheetctl_offer_files -d"
            }
        }
        var out = #"""
            # bash completion for sheetctl. Generated by 'sheetctl completions bash'; do not edit.
            #   source <(sheetctl completions bash)

            # Offers each argument that starts with what is typed, as one word.
            _sheetctl_offer() {
                local candidate
                for candidate in "$@"; do
                    [[ "$candidate" == "$prefix"* ]] && COMPREPLY+=("$candidate")
                done
                return 0
            }

            # Offers each line that sheetctl, run with these arguments, prints. The lines are names,
            # not shell code: each is one word, and readline quotes it when it is inserted.
            _sheetctl_offer_lines() {
                local -a lines
                mapfile -t lines < <("${COMP_WORDS[0]}" "$@" 2>/dev/null)
                _sheetctl_offer "${lines[@]}"
                compopt -o filenames 2>/dev/null
                return 0
            }

            # Offers the files (-f) or folders (-d) that start with what is typed.
            _sheetctl_offer_files() {
                mapfile -t COMPREPLY < <(compgen "$1" -- "$prefix")
                compopt -o filenames 2>/dev/null
                return 0
            }

            _sheetctl() {
                local cur="${COMP_WORDS[COMP_CWORD]}"
                local prev="${COMP_WORDS[COMP_CWORD-1]}"
                # What is typed, without the quote it may open with or its backslashes: compared as
                # text, never expanded.
                local prefix="$cur"
                case "$prefix" in \'* | \"*) prefix="${prefix:1}" ;; esac
                prefix="${prefix//\\/}"
                COMPREPLY=()
                local cmdpath="" skip=0 i word
                for (( i = 1; i < COMP_CWORD; i++ )); do
                    word="${COMP_WORDS[i]}"
                    if (( skip )); then skip=0; continue; fi
                    case "$cmdpath::$word" in

            """#
        out += pathWalkArms + "        esac\n    done\n    case \"$cmdpath::$prev\" in\n" + valueArms(action)
        out += "    esac\n    if [[ \"$cur\" == -* ]]; then\n        case \"$cmdpath\" in\n"
        for command in commands {
            out += "            \(quoted(command.key))) \(action(.words(command.options.flatMap(\.names)))) ;;\n"
        }
        out += "        esac\n        return\n    fi\n    case \"$cmdpath\" in\n"
        out += argumentArms({ action(.words($0.subcommands.map(\.name))) }, action)
        return out + "    esac\n}\n\ncomplete -F _sheetctl sheetctl\n"
    }

    private var zsh: String {
        func action(_ source: Source) -> String {
            switch source {
            case .words(let words): "compadd -- " + words.map(Self.singleQuoted).joined(separator: " ")
            case .lines(let arguments): "_sheetctl_lines " + arguments.map(Self.singleQuoted).joined(separator: " ")
            case .files: "_files"
            case .directories: "_files -/"
            }
        }
        // `_describe` splits an item at its first unescaped colon.
        func item(_ name: String, _ help: String) -> String {
            Self.singleQuoted("\(name):\(help.replacingAll(":", with: "\\:"))")
        }
        var out = """
            #compdef sheetctl
            # zsh completion for sheetctl. Generated by 'sheetctl completions zsh'; do not edit.
            #   sheetctl completions zsh > "${fpath[1]}/_sheetctl"

            # Offers each line that sheetctl, run with these arguments, prints, as one word.
            _sheetctl_lines() {
                local -a lines
                lines=( ${(f)"$("${words[1]}" "$@" 2>/dev/null)"} )
                compadd -- "${lines[@]}"
            }

            _sheetctl() {
                local cmdpath="" word cur="${words[CURRENT]}" prev="${words[CURRENT-1]}"
                local -i i skip=0
                local -a items
                for (( i = 2; i < CURRENT; i++ )); do
                    word="${words[i]}"
                    if (( skip )); then skip=0; continue; fi
                    case "$cmdpath::$word" in

            """
        out += pathWalkArms + "        esac\n    done\n    case \"$cmdpath::$prev\" in\n" + valueArms(action)
        out += "    esac\n    if [[ \"$cur\" == -* ]]; then\n        case \"$cmdpath\" in\n"
        for command in commands {
            let items = command.options.flatMap { option in option.names.map { item($0, option.help) } }
            out += "            \(quoted(command.key))) items=( \(items.joined(separator: " ")) ) ;;\n"
        }
        out += "        esac\n        _describe -t options 'option' items\n        return\n    fi\n"
        out += "    case \"$cmdpath\" in\n"
        out += argumentArms(
            {
                let items = $0.subcommands.map { item($0.name, $0.abstract) }.joined(separator: " ")
                return "items=( \(items) ); _describe -t commands 'command' items"
            },
            action)
        return out + """
                esac
            }

            # Autoloaded from $fpath, this file is the body of _sheetctl: it has just defined the
            # functions above, and completes the first Tab with them. Sourced, it registers them.
            if [[ "${funcstack[1]}" == _sheetctl ]]; then
                _sheetctl "$@"
            else
                compdef _sheetctl sheetctl
            fi

            """
    }

    private var fish: String {
        // Single-quoted for fish, where only `\\` and `\'` are escapes.
        func single(_ text: String) -> String {
            "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
        }
        // Fixed words are quoted twice: once for the `-a` string, once for fish's reading of it.
        func arguments(_ source: Source) -> String {
            switch source {
            case .words(let words): "-a " + single(words.map(single).joined(separator: " "))
            case .lines(let arguments):
                "-a " + single("(__sheetctl_lines " + arguments.map(single).joined(separator: " ") + ")")
            case .files: "-F"
            case .directories: "-a " + single("(__fish_complete_directories (commandline -ct))")
            }
        }
        var out = """
            # fish completion for sheetctl. Generated by 'sheetctl completions fish'; do not edit.
            #   sheetctl completions fish > ~/.config/fish/completions/sheetctl.fish

            function __sheetctl_path
                set -l cmdpath ''
                set -l skip 0
                for word in (commandline -opc)[2..-1]
                    if test $skip -eq 1
                        set skip 0
                        continue
                    end
                    switch "$cmdpath::$word"

            """
        for command in commands {
            for sub in command.subcommands {
                out += "            case \(single(command.key + "::" + sub.name))\n"
                out += "                set cmdpath \(single((command.path + [sub.name]).joined(separator: " ")))\n"
            }
        }
        let valued = valuedLabels(single)
        if !valued.isEmpty { out += "            case \(valued.joined(separator: " "))\n                set skip 1\n" }
        out += """
                    end
                end
                echo $cmdpath
            end

            function __sheetctl_at
                set -l current (__sheetctl_path)
                test "$current" = "$argv[1]"
            end

            # The lines that sheetctl, as typed on the command line, prints when run with these arguments.
            function __sheetctl_lines
                set -l sheetctl (commandline -opc)[1]
                command $sheetctl $argv 2>/dev/null
            end

            complete -c sheetctl -f

            """
        for command in commands {
            let condition = "-n " + single("__sheetctl_at " + single(command.key))
            for sub in command.subcommands {
                out += "complete -c sheetctl \(condition) -a \(single(sub.name)) -d \(single(sub.abstract))\n"
            }
            for option in command.options {
                var line = "complete -c sheetctl \(condition) -l \(single(String(option.name.dropFirst(2))))"
                if let short = option.short { line += " -s \(single(String(short.dropFirst())))" }
                if let kind = option.value {
                    // -x (a value, and no file names) unless the value is a file: -r -F.
                    let source = source(for: kind)
                    line += source == .files ? " -r" : " -x"
                    if let source { line += " " + arguments(source) }
                }
                out += line + " -d " + single(option.help) + "\n"
            }
            if command.subcommands.isEmpty, let kind = command.argument, let source = source(for: kind) {
                out += "complete -c sheetctl \(condition) \(arguments(source))\n"
            }
        }
        return out
    }
}

extension String {
    /// The text with every occurrence of `target` replaced (without Foundation).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
