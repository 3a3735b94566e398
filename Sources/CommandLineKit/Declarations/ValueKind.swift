/// The parser checks a value by its kind, help names it by its placeholder, completions offer it by its source.
package enum ValueKind: Sendable, Hashable {
    case text
    case choices([String])
    case integer(ClosedRange<Int>)
    case index
    case seconds
    case file
    case directory
    /// The words that make the program print the names, one a line, when Tab is pressed.
    case listed(placeholder: String, listedBy: [String])
    case command

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
