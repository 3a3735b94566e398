import PresenterRegistry

/// Which presenters a `--presenter` option takes, as the catalog has them: help lists them and
/// completions offer them from the same place, never from a list written beside it.
enum PresenterSet: Sendable, Hashable {
    /// Every presenter: the built-ins, then plugins.
    case all
    /// Those that draw on a terminal, for a picker (`show`): the terminal built-ins, then plugins.
    case terminal

    /// The built-ins in the set, in the catalog's order, and the command line's own (`web`).
    var builtIns: [String] {
        switch self {
        case .all: BuiltInPresenters.names + CommandHost.hostPresenterNames
        case .terminal: BuiltInPresenters.terminalNames
        }
    }

    /// The set as help says it: `auto, plain, ansi or a plugin`.
    var prose: String { builtIns.joined(separator: ", ") + " or a plugin" }
}
