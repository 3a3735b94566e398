import SheetText
internal import CYAML

/// Pulls events out of libyaml, one at a time, without building a tree.
///
/// Each event is turned into Swift values and freed at once; the parser (a ``YAMLParser``) is
/// freed with the reader.
package final class YAMLEventReader {
    let parser: YAMLParser
    private var finished = false

    /// Starts reading a source, checked first as ``YAMLParser/init(source:limits:)`` checks it.
    /// - Throws: ``DiagnosticError`` when the text is too large or not UTF-8.
    package init(source: SourceText, limits: YAMLLimits) throws(DiagnosticError) {
        parser = try YAMLParser(source: source, limits: limits)
    }

    private var source: SourceText { parser.source }

    /// The name of the source being read.
    package var sourceName: String { source.name }

    /// The next event.
    /// - Returns: The event and its range, or `nil` after ``YAMLEvent/streamEnd``.
    /// - Throws: ``DiagnosticError`` with a located ``DiagnosticCode/syntax`` diagnostic when libyaml
    ///   rejects the text.
    package func next() throws(DiagnosticError) -> YAMLEventRecord? {
        guard !finished else { return nil }
        guard parser.advance() else {
            finished = true
            throw DiagnosticError(currentError())
        }
        defer { parser.release() }
        let event = parser.event.pointee
        let start = SourcePosition(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        let end = SourcePosition(line: Int(event.end_mark.line) + 1, column: Int(event.end_mark.column) + 1)
        let value: YAMLEvent
        switch event.type {
        case YAML_STREAM_START_EVENT:
            value = .streamStart
        case YAML_STREAM_END_EVENT:
            finished = true
            value = .streamEnd
        case YAML_DOCUMENT_START_EVENT:
            value = .documentStart(implicit: event.data.document_start.implicit != 0)
        case YAML_DOCUMENT_END_EVENT:
            value = .documentEnd(implicit: event.data.document_end.implicit != 0)
        case YAML_ALIAS_EVENT:
            value = .alias(anchor: Self.string(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
            value = .scalar(
                YAMLScalar(text, style: YAMLScalar.Style(data.style)), anchor: Self.string(data.anchor),
                tag: Self.string(data.tag))
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            value = .sequenceStart(
                anchor: Self.string(data.anchor), tag: Self.string(data.tag),
                flow: data.style == YAML_FLOW_SEQUENCE_STYLE)
        case YAML_SEQUENCE_END_EVENT:
            value = .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            value = .mappingStart(
                anchor: Self.string(data.anchor), tag: Self.string(data.tag),
                flow: data.style == YAML_FLOW_MAPPING_STYLE)
        case YAML_MAPPING_END_EVENT:
            value = .mappingEnd
        default:
            // YAML_NO_EVENT: libyaml has nothing more to say.
            finished = true
            return nil
        }
        return YAMLEventRecord(event: value, start: start, end: end)
    }

    /// The location of a position in this source.
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
            if let context = state.context.map({ String(cString: $0) }) {
                let at = SourcePosition(
                    line: Int(state.context_mark.line) + 1, column: Int(state.context_mark.column) + 1)
                message += " (\(context) started at \(at))"
                contextStart = at
            }
            let context = state.context.map { String(cString: $0) } ?? ""
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

    /// Where a scanner or parser error is shown. libyaml finds a plain word missing its ':' only
    /// once it has read past the word's line (a stray word on the last line is reported at the
    /// start of the next, empty one), so such a mark on a blank line or past the end moves back
    /// to where the word starts, which libyaml gives as the context. Other errors at the end of
    /// the text (an unclosed quote or bracket) are where libyaml puts them, with a hint that
    /// names where the construct opened.
    private func offendingPosition(_ mark: SourcePosition, context: String, contextStart: SourcePosition?)
        -> SourcePosition
    {
        guard context == "while scanning a simple key", let contextStart, contextStart.line < mark.line else {
            return mark
        }
        guard let line = source.line(mark.line) else { return contextStart }
        return line.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" } ? contextStart : mark
    }

    /// The character at a position of the source, or `nil` past the end of its line.
    private func character(at position: SourcePosition) -> Unicode.Scalar? {
        guard let line = source.line(position.line), position.column >= 1 else { return nil }
        let scalars = line.unicodeScalars
        guard position.column <= scalars.count else { return nil }
        return scalars[scalars.index(scalars.startIndex, offsetBy: position.column - 1)]
    }

    /// Advice for libyaml's commonest complaints, from its message and the text it stopped at.
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
        if problem.contains(text: "found unexpected end of stream"), context.contains(text: "quoted scalar"), let contextStart {
            return "the quote that opens at line \(contextStart.line), column \(contextStart.column) is never closed"
        }
        if problem.contains(text: "did not find expected ',' or ']'"), let contextStart {
            return "close the list that opens at line \(contextStart.line), column \(contextStart.column) "
                + "with ']', or separate its items with ','"
        }
        if problem.contains(text: "did not find expected ',' or '}'"), let contextStart {
            return "close the mapping that opens at line \(contextStart.line), column \(contextStart.column) "
                + "with '}', or separate its entries with ','"
        }
        return Self.fixedHints.first { problem.contains(text: $0.problem) }?.hint
    }

    /// Advice that depends only on libyaml's message, in the order it is looked for.
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
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
