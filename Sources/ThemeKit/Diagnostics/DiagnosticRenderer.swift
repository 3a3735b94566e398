/// Renders diagnostics the way a compiler does:
///
/// ```
/// themes/x.yaml:7:3: error: unknown key 'colour' in 'colors' [unknown-key]
///  7 |   colour: "#fff"
///    |   ^~~~~~
/// hint: did you mean 'colors'?
/// ```
///
/// Text from the input is shown with control characters replaced by U+FFFD, so a
/// diagnostic about a hostile file cannot drive the terminal that shows it.
public struct DiagnosticRenderer: Sendable {
    /// Returns line `line` (1-based) of `file`, without its line break, or `nil` when unknown.
    public typealias SourceLines = @Sendable (_ file: String, _ line: Int) -> String?

    private let sourceLines: SourceLines

    /// Creates a renderer.
    /// - Parameter sourceLines: Looks up the text of a source line, to quote it under the message.
    public init(sourceLines: @escaping SourceLines = { _, _ in nil }) {
        self.sourceLines = sourceLines
    }

    /// Creates a renderer that quotes lines of the given sources.
    /// - Parameter sources: Each file's text, by the name its locations use.
    public init(sources: [String: SourceText]) {
        self.init(sourceLines: { file, line in sources[file]?.line(line) })
    }

    /// Renders one diagnostic as one or more lines, each ending in a line break.
    /// - Parameter diagnostic: The diagnostic to render.
    /// - Returns: The message line, the quoted source with a caret when the line is known, and the hint.
    public func render(_ diagnostic: Diagnostic) -> String {
        var out = Self.visible(diagnostic.description) + "\n"
        if let location = diagnostic.location, let text = sourceLines(location.file, location.start.line) {
            let number = String(location.start.line)
            let gutter = String(repeating: " ", count: number.count)
            let shown = Self.visible(text)
            out += " \(number) | \(shown)\n"
            out += " \(gutter) | \(Self.marker(in: shown, from: location.start, to: location.end))\n"
        }
        if let hint = diagnostic.hint {
            out += "hint: \(Self.visible(hint))\n"
        }
        return out
    }

    /// Renders several diagnostics in order.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    /// A caret under the start column, with `~` under the rest of the range when it stays on the line.
    private static func marker(in line: String, from start: SourcePosition, to end: SourcePosition) -> String {
        let scalars = Array(line.unicodeScalars)
        var pad = ""
        for index in 0..<max(0, start.column - 1) {
            pad.append(index < scalars.count && scalars[index] == "\t" ? "\t" : " ")
        }
        var length = 1
        if end.line == start.line, end.column > start.column + 1 {
            length = min(end.column - start.column, max(1, scalars.count - start.column + 1))
        }
        return pad + "^" + String(repeating: "~", count: length - 1)
    }

    /// The text with C0/C1 controls (but tab), DEL and bidi/zero-width format characters replaced by U+FFFD.
    static func visible(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A: result.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF:
                result.append("\u{FFFD}")
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
