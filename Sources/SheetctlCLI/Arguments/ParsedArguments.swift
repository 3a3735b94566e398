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
    /// Each of ``positionals`` as the bytes the system gave: a word that is not valid UTF-8 (a
    /// file name such as `caf\xE9.log`) is a `String` with U+FFFD in place of the bad bytes, and
    /// a command that hands a word back (`show --output label`) hands back these bytes instead.
    /// The UTF-8 of ``positionals`` unless ``SheetctlCommand`` was given the raw words.
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

    /// The option's value as a whole number in `range`.
    ///
    /// The value is read by ``DecimalNumber`` as a ``DecimalNumber/Syntax/wholeNumber``: digits
    /// as the number prints, `-` only for a negative, so `+5`, `05`, `0x10`, `1e3`, `1.0` and ` 5`
    /// are refused rather than read some other way.
    /// - Throws: ``UsageError`` naming the range when the value is not a whole number in it.
    func integer(_ name: String, in range: ClosedRange<Int> = Int.min...Int.max) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        return try Self.integer(text, for: name, in: range)
    }

    /// Reads a flag's whole number in `range`, as ``integer(_:in:)`` does, for values that are
    /// not a whole option's (a part of one, or one checked by a command itself).
    /// - Parameters:
    ///   - text: The value as given.
    ///   - name: The flag, for the message.
    ///   - range: The numbers it takes.
    /// - Throws: ``UsageError``: `--width takes a whole number from 1 to 1000, not '+5'`.
    static func integer(_ text: String, for name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let number = DecimalNumber(text, syntax: .wholeNumber)?.integer(in: range) else {
            throw UsageError("\(name) takes \(describe(range)), not '\(text)'")
        }
        return number
    }

    /// "a whole number from 0 to 2", "a whole number ≥ 1", "a whole number ≤ 0".
    static func describe(_ range: ClosedRange<Int>) -> String {
        switch (range.lowerBound, range.upperBound) {
        case (Int.min, Int.max): "a whole number"
        case (let low, Int.max): "a whole number ≥ \(low)"
        case (Int.min, let high): "a whole number ≤ \(high)"
        case (let low, let high): "a whole number from \(low) to \(high)"
        }
    }

    /// The most seconds a flag's wait may be by default: a day.
    static let longestWait = 86_400

    /// The option's value as a number of seconds, greater than zero and at most `maximum`.
    ///
    /// The value is a ``DecimalNumber/Syntax/decimal`` (`30`, `0.5`), and the range is checked on
    /// the number as written, before it is converted: `1e16` or a hundred digits never reach a
    /// `Double` or a `Duration`.
    /// - Throws: ``UsageError`` naming the range.
    func seconds(_ name: String, atMost maximum: Int = longestWait) throws(UsageError) -> Double? {
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
