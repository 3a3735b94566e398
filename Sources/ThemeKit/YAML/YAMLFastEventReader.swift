import SheetText
internal import CYAML

/// Pulls libyaml's events one at a time without turning them into Swift values: a scalar's
/// bytes are lent to the caller, not copied into a `String`.
///
/// For large, flat documents (routing files of a million entries) where ``YAMLEventReader``'s
/// one `String` and one ``YAMLEvent`` per event are most of the cost: kept for the benchmark mark
/// "`registry set` on the 1M-entry file ≤ 1.5× the C load floor" (BENCHMARKS.md). The current event lives
/// until the next call to ``next()``; ``withScalarBytes(_:)`` reads the current scalar in place.
///
/// ```swift
/// let reader = try YAMLFastEventReader(source: source, limits: .document)
/// while let event = try reader.next() {
///     if event.kind == .scalar { reader.withScalarBytes { print($0.count) } }
/// }
/// ```
package final class YAMLFastEventReader {
    /// The kind of an event.
    package enum Kind: UInt8, Sendable, Hashable {
        /// The stream begins.
        case streamStart
        /// The stream ends.
        case streamEnd
        /// A document begins.
        case documentStart
        /// A document ends.
        case documentEnd
        /// An alias `*anchor`.
        case alias
        /// A scalar; read it with ``YAMLFastEventReader/withScalarBytes(_:)``.
        case scalar
        /// A sequence begins.
        case sequenceStart
        /// The innermost sequence ends.
        case sequenceEnd
        /// A mapping begins.
        case mappingStart
        /// The innermost mapping ends.
        case mappingEnd
    }

    /// One event: its kind, where it stands, and for scalars how it was written.
    package struct Event: Sendable, Hashable {
        /// The kind.
        package var kind: Kind
        /// Where its text starts.
        package var start: SourcePosition
        /// Where its text ends.
        package var end: SourcePosition
        /// A scalar's style; `.plain` for other events.
        package var style: YAMLScalar.Style
        /// Whether the event carries an explicit tag.
        package var hasTag: Bool
        /// Whether a collection's start is written inline (`{ … }`, `[ … ]`); `false` for other events.
        package var isFlow: Bool = false
        /// Where its text starts and ends as libyaml counts: Unicode scalars from the start of the
        /// text (a byte order mark not counted), so an editor can find the bytes it spans.
        package var startIndex: Int = 0
        /// See ``startIndex``.
        package var endIndex: Int = 0

        /// Creates an event.
        package init(
            kind: Kind, start: SourcePosition, end: SourcePosition, style: YAMLScalar.Style = .plain,
            hasTag: Bool = false
        ) {
            self.kind = kind
            self.start = start
            self.end = end
            self.style = style
            self.hasTag = hasTag
        }
    }

    let parser: YAMLParser
    private let limits: YAMLLimits
    private var finished = false

    /// Starts reading a source.
    ///
    /// The text is checked first (size, NUL bytes, UTF-8), so those problems get a line and column.
    /// - Parameters:
    ///   - source: The text to read.
    ///   - limits: Its size limit is checked here.
    /// - Throws: ``DiagnosticError`` when the text is too large or not UTF-8.
    package init(source: SourceText, limits: YAMLLimits) throws(DiagnosticError) {
        parser = try YAMLParser(source: source, limits: limits)
        self.limits = limits
    }

    private var source: SourceText { parser.source }

    /// The next event; the previous one (and the bytes it lent) is released.
    /// - Returns: The event, or `nil` after ``Kind/streamEnd``.
    /// - Throws: ``DiagnosticError`` with the same located ``DiagnosticCode/syntax`` diagnostic
    ///   ``YAMLEventReader`` gives when libyaml rejects the text.
    package func next() throws(DiagnosticError) -> Event? {
        guard !finished else {
            parser.release()
            return nil
        }
        guard parser.advance() else {
            finished = true
            throw syntaxError()
        }
        let value = parser.event.pointee
        let kind: Kind
        var style = YAMLScalar.Style.plain
        var hasTag = false
        var isFlow = false
        switch value.type {
        case YAML_STREAM_START_EVENT: kind = .streamStart
        case YAML_STREAM_END_EVENT:
            finished = true
            kind = .streamEnd
        case YAML_DOCUMENT_START_EVENT: kind = .documentStart
        case YAML_DOCUMENT_END_EVENT: kind = .documentEnd
        case YAML_ALIAS_EVENT: kind = .alias
        case YAML_SCALAR_EVENT:
            kind = .scalar
            let data = value.data.scalar
            hasTag = data.tag != nil
            style = YAMLScalar.Style(data.style)
        case YAML_SEQUENCE_START_EVENT:
            kind = .sequenceStart
            hasTag = value.data.sequence_start.tag != nil
            isFlow = value.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
        case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            kind = .mappingStart
            hasTag = value.data.mapping_start.tag != nil
            isFlow = value.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
        case YAML_MAPPING_END_EVENT: kind = .mappingEnd
        default:
            finished = true
            return nil
        }
        var event = Event(
            kind: kind,
            start: SourcePosition(line: Int(value.start_mark.line) + 1, column: Int(value.start_mark.column) + 1),
            end: SourcePosition(line: Int(value.end_mark.line) + 1, column: Int(value.end_mark.column) + 1),
            style: style, hasTag: hasTag)
        event.isFlow = isFlow
        event.startIndex = Int(value.start_mark.index)
        event.endIndex = Int(value.end_mark.index)
        return event
    }

    /// Lends the current scalar's bytes (UTF-8, after YAML's escapes and folding) to `body`.
    ///
    /// The buffer is valid only inside `body`; it is empty when the current event is not a scalar.
    /// - Parameter body: Reads the bytes.
    /// - Returns: What `body` returns.
    package func withScalarBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        guard parser.holdsEvent, parser.event.pointee.type == YAML_SCALAR_EVENT else {
            return try body(UnsafeBufferPointer(start: nil, count: 0))
        }
        let data = parser.event.pointee.data.scalar
        return try body(UnsafeBufferPointer(start: data.value, count: data.length))
    }

    /// The current scalar as a string; empty when the current event is not a scalar.
    package var scalarText: String {
        withScalarBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// The location of a position in this source.
    package func location(_ start: SourcePosition, _ end: SourcePosition? = nil) -> SourceLocation {
        SourceLocation(file: source.name, start: start, end: end)
    }

    /// The diagnostic for libyaml's rejection of the text.
    ///
    /// Errors are rare and this reader is built for speed, so rather than keep a second copy of
    /// the message and hint rules, the text is read again by ``YAMLEventReader`` up to the same
    /// failure, which phrases it exactly as everywhere else.
    private func syntaxError() -> DiagnosticError {
        do {
            let slow = try YAMLEventReader(source: source, limits: limits)
            while try slow.next() != nil {}
        } catch {
            return error
        }
        let mark = parser.state.problem_mark
        return DiagnosticError(
            .error(
                .syntax, "libyaml rejected the text",
                at: location(SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1))))
    }
}
