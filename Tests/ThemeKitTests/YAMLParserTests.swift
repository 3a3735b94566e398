import Testing
@testable import SheetText

@testable import ThemeKit

/// The one owner of libyaml's parser and event: the reader frees it on every path (the end, a
/// syntax error, a limit, a caller that stops early).
@Suite struct YAMLParserTests {
    enum Stop: Sendable, CustomStringConvertible {
        /// Read every event, to the end or to the error.
        case atTheEnd
        /// Drop the reader after this many events, while it may hold one.
        case after(Int)
        /// Feed the events to a composer whose depth limit the text passes.
        case atTheDepthLimit

        var description: String {
            switch self {
            case .atTheEnd: "at the end"
            case .after(let count): "after \(count) event\(count == 1 ? "" : "s")"
            case .atTheDepthLimit: "at the depth limit"
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var stop: Stop
        /// The code of the diagnostic reading ends with, or `nil` when it ends well.
        var error: DiagnosticCode?
        var testDescription: String {
            "\(stop), \(error.map { "a \($0.rawValue) error" } ?? "no error")"
        }
    }

    static let cases: [Case] = [
        Case(text: "a: [1, 2]\nb: c\n", stop: .atTheEnd, error: nil),
        Case(text: "a: [1, 2\nb: c\n", stop: .atTheEnd, error: .syntax),
        Case(text: "a: \"never closed\n", stop: .atTheEnd, error: .syntax),
        Case(text: "a: [1, 2]\nb: c\n", stop: .after(4), error: nil),
        Case(text: "a: [1, 2]\nb: c\n", stop: .after(1), error: nil),
        Case(text: "[[[[[[1]]]]]]", stop: .atTheDepthLimit, error: .tooDeep),
    ]

    @Test(arguments: cases)
    func theParserGoesWithItsReaderOnEveryPath(_ c: Case) throws {
        weak var parser: YAMLParser?
        var code: DiagnosticCode?
        do {
            let source = SourceText(name: "t.yaml", text: c.text)
            let limits = YAMLLimits(maxInputBytes: 1 << 20, maxDepth: 3, maxAliasNodes: 100)
            let limit: Int
            if case .after(let events) = c.stop { limit = events } else { limit = .max }
            var count = 0
            do throws(DiagnosticError) {
                let reader = try YAMLFastEventReader(source: source, limits: limits)
                parser = reader.parser
                var builder = YAMLComposer.Builder(reader: reader, limits: limits)
                while count < limit, let event = try reader.next() {
                    count += 1
                    if case .atTheDepthLimit = c.stop { _ = try builder.consume(event) }
                }
                if case .after = c.stop { #expect(reader.parser.holdsEvent, "the current event is still lent") }
                #expect(parser === reader.parser)
            } catch {
                code = error.diagnostics.last?.code
            }
        }
        #expect(code == c.error)
        #expect(parser == nil, "the parser outlived its reader")
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var message: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        Refusal(
            name: "too large", bytes: Array(repeating: UInt8(ascii: "a"), count: 65),
            message: "input is 65 bytes; the limit is 64 bytes"),
        Refusal(name: "a NUL byte", bytes: Array("a: b\u{0}\n".utf8), message: "NUL byte in the text"),
        Refusal(name: "not UTF-8", bytes: [0x61, 0x3A, 0x20, 0xFF, 0x0A], message: "invalid UTF-8 byte 0xFF"),
    ])
    func aTextRefusedBeforeParsingGetsALocatedError(_ r: Refusal) {
        let limits = YAMLLimits(maxInputBytes: 64, maxDepth: 3, maxAliasNodes: 0)
        let diagnostics = Self.refusal(of: SourceText(name: "t.yaml", bytes: r.bytes), limits: limits)
        #expect(diagnostics?.count == 1)
        #expect(diagnostics?.first?.location?.file == "t.yaml")
        #expect(diagnostics?.first?.message == r.message)
    }

    /// What starting a reader over `source` throws, or `nil` when it starts.
    static func refusal(of source: SourceText, limits: YAMLLimits) -> [Diagnostic]? {
        do throws(DiagnosticError) {
            _ = try YAMLFastEventReader(source: source, limits: limits)
            return nil
        } catch {
            return error.diagnostics
        }
    }
}
