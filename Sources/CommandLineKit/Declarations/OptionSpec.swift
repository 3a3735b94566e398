/// A hidden option (for the tool's own use) is left out of help, the man page and completions.
package struct OptionSpec: Sendable {
    package var name: String
    package var short: String?
    package var value: ValueKind?
    package var writtenPlaceholder: String?
    package var repeatable = false
    package var isRequired = false
    package var help: String
    package var isHidden = false
    /// Fills the field of a ``CommandOptions`` value the option is bound to; `nil` when unbound.
    package var fill: (@Sendable (inout any Sendable, ParsedArguments) -> Void)? = nil

    package static func option(
        _ name: String, _ kind: ValueKind, placeholder: String? = nil, short: String? = nil, repeatable: Bool = false,
        required: Bool = false, _ help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, value: kind, writtenPlaceholder: placeholder, repeatable: repeatable,
            isRequired: required, help: help)
    }

    /// Worked out when asked, not for every option a command declares (the start-up mark).
    package var placeholder: String { writtenPlaceholder ?? value?.defaultPlaceholder ?? "" }

    package static func flag(_ name: String, short: String? = nil, hidden: Bool = false, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, value: nil, help: help, isHidden: hidden)
    }

    package static func option<Options: CommandOptions, Value: OptionValue>(
        _ name: String, _ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Value?> & Sendable,
        _ kind: ValueKind,
        placeholder: String? = nil, short: String? = nil, required: Bool = false, _ help: String
    ) -> OptionSpec {
        option(name, kind, placeholder: placeholder, short: short, required: required, help).bound(to: field())
    }

    /// A repeatable option that fills `field` with every value, in order.
    package static func option<Options: CommandOptions, Value: OptionValue>(
        _ name: String, _ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, [Value]> & Sendable,
        _ kind: ValueKind,
        placeholder: String? = nil, short: String? = nil, _ help: String
    ) -> OptionSpec {
        option(name, kind, placeholder: placeholder, short: short, repeatable: true, help).bound(to: field())
    }

    package static func flag<Options: CommandOptions>(
        _ name: String, _ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Bool> & Sendable,
        short: String? = nil,
        hidden: Bool = false, _ help: String
    ) -> OptionSpec {
        flag(name, short: short, hidden: hidden, help).bound(to: field())
    }

    /// The option (shared by several commands) filling `field` of one command's options with its last value.
    package func bound<Options: CommandOptions, Value: OptionValue>(
        to field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Value?> & Sendable
    ) -> OptionSpec {
        binding { (options: inout Options, parsed) in
            options[keyPath: field()] = parsed.value(name).flatMap(Value.init(optionText:))
        }
    }

    package func bound<Options: CommandOptions, Value: OptionValue>(
        to field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, [Value]> & Sendable
    ) -> OptionSpec {
        binding { (options: inout Options, parsed) in
            options[keyPath: field()] = parsed.all(name).compactMap(Value.init(optionText:))
        }
    }

    package func bound<Options: CommandOptions>(
        to field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Bool> & Sendable
    ) -> OptionSpec {
        binding { (options: inout Options, parsed) in options[keyPath: field()] = parsed.has(name) }
    }

    /// Filling the part (a group of options several commands share) of a command's options.
    package func lifted<Options: CommandOptions, Part: CommandOptions>(
        to part: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Part> & Sendable
    ) -> OptionSpec {
        guard let fill else { return self }
        return binding { (options: inout Options, parsed) in
            let part = part()
            var value: any Sendable = options[keyPath: part]
            fill(&value, parsed)
            if let filled = value as? Part { options[keyPath: part] = filled }
        }
    }

    /// Leaves a field not given as `Options()` has it. The key path is made only then, not when the command is
    /// declared (the start-up mark): the first key path of each field's type costs its class's generic metadata,
    /// about 12,000–50,000 instructions, and a command declares many more options than one run gives.
    private func binding<Options: CommandOptions>(
        _ fill: @escaping @Sendable (inout Options, ParsedArguments) -> Void
    ) -> OptionSpec {
        var bound = self
        let name = name
        bound.fill = { value, parsed in
            guard parsed.gave(name), var options = value as? Options else { return }
            fill(&options, parsed)
            value = options
        }
        return bound
    }

    package static let helpFlag = flag("--help", short: "-h", "Show help information.")

    package var names: [String] { [name] + (short.map { [$0] } ?? []) }

    /// How a usage line writes it: the short name when there is one (`-o <file>`), else the long.
    package var usageName: String {
        let spelled = short ?? name
        return value == nil ? spelled : "\(spelled) <\(placeholder)>"
    }

    /// As a usage line shows it: `[--json]`, `[--badge <index:type[:text]>]...`, or `-o <dir>` when required.
    package var usage: String {
        let word = isRequired ? usageName : "[\(usageName)]"
        return repeatable ? word + "..." : word
    }
}
