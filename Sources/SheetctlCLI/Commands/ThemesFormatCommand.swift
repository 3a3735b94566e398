import CommandLineKit
import PresenterRegistry
import SheetTerminal
import SheetText
import ThemeKit

extension Commands {
    static var themesFormat: CommandSpec {
        CommandSpec(
            name: "format",
            abstract:
                "Rewrite theme files in their canonical form: keys in order, name first; colours in double quotes.",
            discussion: """
                Keys go in the order themes list them (name, description, extends, appearance, counterpart, \
                palette, colors, badges, cancel; each section's keys in the order the guide gives), colours \
                in double quotes, one line break at the end; palette entries, translations and comments stay. \
                Formatting never changes what a file means (the result is read back and compared), and a \
                formatted file stays as it is. Each file that changes is replaced atomically and listed on stdout.
                With --check, nothing is written: the files that would change are listed, and the exit status is 1.
                A file whose YAML cannot be read is reported at file:line:col and left untouched.
                Exit status: 0 when every file is formatted, 1 with --check when one would change, 65 when a \
                file cannot be read as YAML, 66 when one cannot be opened, 74 when one cannot be written.
                """,
            options: ThemesFormatOptions.self,
            arguments: [ArgumentSpec("file", .oneOrMore, kind: .file, "A theme file to format.")],
            run: { options, arguments, context throws(CommandFailure) in
                var status = ExitStatus.success
                for path in arguments.positionals {
                    do throws(ThemeFormatFailure) {
                        if try ThemeFormatter.formatFile(path, checkOnly: options.check) {
                            context.writeLine("\(path)")
                            if options.check { status = max(status, CommandFailure.frontEnd(.checkFound).exitCode) }
                        }
                    } catch {
                        switch error {
                        case .unusable(let problem, let source):
                            context.report(problem.diagnostics, sources: source.map { [$0] } ?? [])
                        case .cannotWrite(let problem):
                            context.stderr.write("sheetctl: \(TerminalText.sanitize(problem.message))\n")
                        }
                        status = max(status, error.exitStatus)
                    }
                }
                return status
            }
        )
    }
}

struct ThemesFormatOptions: CommandOptions {
    var check = false

    static let options: [OptionSpec] = [
        flag(
            "--check", { $0.check = $1 }, "Write nothing: list the files that would change, and exit 1 when one would.")
    ]
}
