/// With `followsDoubleDash` its words may start with `-` after a `--` (usage shows `[--]`).
package struct ArgumentSpec: Sendable {
    package enum Arity: Sendable { case one, optional, oneOrMore, zeroOrMore }

    package var name: String
    package var arity: Arity
    package var kind: ValueKind
    package var followsDoubleDash: Bool
    package var help: String

    package init(
        _ name: String, _ arity: Arity = .one, kind: ValueKind = .text, followsDoubleDash: Bool = false,
        _ help: String
    ) {
        (self.name, self.arity, self.kind, self.followsDoubleDash, self.help) =
            (name, arity, kind, followsDoubleDash, help)
    }

    package var minimum: Int { arity == .one || arity == .oneOrMore ? 1 : 0 }
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

    package var usage: String { followsDoubleDash ? "[--] " + word : word }
}
