/// A positional argument a command takes, and how many of it.
///
/// A command that declares its arguments (``CommandSpec/arguments``) has their count checked in
/// one place, before it runs: a missing or extra word is a usage error.
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
    /// One line of help.
    var help: String
    /// What a shell may complete it with.
    var completion: ValueCompletion

    /// Creates an argument.
    init(_ name: String, _ arity: Arity = .one, completion: ValueCompletion = .none, _ help: String) {
        self.name = name
        self.arity = arity
        self.help = help
        self.completion = completion
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

    /// As a usage line shows it: `<file>`, `[<file>]`, `<file>...`.
    var usage: String {
        switch arity {
        case .one: "<\(name)>"
        case .optional: "[<\(name)>]"
        case .oneOrMore: "<\(name)>..."
        case .zeroOrMore: "[<\(name)>...]"
        }
    }
}

/// What a shell completes a value with.
enum ValueCompletion: Sendable, Hashable {
    /// Nothing in particular.
    case none
    /// One of fixed words.
    case choices([String])
    /// A file name.
    case file
    /// A directory name.
    case directory
    /// A theme name, as `sheetctl themes list --names` prints them (found when completing).
    case themes
    /// A presenter name.
    case presenters
    /// A command name, as `help` takes.
    case commands
}
