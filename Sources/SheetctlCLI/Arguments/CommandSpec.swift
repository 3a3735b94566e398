import CommandLineKit

/// A `sheetctl` command or group: CommandLineKit's declaration, run with the command line's
/// streams and environment, failing with its one failure type.
typealias CommandSpec = CommandDeclaration<CommandContext, CommandFailure>
