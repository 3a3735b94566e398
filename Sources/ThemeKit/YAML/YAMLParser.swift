import SheetText
internal import CYAML

/// The one owner of libyaml's parser and last event, freed on every path; input is lent in chunks, never copied.
final class YAMLParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    let event: UnsafeMutablePointer<yaml_event_t>
    private(set) var holdsEvent = false
    let source: SourceText
    /// A UTF-8 byte order mark, skipped since libyaml is told the encoding.
    let skipped: Int
    private(set) var offset: Int

    /// Validates the text first, so its problems get a line and column.
    init(source: SourceText, limits: YAMLLimits) throws(DiagnosticError) {
        if let problem = source.validate(maxBytes: limits.maxInputBytes) {
            throw DiagnosticError(problem)
        }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            throw DiagnosticError(
                .error(.syntax, "libyaml could not allocate a parser", at: source.location(ofByte: 0)))
        }
        self.parser = parser
        self.event = .allocate(capacity: 1)
        self.source = source
        self.skipped = source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        self.offset = skipped
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input(parser, yamlReadHandler, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        release()
        yaml_parser_delete(parser)
        parser.deallocate()
        event.deallocate()
    }

    @inline(__always)
    func advance() -> Bool {
        release()
        guard yaml_parser_parse(parser, event) == 1 else { return false }
        holdsEvent = true
        return true
    }

    @inline(__always)
    func release() {
        guard holdsEvent else { return }
        yaml_event_delete(event)
        holdsEvent = false
    }

    var state: yaml_parser_t { parser.pointee }

    fileprivate func fill(_ buffer: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int {
        let count = min(capacity, source.bytes.count - offset)
        guard count > 0 else { return 0 }
        source.bytes.withUnsafeBufferPointer { all in
            buffer.update(from: all.baseAddress! + offset, count: count)
        }
        offset += count
        return count
    }
}

/// `data` is the unretained ``YAMLParser``, which outlives its parser.
private func yamlReadHandler(
    _ data: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?, _ size: Int,
    _ sizeRead: UnsafeMutablePointer<Int>?
) -> Int32 {
    guard let data, let buffer, let sizeRead else { return 0 }
    let parser = Unmanaged<YAMLParser>.fromOpaque(data).takeUnretainedValue()
    sizeRead.pointee = parser.fill(buffer, capacity: size)
    return 1
}

extension YAMLScalar.Style {
    @inline(__always)
    init(_ style: yaml_scalar_style_t) {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: self = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: self = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: self = .literal
        case YAML_FOLDED_SCALAR_STYLE: self = .folded
        default: self = .plain
        }
    }
}
