import CommandLineKit

typealias CommandSpec = CommandDeclaration<CommandContext, CommandFailure>
