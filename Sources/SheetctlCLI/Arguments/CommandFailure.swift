import CommandLineKit
import PresenterRegistry
import RoutingTools
import SheetText
import ThemeKit

/// The command line's one failure type: every way a command can fail. Its exit code is the
/// library's (PresenterRegistry's `ExitStatus.swift` decides every status), never decided here.
enum CommandFailure: Error {
    /// The command line is wrong.
    case usage(UsageError)
    /// The host could not prepare the sheet.
    case host(HostError)
    /// The theme the command line named (or, for `show`, any theme) cannot be used.
    case theme(PreparedPresentation.ThemeProblem)
    /// An input file (the routing file, a call, a sheet on standard input) cannot be used.
    case input(DiagnosticError)
    /// Presenting or rendering failed.
    case presentation(PresentationError)
    /// An edit of the routing file did not happen (the file is unchanged).
    case edit(RoutingEditError)
    /// The user dismissed the sheet.
    case dismissed
    /// A result could not be written.
    case output

    /// The exit code, through the library's statuses.
    var exitCode: Int32 {
        switch self {
        case .usage: ExitStatus.usage
        case .host(let error): error.exitStatus
        case .theme(let problem): problem.exitStatus
        case .input(let error): error.exitStatus
        case .presentation(let error): error.exitStatus
        case .edit(let error): error.kind.exitStatus
        case .dismissed: ExitStatus.failure
        case .output: ExitStatus.ioError
        }
    }
}
