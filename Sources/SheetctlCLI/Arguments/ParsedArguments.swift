import SheetText
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
    /// Where each of ``positionals`` was among the words parsed.
    var positionalIndices: [Int] = []
    /// Each of ``positionals`` as the bytes the system gave: a word that is not valid UTF-8 is a
    /// `String` with U+FFFD, and a command that hands a word back (`show --output label`) hands
    /// back these bytes instead.
    var positionalBytes: [[UInt8]] = []

    /// ``positionalBytes``, or the UTF-8 of ``positionals`` when they were not filled in.
    var positionalWords: [[UInt8]] {
        positionalBytes.count == positionals.count ? positionalBytes : positionals.map { Array($0.utf8) }
    }

    /// The last value given for an option, or `nil`.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable option.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether a flag was given.
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// The value of an option the parser has checked as a whole number (``ValueKind/integer(_:)``).
    func number(_ name: String) -> Int? {
        value(name).flatMap { DecimalNumber($0, syntax: .wholeNumber)?.integer(in: Int.min...Int.max) }
    }

    /// The option's value as a whole number in `range`, read by ``DecimalNumber``'s strict
    /// whole-number syntax (`+5`, `05`, `0x10`, `1e3` are refused).
    func integer(_ name: String, in range: ClosedRange<Int> = Int.min...Int.max) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        return try Self.integer(text, for: name, in: range)
    }

    /// Reads a flag's whole number in `range`, for values that are not a whole option's.
    /// - Throws: ``UsageError``: `--width takes a whole number from 1 to 1000, not '+5'`.
    static func integer(_ text: String, for name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let number = DecimalNumber(text, syntax: .wholeNumber)?.integer(in: range) else {
            let what =
                switch (range.lowerBound, range.upperBound) {
                case (Int.min, Int.max): "a whole number"
                case (let low, Int.max): "a whole number ≥ \(low)"
                case (Int.min, let high): "a whole number ≤ \(high)"
                case (let low, let high): "a whole number from \(low) to \(high)"
                }
            throw UsageError("\(name) takes \(what), not '\(text)'")
        }
        return number
    }

    /// The option's value as seconds, greater than zero and at most `maximum` (a day), checked on
    /// the number as written, so `1e16` never reaches a `Double`.
    func seconds(_ name: String, atMost maximum: Int = 86_400) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = DecimalNumber(text, syntax: .decimal), number > .zero, number <= DecimalNumber(maximum)
        else {
            throw UsageError("\(name) takes a number of seconds greater than 0 and at most \(maximum), not '\(text)'")
        }
        return number.doubleValue
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
