/// What an option's value or a positional word is, declared once with it: the parser checks it
/// by its kind, help names it by its placeholder, and the completion scripts complete it from
/// where the kind says.
enum ValueKind: Sendable, Hashable {
    /// Free text: nothing to check, nothing to complete.
    case text
    /// One of fixed words: the parser refuses any other (with a did-you-mean), help shows them as
    /// the placeholder, and shells complete exactly them.
    case choices([String])
    /// A whole number in the range, checked by the parser.
    case integer(ClosedRange<Int>)
    /// An index into the command's items: a whole number whose range only the command knows, so
    /// the command checks it.
    case index
    /// A number of seconds greater than zero, checked by the parser.
    case seconds
    /// A file name, completed from the file system.
    case file
    /// A folder name, completed from the file system.
    case directory
    /// A theme's name or file; names are completed from `sheetctl themes list` when Tab is pressed.
    case theme
    /// A presenter's name, completed from the presenter catalog when Tab is pressed (built-ins
    /// and the plugins on `PATH`).
    case presenter(PresenterSet)
    /// A command's name, as `help` takes.
    case command

    /// How help and the man page name a value of this kind when the declaration does not say.
    var defaultPlaceholder: String {
        switch self {
        case .text: "text"
        case .choices(let words): words.joined(separator: "|")
        case .integer: "n"
        case .index: "index"
        case .seconds: "seconds"
        case .file: "file"
        case .directory: "dir"
        case .theme: "name|path"
        case .presenter: "name"
        case .command: "command"
        }
    }
}
