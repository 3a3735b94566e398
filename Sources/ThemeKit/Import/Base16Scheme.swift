import SheetText
/// A base16 or base24 colour scheme, read from either of its YAML formats.
///
/// The current format (the tinted-theming spec) has `system`, `name`, `slug`, `author`, `variant`
/// and a `palette` mapping of slots; the legacy format has `scheme`, `author` and the slots at the
/// top level. Slots are six hex digits, with or without `#`, in any case. base16 has the slots
/// `base00`…`base0F`; base24 adds `base10`…`base17`. Other keys are ignored, as scheme files often
/// carry their own.
///
/// ```swift
/// let scheme = try Base16Scheme.parse(SourceText.read(path: "ocean.yaml", maxBytes: 1 << 20))
/// scheme.color("base08")   // the red slot
/// ```
package struct Base16Scheme: Sendable, Hashable {
    /// Which slot set a scheme defines.
    package enum System: String, Sendable, Hashable {
        /// `base00`…`base0F`.
        case base16
        /// `base00`…`base0F` and `base10`…`base17`.
        case base24

        /// The slot names, in order.
        package var slots: [String] {
            let count = self == .base16 ? 16 : 24
            return (0..<count).map { index in
                let hex = String(index, radix: 16, uppercase: true)
                return "base" + (index < 16 ? "0" : "") + hex
            }
        }
    }

    /// How the file was written.
    package enum Format: String, Sendable, Hashable {
        /// `system`/`name`/`palette`.
        case current
        /// Top-level `scheme` and slots.
        case legacy
    }

    /// The slot set.
    package var system: System
    /// How the file was written.
    package var format: Format
    /// The scheme's name (`name`, or `scheme` in the legacy format).
    package var name: String
    /// The scheme's slug, when the file gives one.
    package var slug: String?
    package var author: String?
    /// `dark` or `light`, when given.
    package var variant: String?
    /// Every slot's colour, keyed by slot name (`base00`).
    package var colors: [String: ThemeColor]

    /// The colour of a slot; black when the scheme lacks it (a parsed scheme never does).
    package func color(_ slot: String) -> ThemeColor {
        colors[slot] ?? ThemeColor(red: 0, green: 0, blue: 0)
    }

    /// The largest scheme file read.
    package static let maxBytes = 1 << 20

    /// Reads a scheme from its text.
    /// - Returns: The scheme.
    /// - Throws: ``DiagnosticError`` with every problem found, each located: YAML syntax, a document
    ///   that is not a mapping, a missing name or slot, a slot that is not six hex digits.
    package static func parse(_ source: SourceText) throws(DiagnosticError) -> Base16Scheme {
        var reader = Base16SchemeReader(source: source)
        let root = try YAMLComposer.document(in: source, limits: .theme)
        guard let scheme = reader.read(root), !reader.diagnostics.containsErrors else {
            throw DiagnosticError(reader.diagnostics)
        }
        return scheme
    }
}
