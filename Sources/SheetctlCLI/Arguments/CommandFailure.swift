import CommandLineKit
import PresenterRegistry
import RoutingTools
import SheetText
import ThemeKit

/// Every way a command can fail; its exit code is the library's (`ExitStatus.swift`), never decided here.
enum CommandFailure: Error {
    case usage(UsageError)
    case host(HostError)
    /// The theme the command line named (or, for `show`, any theme) cannot be used.
    case theme(PreparedPresentation.ThemeProblem)
    case input(DiagnosticError)
    case presentation(PresentationError)
    /// The file is unchanged.
    case edit(RoutingEditError)
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
