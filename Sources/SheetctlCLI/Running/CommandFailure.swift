import RoutingTools
import SheetTerminal
import PresenterRegistry

/// Every way a command's request can fail, and the one place each becomes an exit code.
///
/// The switches list every kind without a catch-all, so a new kind of failure is a compile
/// error in ``exitCode``, never a silent 74.
enum CommandFailure: Error {
    /// The command line is wrong.
    case usage(UsageError)
    /// The host could not prepare the sheet.
    case host(HostError)
    /// The theme the command line named (or, for `show`, any theme) cannot be used.
    case theme(PreparedPresentation.ThemeProblem)
    /// An input file (the routing file, a call, a sheet on standard input) cannot be used;
    /// `cannotOpen` when it cannot even be opened.
    case input(cannotOpen: Bool)
    /// Presenting or rendering failed.
    case presentation(PresentationError)
    /// An edit of the routing file did not happen (the file is unchanged).
    case edit(RoutingEditError)
    /// The user dismissed the sheet.
    case dismissed
    /// A result could not be written.
    case output

    /// The exit code, as DESIGN.md's table gives them.
    var exitCode: Int32 {
        switch self {
        case .usage: ExitCode.usage
        case .host(let error): error.exitStatus
        case .theme(let problem): problem.exitStatus
        case .input(let cannotOpen): cannotOpen ? ExitCode.noInput : ExitCode.dataError
        case .presentation(let error): error.exitStatus
        case .edit(let error):
            switch error.kind {
            case .invalidArgument: ExitCode.usage
            case .noEntry: ExitCode.failure
            case .unusable: ExitCode.dataError
            case .unreadable: ExitCode.noInput
            case .io: ExitCode.ioError
            }
        case .dismissed: ExitCode.failure
        case .output: ExitCode.ioError
        }
    }
}
