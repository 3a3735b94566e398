import CommandLineKit
import PresenterRegistry
import RoutingTools
import SheetText
import ThemeKit

/// The command line's one failure type: every way a command can fail. Its exit code is the
/// library's (PresenterRegistry's `ExitStatus.swift` decides every status), never decided here.
enum CommandFailure: Error {
    case usage(UsageError)
    case host(HostError)
    /// The theme the command line named (or, for `show`, any theme) cannot be used.
    case theme(PreparedPresentation.ThemeProblem)
    /// An input file (the routing file, a call, a sheet on standard input) cannot be used.
    case input(DiagnosticError)
    case presentation(PresentationError)
    /// An edit of the routing file did not happen (the file is unchanged).
    case edit(RoutingEditError)
    /// A failure the command line finds itself, with no library value to say why.
    case frontEnd(FrontEndFailure)

    static var dismissed: CommandFailure { .frontEnd(.dismissed) }
    static var output: CommandFailure { .frontEnd(.output) }

    var exitCode: Int32 {
        switch self {
        case .usage: FrontEndFailure.usage.exitStatus
        case .host(let error): error.exitStatus
        case .theme(let problem): problem.exitStatus
        case .input(let error): error.exitStatus
        case .presentation(let error): error.exitStatus
        case .edit(let error): error.kind.exitStatus
        case .frontEnd(let failure): failure.exitStatus
        }
    }
}
