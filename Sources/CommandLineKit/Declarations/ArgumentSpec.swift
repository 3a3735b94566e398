/// A positional argument a command takes, counted before the command runs: its placeholder in
/// help (`file`), how many words it takes, what they are (a choice is checked, and completed),
/// whether they may start with `-` after a `--` (usage shows `[--]`), and one line of help.
package struct ArgumentSpec: Sendable {
    /// How many words it takes: exactly one, at most one, one or more, or any number.
    package enum Arity: Sendable { case one, optional, oneOrMore, zeroOrMore }

    /// Its placeholder in help and errors, without brackets: `file`.
    package var name: String
    /// How many words it takes.
    package var arity: Arity
    /// What its words are, for checking and completion.
    package var kind: ValueKind
    /// Whether its words may start with `-` after a `--` (usage shows `[--]`).
    package var followsDoubleDash: Bool
    /// One line of help.
    package var help: String

    /// An argument: its placeholder, how many words it takes, their kind, whether they may follow
    /// `--`, and one line of help.
    package init(
        _ name: String, _ arity: Arity = .one, kind: ValueKind = .text, followsDoubleDash: Bool = false,
        _ help: String
    ) {
        (self.name, self.arity, self.kind, self.followsDoubleDash, self.help) =
            (name, arity, kind, followsDoubleDash, help)
    }

    /// The fewest words it takes.
    package var minimum: Int { arity == .one || arity == .oneOrMore ? 1 : 0 }
    /// The most words it takes; `nil` for no limit.
    package var maximum: Int? { arity == .one || arity == .optional ? 1 : nil }

    /// The argument as errors name it: `<file>`, `[<file>]`, `<file>...`, `[<file>...]`.
    package var word: String {
        switch arity {
        case .one: "<\(name)>"
        case .optional: "[<\(name)>]"
        case .oneOrMore: "<\(name)>..."
        case .zeroOrMore: "[<\(name)>...]"
        }
    }

    /// As a usage line shows it: ``word``, after `[--]` when its words may start with `-`.
    package var usage: String { followsDoubleDash ? "[--] " + word : word }
}
