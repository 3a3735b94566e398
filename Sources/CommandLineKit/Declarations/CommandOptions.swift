import SheetText

/// A command's options as one typed value: each ``OptionSpec`` sets a field, so the command reads fields.
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

    /// The option filling a field with its last value: `option("--theme", { $0.theme = $1 }, .theme, "…")`.
    package static func option<Value: OptionValue>(
        _ name: String, _ set: @escaping @Sendable (inout Self, Value?) -> Void, _ kind: ValueKind,
        placeholder: String? = nil, short: String? = nil, required: Bool = false, _ help: String
    ) -> OptionSpec {
        bind(.option(name, kind, placeholder: placeholder, short: short, required: required, help), set)
    }

    /// A repeatable option that fills a field with every value, in order.
    package static func option<Value: OptionValue>(
        _ name: String, _ set: @escaping @Sendable (inout Self, [Value]) -> Void, _ kind: ValueKind,
        placeholder: String? = nil, short: String? = nil, _ help: String
    ) -> OptionSpec {
        bind(.option(name, kind, placeholder: placeholder, short: short, repeatable: true, help), set)
    }

    package static func flag(
        _ name: String, _ set: @escaping @Sendable (inout Self, Bool) -> Void, short: String? = nil,
        hidden: Bool = false, _ help: String
    ) -> OptionSpec {
        bind(.flag(name, short: short, hidden: hidden, help), set)
    }

    /// An unbound option (shared by several commands) filling a field with its last value.
    package static func bind<Value: OptionValue>(
        _ spec: OptionSpec, _ set: @escaping @Sendable (inout Self, Value?) -> Void
    ) -> OptionSpec {
        binding(spec) { [name = spec.name] in set(&$0, $1.value(name).flatMap(Value.init(optionText:))) }
    }

    package static func bind<Value: OptionValue>(
        _ spec: OptionSpec, _ set: @escaping @Sendable (inout Self, [Value]) -> Void
    ) -> OptionSpec {
        binding(spec) { [name = spec.name] in set(&$0, $1.all(name).compactMap(Value.init(optionText:))) }
    }

    package static func bind(_ spec: OptionSpec, _ set: @escaping @Sendable (inout Self, Bool) -> Void) -> OptionSpec {
        binding(spec) { [name = spec.name] in set(&$0, $1.has(name)) }
    }

    /// The options of a group several commands share filling that part of these: `lift(…) { $1(&$0.host) }`.
    package static func lift<Part: CommandOptions>(
        _ specs: [OptionSpec], _ part: @escaping @Sendable (inout Self, (inout Part) -> Void) -> Void
    ) -> [OptionSpec] {
        specs.map { spec in
            guard let fill = spec.fill else { return spec }
            return binding(spec) { options, parsed in
                part(&options) { fields in
                    var value: any Sendable = fields
                    fill(&value, parsed)
                    if let filled = value as? Part { fields = filled }
                }
            }
        }
    }

    /// Only an option given sets its field: else nil, [] or false would replace the default `Self()` gives it.
    private static func binding(
        _ spec: OptionSpec, _ fill: @escaping @Sendable (inout Self, ParsedArguments) -> Void
    ) -> OptionSpec {
        var bound = spec
        bound.fill = { [name = spec.name] value, parsed in
            guard parsed.gave(name), var options = value as? Self else { return }
            fill(&options, parsed)
            value = options
        }
        return bound
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
