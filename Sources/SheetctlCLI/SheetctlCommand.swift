import CommandLineKit
import PresenterRegistry
import SheetSystem
import SheetText
import ThemeKit

package enum SheetctlCommand {
    /// A failed write to standard output loses the answer whatever the command returned: 74, and stderr says
    /// why, but quietly for a reader that chose to stop (`EPIPE`, as `sheetctl registry list | head` does).
    package static func run(arguments: [String], context: CommandContext) -> Int32 {
        let code = dispatch(arguments: arguments, context: context)
        guard let failure = context.stdout.failure else { return code }
        if failure.code != EPIPE {
            context.stderr.write("sheetctl: cannot write to standard output: \(failure.reason)\n")
        }
        return CommandFailure.output.exitCode
    }

    /// `SIGPIPE` is ignored, so a reader that goes away makes a write fail with `EPIPE` (exit 74) rather than a
    /// death by the signal that a host cannot tell apart; plugins get the default back.
    package static func main(
        arguments: [String], environment: [String: String], argumentBytes: [[UInt8]]? = nil
    ) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        StandardStreams.occupyClosed()
        let stdout = FileDescriptorSink.standardOutput()
        var context = CommandContext(
            stdout: stdout, stderr: FileDescriptorSink.standardError(), environment: environment,
            stdoutIsTerminal: stdout.isTerminal)
        context.argumentBytes = argumentBytes
        return run(arguments: arguments, context: context)
    }

    private static func dispatch(arguments: [String], context: CommandContext) -> Int32 {
        let (spec, path, rest) = Commands.root.command(named: arguments[...])
        // `GROUP help SUB…` is `help GROUP SUB…`, word for word, so the two print the same.
        if spec.isGroup, !path.isEmpty, rest.first == "help" {
            return run(arguments: ["help"] + path + rest.dropFirst(), context: context)
        }
        if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            context.stdout.write(HelpFormatter.help(for: spec, path: path))
            return ExitStatus.success
        }
        do throws(UsageError) {
            guard let run = spec.run else { return try group(spec, path: path, rest: Array(rest), context) }
            var parsed = try ArgumentParser.parse(Array(rest), spec: spec, path: path)
            if let raw = context.argumentBytes, raw.count == arguments.count {
                // The same words, as the system gave them; a word rewritten on the way has none.
                parsed.positionalBytes = zip(parsed.positionals, parsed.positionalIndices).map { word, index in
                    let bytes = raw[rest.startIndex + index]
                    return String(decoding: bytes, as: UTF8.self) == word ? bytes : Array(word.utf8)
                }
            }
            // For the whole run, so every measure the command makes counts the same way.
            let wide =
                parsed.has(DrawingOptions.ambidoubleOption.name) || context.environment["SHEETCTL_AMBIDOUBLE"] == "1"
            return CellWidth.ambiguousWide.withValue(wide) {
                do throws(CommandFailure) {
                    return try run(parsed, context)
                } catch .usage(let error) {
                    return HelpFormatter.usageError(error, spec: spec, path: path, context: context)
                } catch {
                    return error.exitCode
                }
            }
        } catch {
            return HelpFormatter.usageError(error, spec: spec, path: path, context: context)
        }
    }

    private static func group(_ spec: CommandSpec, path: [String], rest: [String], _ context: CommandContext)
        throws(UsageError) -> Int32
    {
        let names = spec.subcommandNames
        guard let word = rest.first else {
            // A group alone shows its help, as swift-argument-parser does.
            context.stdout.write(HelpFormatter.help(for: spec, path: path))
            return ExitStatus.success
        }
        if word.hasPrefix("-") {
            let parsed = try ArgumentParser.parse(rest, spec: spec, path: path)
            if let stray = parsed.positionals.first { throw UsageError("unexpected argument '\(stray)'") }
            guard parsed.has("--version") else {
                throw UsageError("missing subcommand: one of \(names.joined(separator: ", "))")
            }
            context.stdout.write("sheetctl \(Commands.version)\n")
            return ExitStatus.success
        }
        let what = path.isEmpty ? "command" : "subcommand"
        throw UsageError(
            "unknown \(what) '\(word)'" + (path.isEmpty ? "" : " of '\(path.joined(separator: " "))'"),
            suggestion: Suggestion.closest(to: word, in: names))
    }
}
