import SheetText

/// A command's options as one typed value, declared once: each ``OptionSpec`` in ``options`` names
/// the field it fills (`.option("--format", \.format, …)`), so the same list drives parsing, help,
/// completions and the man page's synopsis, and the command reads fields, never names.
package protocol CommandOptions: Sendable {
    /// The value before any word is read: every option at its default.
    init()
    /// The options the command takes, each bound to its field (none when its spec lists them).
    static var options: [OptionSpec] { get }
}

extension CommandOptions {
    package static var options: [OptionSpec] { [] }

    /// The value the checked words give: each declared option's field filled from them.
    package init(_ parsed: ParsedArguments, declaredBy options: [OptionSpec] = Self.options) {
        var filled: any Sendable = Self()
        for option in options { option.fill?(&filled, parsed) }
        self = filled as? Self ?? Self()
    }
}

/// A type an option's checked text becomes: the text itself, a whole number, seconds, or one of
/// an enumeration's raw values (the parser has already refused any other text).
package protocol OptionValue: Sendable {
    init?(optionText: String)
}

extension String: OptionValue {
    package init?(optionText: String) { self = optionText }
}

extension Int: OptionValue {
    /// A whole number, by the strict syntax the parser checked.
    package init?(optionText: String) {
        guard let number = DecimalNumber(optionText, syntax: .wholeNumber)?.integer(in: Int.min...Int.max) else {
            return nil
        }
        self = number
    }
}

extension Double: OptionValue {
    package init?(optionText: String) {
        guard let number = DecimalNumber(optionText, syntax: .decimal) else { return nil }
        self = number.doubleValue
    }
}

extension OptionValue where Self: RawRepresentable, RawValue == String {
    package init?(optionText: String) { self.init(rawValue: optionText) }
}
