/// One option a command accepts, declared once: its names, what its value is, its help.
///
/// The declaration drives everything about the option: the parser checks its value by its
/// ``ValueKind``, `--help`, the usage line and the man page's synopsis show it, and the bash, zsh
/// and fish scripts complete it.
struct OptionSpec: Sendable {
    /// The long name with its dashes: `--theme`.
    var name: String
    /// A short alias with its dash: `-o`.
    var short: String?
    /// What its value is; `nil` for a flag that takes no value.
    var value: ValueKind?
    /// The value's name in help (`file`, `name|path`), shown as `<file>`.
    var placeholder: String
    /// Whether it may be given more than once (each value kept).
    var repeatable: Bool
    /// Whether the command cannot run without it.
    var isRequired: Bool
    /// One line of help.
    var help: String
    /// Whether help, the man page and completions leave it out (options for the tool's own use).
    var isHidden: Bool

    /// An option that takes a value.
    /// - Parameters:
    ///   - name: The long name, `--width`.
    ///   - kind: What the value is.
    ///   - placeholder: The value's name in help; by default the kind's (`n`, `file`, the choices).
    ///   - short: A short alias, `-o`.
    ///   - repeatable: Whether it may be given more than once.
    ///   - required: Whether the command needs it.
    ///   - help: One line of help.
    static func option(
        _ name: String, _ kind: ValueKind, placeholder: String? = nil, short: String? = nil, repeatable: Bool = false,
        required: Bool = false, _ help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, value: kind, placeholder: placeholder ?? kind.defaultPlaceholder,
            repeatable: repeatable, isRequired: required, help: help, isHidden: false)
    }

    /// A flag that takes no value.
    /// - Parameters:
    ///   - name: The long name, `--json`.
    ///   - short: A short alias, `-h`.
    ///   - hidden: Whether help, the man page and completions leave it out.
    ///   - help: One line of help.
    static func flag(_ name: String, short: String? = nil, hidden: Bool = false, _ help: String) -> OptionSpec {
        OptionSpec(
            name: name, short: short, value: nil, placeholder: "", repeatable: false, isRequired: false, help: help,
            isHidden: hidden)
    }

    /// `--help`, which every command takes.
    static let helpFlag = flag("--help", short: "-h", "Show help information.")

    /// How a usage line writes it: the short name when there is one (`-o <file>`), else the long.
    var usageName: String {
        let spelled = short ?? name
        return value == nil ? spelled : "\(spelled) <\(placeholder)>"
    }

    /// As a usage line shows it: `[--json]`, `[-o <file>]`, `[--badge <index:type[:text]>]...`,
    /// or `-o <dir>` when required.
    var usage: String {
        let word = isRequired ? usageName : "[\(usageName)]"
        return repeatable ? word + "..." : word
    }
}
