/// What an option's value or a positional word is: the parser checks it by its kind, help names
/// it by its placeholder, and the completion scripts complete it from where the kind says.
package enum ValueKind: Sendable, Hashable {
    case text
    case choices([String])
    case integer(ClosedRange<Int>)
    case index
    case seconds
    case file
    case directory
    /// A name the program lists: its placeholder in help, and the words that make the program
    /// print the names, one a line, when Tab is pressed.
    case listed(placeholder: String, listedBy: [String])
    case command

    /// How help and the man page name a value of this kind when the declaration does not say.
    package var defaultPlaceholder: String {
        switch self {
        case .text: "text"
        case .choices(let words): words.joined(separator: "|")
        case .integer: "n"
        case .index: "index"
        case .seconds: "seconds"
        case .file: "file"
        case .directory: "dir"
        case .listed(let placeholder, _): placeholder
        case .command: "command"
        }
    }
}
