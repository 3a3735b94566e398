import CommandLineKit
import PresenterRegistry

/// Which presenters a `--presenter` option takes, as the catalog has them: help lists them and
/// completions offer them from the same place.
enum PresenterSet: Sendable, Hashable {
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
    ///
    /// Joined by `reduce`, not `joined(separator:)`: `preview`'s help builds this at every start, and
    /// the first `joined` of a process runs unspecialized and finds its collection's types by
    /// demangling, 0.12 M instructions (sheetctl's start-up mark).
    var prose: String { builtIns.reduce("") { $0.isEmpty ? $1 : $0 + ", " + $1 } + " or a plugin" }
}
