/// Parses JSON text (RFC 8259) with located errors and a depth limit, telling a ``JSONEventHandler``
/// what it reads, so a reader that needs each value's location builds its own tree in the same pass.
package struct JSONParser {
    private let source: SourceText
    private let bytes: [UInt8]
    private let maxDepth: Int
    private var index = 0
    private var depth = 0
    /// Kept from one string to the next: a string with an escape costs no allocation but its own.
    private var scratch: [UInt8] = []

    private init(source: SourceText, maxDepth: Int) {
        self.source = source
        self.bytes = source.bytes
        self.maxDepth = maxDepth
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Parses one JSON value that fills the whole text (white space around it allowed).
    /// - Throws: ``DiagnosticError`` with a ``DiagnosticCode/jsonSyntax`` diagnostic at the offending byte, or
    ///   an input diagnostic for NUL bytes, bad UTF-8 or size.
    package static func parse(_ source: SourceText, maxBytes: Int = 16 << 20, maxDepth: Int = 128)
        throws(DiagnosticError) -> JSONValue
    {
        var builder = JSONValueBuilder()
        try parse(source, maxBytes: maxBytes, maxDepth: maxDepth, into: &builder)
        return builder.values[0]
    }

    /// ``parse(_:maxBytes:maxDepth:)``, telling `handler` what it reads instead of building a ``JSONValue``.
    package static func parse<Handler: JSONEventHandler>(
        _ source: SourceText, maxBytes: Int = 16 << 20, maxDepth: Int = 128, into handler: inout Handler
    ) throws(DiagnosticError) {
        if let problem = source.validate(maxBytes: maxBytes) { throw DiagnosticError(problem) }
        var parser = JSONParser(source: source, maxDepth: maxDepth)
        parser.skipSpace()
        try parser.value(&handler)
        parser.skipSpace()
        if parser.index < parser.bytes.count { throw parser.failure("unexpected text after the JSON value") }
    }

    /// Parses JSON values that follow one another, separated by optional white space (JSON Lines).
    package static func parseSequence(_ source: SourceText, maxBytes: Int = 16 << 20, maxDepth: Int = 128)
        throws(DiagnosticError) -> [JSONValue]
    {
        if let problem = source.validate(maxBytes: maxBytes) { throw DiagnosticError(problem) }
        var parser = JSONParser(source: source, maxDepth: maxDepth)
        var builder = JSONValueBuilder()
        parser.skipSpace()
        while parser.index < parser.bytes.count {
            try parser.value(&builder)
            parser.skipSpace()
        }
        return builder.values
    }

    package static func parse(_ text: String, name: String = "<json>") throws(DiagnosticError) -> JSONValue {
        try parse(SourceText(name: name, text: text))
    }

    private func failure(_ message: String, at offset: Int? = nil) -> DiagnosticError {
        DiagnosticError(.error(.jsonSyntax, message, at: source.location(ofByte: offset ?? index)))
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// `'x'` when printable ASCII, else the code point: no raw control reaches the message.
    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the text" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        let scalar = String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self).unicodeScalars.first
        return VisibleText.codePoint(scalar?.value ?? UInt32(byte))
    }

    private mutating func value<Handler: JSONEventHandler>(_ handler: inout Handler) throws(DiagnosticError) {
        guard index < bytes.count else { throw failure("expected a JSON value, found the end of the text") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): try collection(&handler, isObject: true)
        case UInt8(ascii: "["): try collection(&handler, isObject: false)
        case UInt8(ascii: "\""): handler.scalar(.string(try string()), at: start)
        case UInt8(ascii: "t"): handler.scalar(try literal("true", .bool(true)), at: start)
        case UInt8(ascii: "f"): handler.scalar(try literal("false", .bool(false)), at: start)
        case UInt8(ascii: "n"): handler.scalar(try literal("null", .null), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): handler.scalar(try number(), at: start)
        default: throw failure("expected a JSON value, found \(describe(at: index))")
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(DiagnosticError) -> JSONValue {
        let count = word.utf8CodeUnitCount
        let matches =
            bytes.count - index >= count
            && word.withUTF8Buffer { utf8 in utf8.elementsEqual(bytes[index..<index + count]) }
        guard matches else { throw failure("expected a JSON value, found \(describe(at: index))") }
        index += count
        return value
    }

    private mutating func enter() throws(DiagnosticError) {
        depth += 1
        if depth > maxDepth { throw failure("arrays and objects nest deeper than \(maxDepth) levels") }
    }

    private mutating func collection<Handler: JSONEventHandler>(_ handler: inout Handler, isObject: Bool)
        throws(DiagnosticError)
    {
        try enter()
        defer { depth -= 1 }
        let (close, closing, name) = isObject ? (UInt8(ascii: "}"), "}", "object") : (UInt8(ascii: "]"), "]", "array")
        if isObject { handler.beginObject(at: index) } else { handler.beginArray(at: index) }
        index += 1
        skipSpace()
        var isClosed = index < bytes.count && bytes[index] == close
        if isClosed { index += 1 }
        while !isClosed {
            skipSpace()
            if isObject { try member(&handler) } else { try value(&handler) }
            skipSpace()
            guard index < bytes.count else { throw failure("unterminated \(name): expected ',' or '\(closing)'") }
            if bytes[index] == UInt8(ascii: ",") {
                try comma(closedBy: close)
            } else if bytes[index] == close {
                index += 1
                isClosed = true
            } else {
                throw failure("expected ',' or '\(closing)' in the \(name), found \(describe(at: index))")
            }
        }
        if isObject { handler.endObject() } else { handler.endArray() }
    }

    private mutating func member<Handler: JSONEventHandler>(_ handler: inout Handler) throws(DiagnosticError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw failure("expected a string key, found \(describe(at: index))")
        }
        let keyStart = index
        let key = try string()
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw failure("expected ':' after the key, found \(describe(at: index))")
        }
        index += 1
        skipSpace()
        handler.key(key, at: keyStart)
        try value(&handler)
    }

    private mutating func comma(closedBy close: UInt8) throws(DiagnosticError) {
        let at = index
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == close {
            throw failure("a trailing comma is not allowed in JSON", at: at)
        }
    }

    private mutating func number() throws(DiagnosticError) -> JSONValue {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count, (0x30...0x39).contains(parser.bytes[parser.index]) {
                parser.index += 1
            }
            return parser.index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits(&self)
        if integerDigits == 0 { throw failure("expected a digit, found \(describe(at: index))") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw failure("a number cannot start with 0", at: integerStart)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { throw failure("expected a digit after '.', found \(describe(at: index))") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            if digits(&self) == 0 { throw failure("expected a digit in the exponent, found \(describe(at: index))") }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func string() throws(DiagnosticError) -> String {
        let open = index
        index += 1
        var runStart = index
        // Until an escape is met the string is one run of the text's bytes (most strings have none).
        var unescaped = false
        while true {
            index = Self.nextSpecialByte(in: bytes, from: index)
            guard index < bytes.count else { throw failure("unterminated string", at: open) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                guard unescaped else { return String(decoding: bytes[runStart..<index], as: UTF8.self) }
                scratch.append(contentsOf: bytes[runStart..<index])
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == 0x0A || byte == 0x0D {
                throw failure("line break in a string: close the string with '\"' or write the break as \\n")
            }
            if byte < 0x20 {
                let code = VisibleText.codePoint(UInt32(byte))
                throw failure("control character \(code) in a string must be written as \\u\(code.dropFirst(2))")
            }
            if !unescaped {
                scratch.removeAll(keepingCapacity: true)
                unescaped = true
            }
            scratch.append(contentsOf: bytes[runStart..<index])
            index += 1
            guard index < bytes.count else { throw failure("unterminated string", at: open) }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                {
                    let save = index
                    index += 2
                    let low = try hex4()
                    if (0xDC00...0xDFFF).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = save
                    }
                }
                // A lone surrogate cannot be held in a Swift string; it becomes U+FFFD, as a browser shows it.
                UTF8.encode(Unicode.Scalar(code) ?? "\u{FFFD}") { scratch.append($0) }
            default:
                let shown =
                    escape >= 0x21 && escape < 0x7F
                    ? "'\\\(Character(Unicode.Scalar(escape)))'" : "'\\' before \(describe(at: index - 1))"
                throw failure("invalid escape \(shown) in a string", at: index - 2)
            }
            runStart = index
        }
    }

    /// The end of a run of a string's plain bytes: a quote, a backslash, a control character or the end.
    private static func nextSpecialByte(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return index }
            index += 1
        }
        return index
    }

    private mutating func hex4() throws(DiagnosticError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = index < bytes.count ? bytes[index] : 0
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw failure("expected four hex digits after \\u, found \(describe(at: index))")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
