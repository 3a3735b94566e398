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
