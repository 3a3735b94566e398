/// What an option's value or a positional word is: the parser checks it by its kind, help names
/// it by its placeholder, and the completion scripts complete it from where the kind says.
///
/// Free text; one of fixed words (any other refused with a did-you-mean, exactly them completed);
/// a whole number in a range; an index into the command's items (whose range only the command
/// knows); seconds greater than zero; a file or a folder (completed from the file system); a
/// theme's name or file (names completed from `sheetctl themes list`); a presenter's name
/// (completed from the catalog: built-ins and plugins on `PATH`); a command's name (for `help`).
enum ValueKind: Sendable, Hashable {
    case text
    case choices([String])
    case integer(ClosedRange<Int>)
    case index
    case seconds
    case file
    case directory
    case theme
    case presenter(PresenterSet)
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
