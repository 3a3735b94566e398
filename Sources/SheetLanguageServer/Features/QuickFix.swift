import SheetText
import ThemeKit

/// One table, read from a diagnostic's code and hint, so every diagnostic that tells a fix gets its action.
struct QuickFix {
    var title: String
    var bytes: Range<Int>
    var newText: String

    static func of(_ diagnostic: Diagnostic, in text: TextDocument) -> QuickFix? {
        guard let location = diagnostic.location, location.file == text.path else { return nil }
        let start = text.offset(of: location.start)
        let end = max(start, text.offset(of: location.end))
        let written = String(decoding: text.bytes[start..<end], as: UTF8.self)
        switch diagnostic.code {
        case .unquotedColor:
            return QuickFix(title: "Quote the colour: \"\(written)\"", bytes: start..<end, newText: "\"\(written)\"")
        case .unusedPaletteEntry:
            // The entry's whole line, when the entry is all the line holds.
            let line = text.position(ofByte: start, encoding: .utf8).line
            let lineStart = text.offset(of: LSPPosition(line: line, character: 0), encoding: .utf8)
            guard text.bytes[lineStart..<start].allSatisfy({ $0 == UInt8(ascii: " ") }) else { return nil }
            let lineEnd = text.offset(of: LSPPosition(line: line + 1, character: 0), encoding: .utf8)
            return QuickFix(title: "Remove the unused palette entry", bytes: lineStart..<lineEnd, newText: "")
        default:
            guard let hint = diagnostic.hint, let suggestion = suggestion(in: hint) else { return nil }
            return QuickFix(title: "Change to \(suggestion)", bytes: start..<end, newText: suggestion)
        }
    }

    /// `did you mean "#abc"?` keeps its quotes: a colour must be quoted.
    static func suggestion(in hint: String) -> String? {
        guard let range = hint.firstRange(ofText: "did you mean ") else { return nil }
        let rest = hint[range.upperBound...]
        guard let quote = rest.first, quote == "'" || quote == "\"" else { return nil }
        let inner = rest.dropFirst()
        guard let close = inner.firstIndex(of: quote), inner[inner.index(after: close)...].hasPrefix("?") else {
            return nil
        }
        let word = String(inner[..<close])
        guard !word.isEmpty else { return nil }
        return quote == "\"" ? "\"\(word)\"" : word
    }
}

extension LanguageServer {
    mutating func codeActions(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        let range = try Self.range(in: params)
        guard let (text, report) = try linted(params) else { return .array([]) }
        let conversion = DiagnosticConversion(document: text, report: report, encoding: encoding)
        var actions: [JSONValue] = []
        for diagnostic in report.diagnostics {
            guard let fix = QuickFix.of(diagnostic, in: text) else { continue }
            let (json, place) = conversion.convert(diagnostic)
            // The diagnostic's range meets the range asked about (a point at its edge counts).
            guard place.start <= range.end, range.start <= place.end else { continue }
            let edit: JSONValue = .object([
                "range": text.range(ofBytes: fix.bytes, encoding: encoding).json, "newText": .string(fix.newText),
            ])
            actions.append(
                .object([
                    "title": .string(VisibleText.sanitize(fix.title)), "kind": .string("quickfix"),
                    "diagnostics": .array([json]), "isPreferred": .bool(true),
                    "edit": .object(["changes": .object([text.uri: .array([edit])])]),
                ]))
        }
        return .array(actions)
    }
}
