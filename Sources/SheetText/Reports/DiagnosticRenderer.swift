/// Renders diagnostics the way a compiler does:
///
/// ```
/// themes/x.yaml:7:3: error: unknown key 'colour' in 'colors' [unknown-key]
///  7 |   colour: "#fff"
///    |   ^~~~~~
/// hint: did you mean 'colors'?
/// ```
///
/// Everything a diagnostic quotes is untrusted and shown visibly (``VisibleText``), so a hostile file
/// can neither drive the terminal nor forge a line a CI log parser would believe; a message or hint
/// past ``textWidth`` cells is cut in the middle, and a long line is quoted as a window around the column.
public struct DiagnosticRenderer: Sendable {
    /// Returns line `line` (1-based) of `file`, without its line break, or `nil` when unknown.
    public typealias SourceLines = @Sendable (_ file: String, _ line: Int) -> String?
    private let sourceLines: SourceLines

    /// Creates a renderer.
    /// - Parameter sourceLines: Looks up the text of a source line, to quote it under the message.
    public init(sourceLines: @escaping SourceLines = { _, _ in nil }) { self.sourceLines = sourceLines }

    /// Creates a renderer that quotes lines of the given sources.
    /// - Parameter sources: Each file's text, by the name its locations use.
    public init(sources: [String: SourceText]) { self.init(sourceLines: { file, line in sources[file]?.line(line) }) }

    /// Creates a renderer that quotes lines of the texts a failure hands over (`HostError.sources`).
    /// - Parameters:
    ///   - sources: The texts; of two with one name, the last.
    ///   - readingOthers: Whether a file not among them is read again to quote it, as a command
    ///     line reports what it read (never a `<name>` such as `<stdin>`, which cannot be).
    public init(sources: [SourceText], readingOthers: Bool = false) {
        var table: [String: SourceText] = [:]
        for source in sources { table[source.name] = source }
        self.init(sourceLines: { [table] file, line in
            if let source = table[file] { return source.line(line) }
            guard readingOthers, !file.hasPrefix("<") else { return nil }
            return (try? SourceText.read(path: file, maxBytes: 64 << 20))?.line(line)
        })
    }

    static let textWidth = 240

    /// Renders one diagnostic as one or more lines, each ending in a line break.
    /// - Parameter diagnostic: The diagnostic to render.
    /// - Returns: The message line, the quoted source with a caret when the line is known, and the hint.
    public func render(_ diagnostic: Diagnostic) -> String {
        // The one-line form, with the message already shown and cut; sanitising is idempotent, so
        // showing the whole line visibly leaves the message as it is and shows the file name.
        var shown = diagnostic
        shown.message = VisibleText.excerpt(diagnostic.message, cells: Self.textWidth)
        var out = VisibleText.sanitize(shown.description) + "\n"
        if let location = diagnostic.location, let text = sourceLines(location.file, location.start.line) {
            let number = String(location.start.line)
            let gutter = String(repeating: " ", count: number.count)
            let quoted = QuotedLine(text, from: location.start, to: location.end)
            out += " \(number) | \(quoted.text)\n"
            out += " \(gutter) | \(quoted.marker)\n"
        }
        if let hint = diagnostic.hint { out += "hint: \(VisibleText.excerpt(hint, cells: Self.textWidth))\n" }
        return out
    }

    /// Renders several diagnostics in order.
    public func render(_ diagnostics: [Diagnostic]) -> String { diagnostics.reduce(into: "") { $0 += render($1) } }
}
