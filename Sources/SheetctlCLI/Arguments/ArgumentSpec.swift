/// A positional argument a command takes, and how many of it.
///
/// Every command that runs declares its arguments (``CommandSpec/arguments``), and they are
/// counted in one place before it runs: a missing or extra word is a usage error.
struct ArgumentSpec: Sendable {
    /// How many words an argument takes.
    enum Arity: Sendable {
        /// Exactly one.
        case one
        /// None or one.
        case optional
        /// One or more.
        case oneOrMore
        /// Any number.
        case zeroOrMore
    }

    /// The placeholder, as help shows it: `file`, `name|path`.
    var name: String
    /// How many words it takes.
    var arity: Arity
    /// What its words are: a choice is checked before the command runs, and shells complete it.
    var kind: ValueKind
    /// Whether its words may start with `-` after a `--` (usage shows `[--]` before it).
    var followsDoubleDash: Bool
    /// One line of help.
    var help: String

    /// Creates an argument.
    init(
        _ name: String, _ arity: Arity = .one, kind: ValueKind = .text, followsDoubleDash: Bool = false,
        _ help: String
    ) {
        self.name = name
        self.arity = arity
        self.kind = kind
        self.followsDoubleDash = followsDoubleDash
        self.help = help
    }

    /// The fewest words it takes.
    var minimum: Int { arity == .one || arity == .oneOrMore ? 1 : 0 }
    /// The most words it takes; `nil` for no limit.
    var maximum: Int? {
        switch arity {
        case .one, .optional: 1
        case .oneOrMore, .zeroOrMore: nil
        }
    }

    /// The argument as errors name it: `<file>`, `[<file>]`, `<file>...`, `[<file>...]`.
    var word: String {
        switch arity {
        case .one: "<\(name)>"
        case .optional: "[<\(name)>]"
        case .oneOrMore: "<\(name)>..."
        case .zeroOrMore: "[<\(name)>...]"
        }
    }

    /// As a usage line shows it: ``word``, after `[--]` when its words may start with `-`.
    var usage: String { followsDoubleDash ? "[--] " + word : word }
}
