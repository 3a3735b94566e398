import CommandLineKit
import PresenterRegistry

extension HelpFormatter {
    static let program = "sheetctl"

    static func help(for spec: CommandSpec, path: [String]) -> String { help(for: spec, path: path, program: program) }

    static func usageError(_ error: UsageError, spec: CommandSpec, path: [String], context: CommandContext) -> Int32 {
        context.stderr.write(usageError(error, spec: spec, path: path, program: program))
        return CommandFailure.usage(error).exitCode
    }
}
