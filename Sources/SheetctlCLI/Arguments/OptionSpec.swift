/// One option a command accepts: its long name with its dashes (`--theme`), a short alias (`-o`),
/// what its value is (`nil` for a flag), the value's name in help (`<file>`), whether it may be
/// given more than once (each value kept) or must be given, one line of help, and whether help,
/// the man page and completions leave it out (options for the tool's own use).
struct OptionSpec: Sendable {
    var name: String
    var short: String?
    var value: ValueKind?
    var placeholder: String
    var repeatable = false
    var isRequired = false
    var help: String
    var isHidden = false

    /// An option that takes a value; the placeholder is by default the kind's (`n`, `file`, the choices).
    static func option(
        _ name: String, _ kind: ValueKind, placeholder: String? = nil, short: String? = nil, repeatable: Bool = false,
        required: Bool = false, _ help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, value: kind, placeholder: placeholder ?? kind.defaultPlaceholder,
            repeatable: repeatable, isRequired: required, help: help)
    }

    /// A flag that takes no value.
    static func flag(_ name: String, short: String? = nil, hidden: Bool = false, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, value: nil, placeholder: "", help: help, isHidden: hidden)
    }

    /// `--help`, which every command takes.
    static let helpFlag = flag("--help", short: "-h", "Show help information.")

    /// Its long name, then its short one.
    var names: [String] { [name] + (short.map { [$0] } ?? []) }

    /// How a usage line writes it: the short name when there is one (`-o <file>`), else the long.
    var usageName: String {
        let spelled = short ?? name
        return value == nil ? spelled : "\(spelled) <\(placeholder)>"
    }

    /// As a usage line shows it: `[--json]`, `[--badge <index:type[:text]>]...`, or `-o <dir>` when required.
    var usage: String {
        let word = isRequired ? usageName : "[\(usageName)]"
        return repeatable ? word + "..." : word
    }
}
