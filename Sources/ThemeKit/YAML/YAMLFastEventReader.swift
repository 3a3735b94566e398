internal import CYAML

/// Pulls libyaml's events one at a time without turning them into Swift values: a scalar's
/// bytes are lent to the caller, not copied into a `String`.
///
/// For large, flat documents (routing files of a million entries) where ``YAMLEventReader``'s
/// one `String` and one ``YAMLEvent`` per event are most of the cost. The current event lives
/// until the next call to ``next()``; ``withScalarBytes(_:)`` reads the current scalar in place.
///
/// ```swift
/// let reader = try YAMLFastEventReader(source: source, limits: .document)
/// while let event = try reader.next() {
///     if event.kind == .scalar { reader.withScalarBytes { print($0.count) } }
/// }
/// ```
public final class YAMLFastEventReader {
    /// The kind of an event.
    public enum Kind: UInt8, Sendable, Hashable {
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
    public struct Event: Sendable, Hashable {
        /// The kind.
        public var kind: Kind
        /// Where its text starts.
        public var start: SourcePosition
        /// Where its text ends.
        public var end: SourcePosition
        /// A scalar's style; `.plain` for other events.
        public var style: YAMLScalar.Style
        /// Whether the event carries an anchor `&name`.
        public var hasAnchor: Bool
        /// Whether the event carries an explicit tag.
        public var hasTag: Bool

        /// Creates an event.
        public init(
            kind: Kind, start: SourcePosition, end: SourcePosition, style: YAMLScalar.Style = .plain,
            hasAnchor: Bool = false, hasTag: Bool = false
        ) {
            self.kind = kind
            self.start = start
            self.end = end
            self.style = style
            self.hasAnchor = hasAnchor
            self.hasTag = hasTag
        }
    }

    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let event: UnsafeMutablePointer<yaml_event_t>
    private var holdsEvent = false
    private let source: SourceText
    private let limits: YAMLLimits
    private var offset: Int
    private var finished = false

    /// Starts reading a source.
    ///
    /// The text is checked first (size, NUL bytes, UTF-8), so those problems get a line and column.
    /// - Parameters:
    ///   - source: The text to read.
    ///   - limits: Its size limit is checked here.
    /// - Throws: ``DiagnosticError`` when the text is too large or not UTF-8.
    public init(source: SourceText, limits: YAMLLimits) throws(DiagnosticError) {
        if let problem = source.validate(maxBytes: limits.maxInputBytes) {
            throw DiagnosticError(problem)
        }
        self.source = source
        self.limits = limits
        self.offset = source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        parser = .allocate(capacity: 1)
        event = .allocate(capacity: 1)
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            event.deallocate()
            throw DiagnosticError(
                .error(.syntax, "libyaml could not allocate a parser", at: source.location(ofByte: 0)))
        }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input(parser, fastReadHandler, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        if holdsEvent { yaml_event_delete(event) }
        yaml_parser_delete(parser)
        parser.deallocate()
        event.deallocate()
    }

    /// Copies the next chunk of the source into libyaml's buffer.
    fileprivate func fill(_ buffer: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int {
        let count = min(capacity, source.bytes.count - offset)
        guard count > 0 else { return 0 }
        source.bytes.withUnsafeBufferPointer { all in
            buffer.update(from: all.baseAddress! + offset, count: count)
        }
        offset += count
        return count
    }

    /// The name of the source being read.
    public var sourceName: String { source.name }

    /// The next event; the previous one (and the bytes it lent) is released.
    /// - Returns: The event, or `nil` after ``Kind/streamEnd``.
    /// - Throws: ``DiagnosticError`` with the same located ``DiagnosticCode/syntax`` diagnostic
    ///   ``YAMLEventReader`` gives when libyaml rejects the text.
    public func next() throws(DiagnosticError) -> Event? {
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        guard !finished else { return nil }
        guard yaml_parser_parse(parser, event) == 1 else {
            finished = true
            throw syntaxError()
        }
        holdsEvent = true
        let value = event.pointee
        let kind: Kind
        var style = YAMLScalar.Style.plain
        var hasAnchor = false
        var hasTag = false
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
            hasAnchor = data.anchor != nil
            hasTag = data.tag != nil
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
        case YAML_SEQUENCE_START_EVENT:
            kind = .sequenceStart
            hasAnchor = value.data.sequence_start.anchor != nil
            hasTag = value.data.sequence_start.tag != nil
        case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            kind = .mappingStart
            hasAnchor = value.data.mapping_start.anchor != nil
            hasTag = value.data.mapping_start.tag != nil
        case YAML_MAPPING_END_EVENT: kind = .mappingEnd
        default:
            finished = true
            return nil
        }
        return Event(
            kind: kind,
            start: SourcePosition(line: Int(value.start_mark.line) + 1, column: Int(value.start_mark.column) + 1),
            end: SourcePosition(line: Int(value.end_mark.line) + 1, column: Int(value.end_mark.column) + 1),
            style: style, hasAnchor: hasAnchor, hasTag: hasTag)
    }

    /// Lends the current scalar's bytes (UTF-8, after YAML's escapes and folding) to `body`.
    ///
    /// The buffer is valid only inside `body`; it is empty when the current event is not a scalar.
    /// - Parameter body: Reads the bytes.
    /// - Returns: What `body` returns.
    public func withScalarBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        guard holdsEvent, event.pointee.type == YAML_SCALAR_EVENT else {
            return try body(UnsafeBufferPointer(start: nil, count: 0))
        }
        let data = event.pointee.data.scalar
        return try body(UnsafeBufferPointer(start: data.value, count: data.length))
    }

    /// The current scalar as a string; empty when the current event is not a scalar.
    public var scalarText: String {
        withScalarBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// The location of a position in this source.
    public func location(_ start: SourcePosition, _ end: SourcePosition? = nil) -> SourceLocation {
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
        let mark = parser.pointee.problem_mark
        return DiagnosticError(
            .error(
                .syntax, "libyaml rejected the text",
                at: location(SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1))))
    }
}

/// libyaml's read callback: `data` is the unretained reader.
private func fastReadHandler(
    _ data: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?, _ size: Int,
    _ sizeRead: UnsafeMutablePointer<Int>?
) -> Int32 {
    guard let data, let buffer, let sizeRead else { return 0 }
    let reader = Unmanaged<YAMLFastEventReader>.fromOpaque(data).takeUnretainedValue()
    sizeRead.pointee = reader.fill(buffer, capacity: size)
    return 1
}
