/// A point in a source text: 1-based line and column (columns count Unicode scalars, as libyaml does).
package struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    package var description: String { "\(line):\(column)" }
}

/// Where something stands in a named source: a file (or `<stdin>`, `<built-in>`) and a range in it.
///
/// Every node of the YAML layer and every diagnostic carries one, so a message can say `file:line:column`.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's path as the user gave it, or a placeholder in angle brackets.
    public var file: String
    package var start: SourcePosition
    /// Where the range ends (exclusive).
    package var end: SourcePosition

    /// A location from `start` to `end` (exclusive), or at `start` alone.
    package init(file: String, start: SourcePosition, end: SourcePosition? = nil) {
        self.file = file
        self.start = start
        self.end = end ?? start
    }

    /// Creates a location at one line and column.
    public init(file: String, line: Int, column: Int) {
        self.init(file: file, start: SourcePosition(line: line, column: column))
    }

    /// `file:line:column` of the start.
    public var description: String { "\(file):\(start.line):\(start.column)" }
}
