import Foundation
import OutsideClients
import Testing

@testable import SheetctlCLI

/// Runs a script of `sheetctl completions` in the real shell, non-interactively, and reports what
/// it offers for command lines, as a person pressing Tab would see it.
///
/// - bash: the script is sourced and `_sheetctl` is called with `COMP_WORDS` and `COMP_CWORD`
///   set; the offer is `COMPREPLY`.
/// - zsh: the script is sourced with `compadd`, `_describe` and `_files` stubbed to record their
///   words; zsh's real `compadd` matches them against what is typed, so the harness keeps those
///   that start with the word being completed, as it would.
/// - fish: the script is sourced and `complete -C` asked; each line's text before the tab is one
///   word offered.
///
/// Every run has `sheetctl` first on `PATH` (the scripts run it to list themes and presenters)
/// and its own `HOME`, so no configuration of the machine is read.
enum ShellCompletion {
    enum Shell: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case bash, zsh, fish
        var testDescription: String { rawValue }

        /// The shell, as a client the tests need.
        var client: OutsideClient {
            switch self {
            case .bash: .bash
            case .zsh: .zsh
            case .fish: .fish
            }
        }
    }

    /// What went wrong running a shell.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The words offered for each command line.
    /// - Parameters:
    ///   - shell: The shell to run.
    ///   - lines: Command lines after `sheetctl`; the last word of each is the one being
    ///     completed (`""` for a new word).
    ///   - environment: Variables added to the run's own (`SHEETCTL_THEME_PATH`, a `PATH` to put
    ///     after `sheetctl`'s folder).
    ///   - directory: The working directory; a new empty one by default.
    /// - Returns: For each line, the words offered, in the shell's order.
    static func offers(
        _ shell: Shell, for lines: [[String]], environment: [String: String] = [:], directory: String? = nil
    ) throws -> [[String]] {
        let executable = try shell.client.require()
        guard let binary = SheetctlProcess.binary else { throw SheetctlProcess.NotBuilt() }
        let folder = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/sheetctl.\(shell)"
        try LintTestSupport.write(SheetctlProcess.runInProcess(["completions", shell.rawValue]).stdout, to: script)
        let program = folder + "/program.\(shell)"
        try LintTestSupport.write(self.program(shell, script: script, lines: lines), to: program)

        let binaryFolder = URL(fileURLWithPath: binary).deletingLastPathComponent().path
        var variables = ["HOME": folder, "XDG_CONFIG_HOME": folder + "/config", "TERM": "dumb"]
        variables.merge(environment) { _, given in given }
        variables["PATH"] = binaryFolder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let result = try SheetctlProcess.run(
            executable: executable, [program], environment: variables, directory: directory ?? folder)
        guard result.code == 0, !result.timedOut else {
            throw Failure(description: "\(shell) exited \(result.code): \(result.stderr)")
        }
        var offered = [[String]](repeating: [], count: lines.count)
        for record in result.stdout.split(separator: "\n", omittingEmptySubsequences: false) where !record.isEmpty {
            let fields = record.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 2, let index = Int(fields[0]), offered.indices.contains(index) else {
                throw Failure(description: "\(shell) printed an unexpected line: \(record)")
            }
            offered[index].append(String(fields[1]))
        }
        if shell == .zsh {
            for (index, line) in lines.enumerated() { offered[index].removeAll { !$0.hasPrefix(line.last ?? "") } }
        }
        return offered
    }

    /// The program that sources the script and prints `index<TAB>word` for each word offered.
    private static func program(_ shell: Shell, script: String, lines: [[String]]) -> String {
        let words = lines.map { ["sheetctl"] + $0 }
        switch shell {
        case .bash:
            var out = """
                source \(posix(script))
                offer() {
                    COMPREPLY=()
                    _sheetctl
                    local word
                    for word in "${COMPREPLY[@]}"; do printf '%s\\t%s\\n' "$1" "$word"; done
                }

                """
            for (index, line) in words.enumerated() {
                out += "COMP_WORDS=(\(line.map(posix).joined(separator: " "))); COMP_CWORD=\(line.count - 1); "
                out += "offer \(index)\n"
            }
            return out
        case .zsh:
            var out = """
                compdef() { : }
                source \(posix(script))
                typeset -ga offered
                compadd() {
                    local after=0 word
                    for word in "$@"; do
                        if (( after )); then offered+=("$word"); elif [[ "$word" == -- ]]; then after=1; fi
                    done
                }
                _describe() {
                    local item
                    for item in "${(@P)${@[-1]}}"; do offered+=("${item%%:*}"); done
                }
                _files() { offered+=("<files>") }
                offer() {
                    offered=()
                    _sheetctl
                    local word
                    for word in "${offered[@]}"; do print -r -- "$1"$'\\t'"$word"; done
                }

                """
            for (index, line) in words.enumerated() {
                out += "words=(\(line.map(posix).joined(separator: " "))); CURRENT=\(line.count); offer \(index)\n"
            }
            return out
        case .fish:
            var out = "source \(fish(script))\n"
            for (index, line) in words.enumerated() {
                // What is typed: each word as fish's `string escape` writes it, then a space when a
                // new word is being completed.
                let typed = line.last == "" ? Array(line.dropLast()) : line
                let ending = line.last == "" ? " ''" : ""
                out += "for offer in (complete -C (string join ' ' -- (string escape -- "
                out += typed.map(fish).joined(separator: " ") + ")\(ending)))\n"
                out += "    printf '%s\\t%s\\n' \(index) (string split -f1 \\t -- $offer)\nend\n"
            }
            return out
        }
    }

    /// Single-quoted for bash and zsh.
    static func posix(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Single-quoted for fish, where `\\` and `\'` are the only escapes.
    static func fish(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
