import ThemeKit

/// What the command line said to one command: option values, flags and positional words.
struct ParsedArguments: Sendable {
    /// The command's path, such as `["registry", "set"]`.
    var path: [String]
    /// Values of options that take one, in the order given.
    var values: [String: [String]] = [:]
    /// Flags that were given.
    var flags: Set<String> = []
    /// Words that are not options, in order.
    var positionals: [String] = []

    /// The last value given for an option, or `nil`.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable option.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether a flag was given.
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// The option's value as an integer in `range`.
    /// - Throws: ``UsageError`` when the value is not an integer in the range.
    func integer(_ name: String, in range: ClosedRange<Int> = Int.min...Int.max) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            let bounds =
                range.upperBound == Int.max
                ? "a whole number ≥ \(range.lowerBound)"
                : "a whole number from \(range.lowerBound) to \(range.upperBound)"
            throw UsageError("\(name) takes \(bounds), not '\(text)'")
        }
        return number
    }

    /// The option's value as a number of seconds, greater than zero.
    func seconds(_ name: String) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), number > 0, number.isFinite else {
            throw UsageError("\(name) takes a number of seconds greater than 0, not '\(text)'")
        }
        return number
    }

    /// The option's value, which must be one of `choices`.
    func choice(_ name: String, _ choices: [String]) throws(UsageError) -> String? {
        guard let text = value(name) else { return nil }
        guard choices.contains(text) else {
            throw UsageError(
                "\(name) takes one of \(choices.joined(separator: ", ")), not '\(text)'",
                suggestion: Suggestion.closest(to: text, in: choices))
        }
        return text
    }
}
