import SheetText
/// Other keys are ignored, as scheme files often carry their own.
package struct Base16Scheme: Sendable, Hashable {
    package enum System: String, Sendable, Hashable {
        case base16
        case base24

        package var slots: [String] {
            let count = self == .base16 ? 16 : 24
            return (0..<count).map { index in
                let hex = String(index, radix: 16, uppercase: true)
                return "base" + (index < 16 ? "0" : "") + hex
            }
        }
    }

    package enum Format: String, Sendable, Hashable {
        case current
        case legacy
    }

    package var system: System
    package var format: Format
    package var name: String
    package var slug: String?
    package var author: String?
    package var variant: String?
    package var colors: [String: ThemeColor]

    /// Black when the scheme lacks it, which a parsed scheme never does.
    package func color(_ slot: String) -> ThemeColor {
        colors[slot] ?? ThemeColor(red: 0, green: 0, blue: 0)
    }

    package static let maxBytes = 1 << 20

    package static func parse(_ source: SourceText) throws(DiagnosticError) -> Base16Scheme {
        var reader = Base16SchemeReader(source: source)
        let root = try YAMLComposer.document(in: source, limits: .theme)
        guard let scheme = reader.read(root), !reader.diagnostics.containsErrors else {
            throw DiagnosticError(reader.diagnostics)
        }
        return scheme
    }
}
