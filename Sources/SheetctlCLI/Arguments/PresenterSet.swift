import CommandLineKit
import PresenterRegistry

/// Help lists a `--presenter` option's names and completions offer them from the same place.
enum PresenterSet: Sendable, Hashable {
    case all
    case terminal

    /// In the catalog's order, and the command line's own (`web`).
    var builtIns: [String] {
        switch self {
        case .all: BuiltInPresenters.names + ["web"]
        case .terminal: BuiltInPresenters.terminalNames
        }
    }

    /// Joined by `reduce`, not `joined(separator:)`: built at every start of `preview`'s help, the first `joined`
    /// of a process runs unspecialized and demangles its types, 0.12 M instructions (sheetctl's start-up mark).
    var prose: String { builtIns.reduce("") { $0.isEmpty ? $1 : $0 + ", " + $1 } + " or a plugin" }
}
