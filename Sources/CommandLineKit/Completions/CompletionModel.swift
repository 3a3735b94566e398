import SheetText

/// The bash, zsh and fish completion scripts. Names read from the program when Tab is pressed are data in
/// every shell: none passes through `eval`, `compgen -W` or an unquoted expansion, so `$(touch x)` runs nothing.
package struct CompletionModel {
    package struct Command {
        package var path: [String]
        package var subcommands: [(name: String, abstract: String)]
        package var options: [OptionSpec]
        package var argument: ValueKind?

        /// The path as one word for scripts' `case` labels: `themes show`, or empty.
        package var key: String { path.joined(separator: " ") }
    }

    /// Fixed words, the lines the program prints when run with these arguments (each one word), or file names.
    package enum Source: Equatable {
        case words([String])
        case lines([String])
        case files
        case directories
    }

    package var commands: [Command] = []
    package var commandNames: [String]
    package var program: String
    /// A shell function name: every character but a letter, a digit or `_` made `_`.
    private var name: String { String(program.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" }) }

    package init<Context, Failure>(root: CommandDeclaration<Context, Failure>) {
        commandNames = root.subcommandNames
        program = root.name
        func visit(_ spec: CommandDeclaration<Context, Failure>, path: [String]) {
            let subcommands = spec.subcommands
            commands.append(
                Command(
                    path: path, subcommands: subcommands.map { ($0.name, $0.abstract) },
                    options: spec.visibleOptions, argument: spec.arguments.first?.kind))
            for sub in subcommands { visit(sub, path: path + [sub.name]) }
        }
        visit(root, path: [])
    }

    package func source(for kind: ValueKind) -> Source? {
        switch kind {
        case .choices(let words): .words(words)
        case .command: .words(commandNames)
        case .file: .files
        case .directory: .directories
        case .listed(_, let arguments): .lines(arguments)
        case .text, .integer, .index, .seconds: nil
        }
    }

    package func script(_ shell: String) -> String {
        switch shell {
        case "bash": bash
        case "zsh": zsh
        default: fish
        }
    }

    /// Walks the words typed so far: a subcommand moves the path on, a valued option skips the next word.
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

    /// Returns after the value's action, so a value with nothing to offer offers nothing.
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

    private func valuedLabels(_ quote: (String) -> String) -> [String] {
        commands.flatMap { command in
            command.options.filter { $0.value != nil }.flatMap { $0.names.map { quote(command.key + "::" + $0) } }
        }
    }

    private func argumentArms(_ subcommands: (Command) -> String, _ action: (Source) -> String) -> String {
        commands.map { command in
            if !command.subcommands.isEmpty { return "        \(quoted(command.key))) \(subcommands(command)) ;;\n" }
            guard let kind = command.argument, let source = source(for: kind) else { return "" }
            return "        \(quoted(command.key))) \(action(source)) ;;\n"
        }.joined()
    }

    /// The table's names and paths hold no character special inside double quotes.
    private func quoted(_ text: String) -> String { "\"\(text)\"" }

    static func singleQuoted(_ text: String) -> String { "'" + text.replacing(text: "'", with: "'\\''") + "'" }

    private var bash: String {
        func action(_ source: Source) -> String {
            switch source {
            case .words(let words): "_\(name)_offer " + words.map(Self.singleQuoted).joined(separator: " ")
            case .lines(let arguments):
                "_\(name)_offer_lines " + arguments.map(Self.singleQuoted).joined(separator: " ")
            case .files: "_\(name)_offer_files -f"
            case .directories: "_\(name)_offer_files -d"
            }
        }
        var out = #"""
            # bash completion for \#(program). Generated by '\#(program) completions bash'; do not edit.
            #   source <(\#(program) completions bash)

            # Offers each argument that starts with what is typed, as one word.
            _\#(name)_offer() {
                local candidate
                for candidate in "$@"; do
                    [[ "$candidate" == "$prefix"* ]] && COMPREPLY+=("$candidate")
                done
                return 0
            }

            # Offers each line that \#(program), run with these arguments, prints. The lines are names,
            # not shell code: each is one word, and readline quotes it when it is inserted.
            _\#(name)_offer_lines() {
                local -a lines
                mapfile -t lines < <("${COMP_WORDS[0]}" "$@" 2>/dev/null)
                _\#(name)_offer "${lines[@]}"
                compopt -o filenames 2>/dev/null
                return 0
            }

            # Offers the files (-f) or folders (-d) that start with what is typed.
            _\#(name)_offer_files() {
                mapfile -t COMPREPLY < <(compgen "$1" -- "$prefix")
                compopt -o filenames 2>/dev/null
                return 0
            }

            _\#(name)() {
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
        return out + "    esac\n}\n\ncomplete -F _\(name) \(program)\n"
    }

    private var zsh: String {
        func action(_ source: Source) -> String {
            switch source {
            case .words(let words): "compadd -- " + words.map(Self.singleQuoted).joined(separator: " ")
            case .lines(let arguments): "_\(name)_lines " + arguments.map(Self.singleQuoted).joined(separator: " ")
            case .files: "_files"
            case .directories: "_files -/"
            }
        }
        // `_describe` splits an item at its first unescaped colon.
        func item(_ name: String, _ help: String) -> String {
            Self.singleQuoted("\(name):\(help.replacing(text: ":", with: "\\:"))")
        }
        var out = """
            #compdef \(program)
            # zsh completion for \(program). Generated by '\(program) completions zsh'; do not edit.
            #   \(program) completions zsh > "${fpath[1]}/_\(name)"

            # Offers each line that \(program), run with these arguments, prints, as one word.
            _\(name)_lines() {
                local -a lines
                lines=( ${(f)"$("${words[1]}" "$@" 2>/dev/null)"} )
                compadd -- "${lines[@]}"
            }

            _\(name)() {
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

            # Autoloaded from $fpath, this file is the body of _\(name): it has just defined the
            # functions above, and completes the first Tab with them. Sourced, it registers them.
            if [[ "${funcstack[1]}" == _\(name) ]]; then
                _\(name) "$@"
            else
                compdef _\(name) \(program)
            fi

            """
    }

    private var fish: String {
        // Single-quoted for fish, where only `\\` and `\'` are escapes.
        func single(_ text: String) -> String {
            "'" + text.replacing(text: "\\", with: "\\\\").replacing(text: "'", with: "\\'") + "'"
        }
        // Fixed words are quoted twice: once for the `-a` string, once for fish's reading of it.
        func arguments(_ source: Source) -> String {
            switch source {
            case .words(let words): "-a " + single(words.map(single).joined(separator: " "))
            case .lines(let arguments):
                "-a " + single("(__\(name)_lines " + arguments.map(single).joined(separator: " ") + ")")
            case .files: "-F"
            case .directories: "-a " + single("(__fish_complete_directories (commandline -ct))")
            }
        }
        var out = """
            # fish completion for \(program). Generated by '\(program) completions fish'; do not edit.
            #   \(program) completions fish > ~/.config/fish/completions/\(program).fish

            function __\(name)_path
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

            function __\(name)_at
                set -l current (__\(name)_path)
                test "$current" = "$argv[1]"
            end

            # The lines that \(program), as typed on the command line, prints when run with these arguments.
            function __\(name)_lines
                set -l \(name) (commandline -opc)[1]
                command $\(name) $argv 2>/dev/null
            end

            complete -c \(program) -f

            """
        for command in commands {
            let condition = "-n " + single("__\(name)_at " + single(command.key))
            for sub in command.subcommands {
                out += "complete -c \(program) \(condition) -a \(single(sub.name)) -d \(single(sub.abstract))\n"
            }
            for option in command.options {
                var line = "complete -c \(program) \(condition) -l \(single(String(option.name.dropFirst(2))))"
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
                out += "complete -c \(program) \(condition) \(arguments(source))\n"
            }
        }
        return out
    }
}
