import SheetText

/// A command's options as one typed value: each ``OptionSpec`` names the field it fills, so the command reads fields.
package protocol CommandOptions: Sendable {
    init()
    /// None when its spec lists them.
    static var options: [OptionSpec] { get }
}

extension CommandOptions {
    package static var options: [OptionSpec] { [] }

    package init(_ parsed: ParsedArguments, declaredBy options: [OptionSpec] = Self.options) {
        var filled: any Sendable = Self()
        for option in options { option.fill?(&filled, parsed) }
        self = filled as? Self ?? Self()
    }
}

/// A type an option's checked text becomes (the parser has already refused any other text).
package protocol OptionValue: Sendable {
    init?(optionText: String)
}

extension String: OptionValue {
    package init?(optionText: String) { self = optionText }
}

extension Int: OptionValue {
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
