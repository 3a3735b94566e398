import CommandLineKit
import PresenterRegistry

/// Which presenters a `--presenter` option takes, as the catalog has them: help lists them and
/// completions offer them from the same place.
enum PresenterSet: Sendable, Hashable {
    /// Every presenter: the built-ins, then plugins.
    case all
    /// Those that draw on a terminal, for a picker (`show`).
    case terminal

    /// The built-ins in the set, in the catalog's order, and the command line's own (`web`).
    var builtIns: [String] {
        switch self {
        case .all: BuiltInPresenters.names + ["web"]
        case .terminal: BuiltInPresenters.terminalNames
        }
    }

    /// What `presenters list --names` is given to list the set, for completions.
    var listingFlags: [String] { self == .terminal ? ["--terminal"] : [] }

    /// The set as help says it: `auto, plain, ansi or a plugin`.
    var prose: String { builtIns.joined(separator: ", ") + " or a plugin" }
}
