import SheetText
internal import CYAML

/// Lends each scalar's bytes instead of making a `String` of each, for the mark "`registry set` on
/// the 1M-entry file ≤ 1.5× the C load floor" (BENCHMARKS.md). An event lives until the next ``next()``.
package final class YAMLFastEventReader {
    package enum Kind: UInt8, Sendable, Hashable {
        case streamStart, streamEnd, documentStart, documentEnd
        case alias
        case scalar
        case sequenceStart, sequenceEnd, mappingStart, mappingEnd
    }

    package struct Event: Sendable, Hashable {
        package var kind: Kind
        package var start: SourcePosition
        package var end: SourcePosition
        package var style: YAMLScalar.Style
        package var hasTag: Bool
        package var isFlow: Bool = false
        /// In Unicode scalars from the start of the text, a byte order mark not counted (libyaml's count).
        package var startIndex: Int = 0
        package var endIndex: Int = 0

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
    private var finished = false

    package init(source: SourceText, limits: YAMLLimits) throws(DiagnosticError) {
        parser = try YAMLParser(source: source, limits: limits)
    }

    private var source: SourceText { parser.source }

    /// `nil` after ``Kind/streamEnd``; releases the previous event and the bytes it lent.
    package func next() throws(DiagnosticError) -> Event? {
        guard !finished else {
            parser.release()
            return nil
        }
        guard parser.advance() else {
            finished = true
            throw DiagnosticError(currentError())
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

    /// The bytes are valid only inside `body`; empty when the current event is not a scalar.
    package func withScalarBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        guard parser.holdsEvent, parser.event.pointee.type == YAML_SCALAR_EVENT else {
            return try body(UnsafeBufferPointer(start: nil, count: 0))
        }
        let data = parser.event.pointee.data.scalar
        return try body(UnsafeBufferPointer(start: data.value, count: data.length))
    }

    package var scalarText: String {
        withScalarBytes { String(decoding: $0, as: UTF8.self) }
    }

    package var anchorAndTag: (anchor: String?, tag: String?) {
        guard parser.holdsEvent else { return (nil, nil) }
        let data = parser.event.pointee.data
        switch parser.event.pointee.type {
        case YAML_ALIAS_EVENT: return (Self.string(data.alias.anchor), nil)
        case YAML_SCALAR_EVENT: return (Self.string(data.scalar.anchor), Self.string(data.scalar.tag))
        case YAML_SEQUENCE_START_EVENT:
            return (Self.string(data.sequence_start.anchor), Self.string(data.sequence_start.tag))
        case YAML_MAPPING_START_EVENT:
            return (Self.string(data.mapping_start.anchor), Self.string(data.mapping_start.tag))
        default: return (nil, nil)
        }
    }

    package func location(_ start: SourcePosition, _ end: SourcePosition? = nil) -> SourceLocation {
        SourceLocation(file: source.name, start: start, end: end)
    }

    private func currentError() -> Diagnostic {
        let state = parser.state
        let problem = state.problem.map { String(cString: $0) } ?? "unknown libyaml error"
        switch state.error {
        case YAML_READER_ERROR:
            // The marks of a reader error are not kept up to date; its byte offset is.
            let location = source.location(ofByte: parser.skipped + Int(state.problem_offset))
            if problem == "control characters are not allowed", state.problem_value >= 0 {
                let value = UInt32(state.problem_value)
                return .error(
                    .syntax, "control character U+\(YAMLText.hex(value, digits: 4)) is not allowed", at: location,
                    hint: "write it as an escape in a double-quoted string, such as \"\(YAMLText.escape(value))\"")
            }
            return .error(.syntax, problem, at: location)
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            let mark = state.problem_mark
            let reported = SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
            var message = problem
            var contextStart: SourcePosition?
            let context = state.context.map { String(cString: $0) } ?? ""
            if state.context != nil {
                let at = SourcePosition(
                    line: Int(state.context_mark.line) + 1, column: Int(state.context_mark.column) + 1)
                message += " (\(context) started at \(at))"
                contextStart = at
            }
            let location = self.location(offendingPosition(reported, context: context, contextStart: contextStart))
            return .error(
                .syntax, message, at: location,
                hint: hint(for: problem, context: context, contextStart: contextStart, at: location.start))
        case YAML_MEMORY_ERROR:
            return .error(.syntax, "libyaml ran out of memory", at: source.location(ofByte: parser.offset))
        default:
            return .error(.syntax, problem, at: source.location(ofByte: parser.offset))
        }
    }

    /// libyaml finds a word missing its ':' only past its line: such a mark moves back to where it starts.
    private func offendingPosition(_ mark: SourcePosition, context: String, contextStart: SourcePosition?)
        -> SourcePosition
    {
        guard context == "while scanning a simple key", let contextStart, contextStart.line < mark.line else {
            return mark
        }
        guard let line = source.line(mark.line) else { return contextStart }
        return line.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" } ? contextStart : mark
    }

    private func character(at position: SourcePosition) -> Unicode.Scalar? {
        guard let line = source.line(position.line), position.column >= 1 else { return nil }
        let scalars = line.unicodeScalars
        guard position.column <= scalars.count else { return nil }
        return scalars[scalars.index(scalars.startIndex, offsetBy: position.column - 1)]
    }

    func hint(for problem: String, context: String, contextStart: SourcePosition?, at position: SourcePosition)
        -> String?
    {
        if problem.contains(text: "found character that cannot start any token") {
            switch character(at: position) {
            case "\t": return "YAML does not allow tabs for indentation or before a value; use spaces"
            case "@", "`": return "'@' and '`' are reserved in YAML; quote a value that starts with them"
            case "%": return "'%' cannot start a plain value; quote the value"
            default: return nil
            }
        }
        if problem.contains(text: "found unexpected end of stream"), context.contains(text: "quoted scalar"),
            let contextStart
        {
            return "the quote that opens at line \(contextStart.line), column \(contextStart.column) is never closed"
        }
        for (close, what, parts) in [("]", "list", "items"), ("}", "mapping", "entries")]
        where problem.contains(text: "did not find expected ',' or '\(close)'") {
            guard let contextStart else { break }
            return "close the \(what) that opens at line \(contextStart.line), column \(contextStart.column) "
                + "with '\(close)', or separate its \(parts) with ','"
        }
        return Self.fixedHints.first { problem.contains(text: $0.problem) }?.hint
    }

    private static let fixedHints: [(problem: String, hint: String)] = [
        ("tab character", "YAML does not allow tabs for indentation; use spaces"),
        (
            "mapping values are not allowed",
            "a value that contains ': ' must be quoted; or this line is indented as if it continued the value above it"
        ),
        ("did not find expected key", "check the indentation of this line and the one before it"),
        ("could not find expected ':'", "check the indentation of this line and the one before it"),
        ("did not find expected '-' indicator", "every item of this list must start with '- ' at the same indentation"),
        (
            "block sequence entries are not allowed",
            "a list that is a mapping's value starts on the next line, indented under its key"
        ),
        (
            "found undefined tag handle",
            "declare the tag handle with a %TAG directive, or quote a value that starts with '!'"
        ),
        (
            "did not find expected alphabetic or numeric character",
            "anchor and alias names are letters, digits, '-' and '_'; quote a value that starts with '&' or '*'"
        ),
        ("did not find expected <document start>", "after a '...' line, another document must start with '---'"),
        (
            "found unknown directive name",
            "a line that starts with '%' is a directive (%YAML or %TAG); quote a value that starts with '%'"
        ),
    ]

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
