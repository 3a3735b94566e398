import SheetSystem
import SheetText
import ThemeKit

/// The call log of `present --log FILE`: one JSON line per call answered, added through the one file writer.
package struct CallLog: Sendable {
    package let path: String
    package private(set) var lines: [String] = []

    package init(path: String) { self.path = path }

    package mutating func record(
        sheet: ResolvedSheet?, dialect: CallDialect?, app: String?, answer: String, scripted: String?
    ) {
        var line: JSONObject = ["time": .string(Self.now())]
        line["app"] = app.map(JSONValue.string) ?? .null
        line["dialect"] = dialect.map { .string($0.rawValue) } ?? .null
        line["sheet"] = sheet.map(Self.json) ?? .null
        line["answer"] = (try? JSONParser.parse(answer)) ?? .string(answer)
        if let scripted { line["scripted"] = .string(scripted) }
        lines.append(JSONValue.object(line).compactText)
    }

    /// Writes the run's lines after the file's own.
    package func flush() throws(LogError) {
        guard !lines.isEmpty else { return }
        var bytes: [UInt8] = []
        if access(path, F_OK) == 0 {
            do throws(DiagnosticError) {
                bytes = try SourceText.read(path: path, maxBytes: Self.maxBytes).bytes
            } catch {
                throw .unreadable(error)
            }
            if let last = bytes.last, last != 0x0A { bytes.append(0x0A) }
        }
        bytes += Array((lines.joined(separator: "\n") + "\n").utf8)
        do throws(FileWriteError) {
            try AtomicFileWriter().write(bytes, to: path)
        } catch {
            throw .unwritable(error.description)
        }
    }

    package enum LogError: Error, Sendable {
        case unreadable(DiagnosticError)
        case unwritable(String)
    }

    package static let maxBytes = 64 << 20

    private static func json(_ sheet: ResolvedSheet) -> JSONValue {
        .object([
            "title": sheet.title.map(JSONValue.string) ?? .null,
            "message": sheet.message.map(JSONValue.string) ?? .null,
            "items": .array(sheet.items.map { .string($0.text) }),
            "cancel": .string(sheet.cancelLabel),
            "destructive": sheet.items.first(where: \.isDestructive).map { .integer($0.index) } ?? .null,
        ])
    }

    /// UTC, as RFC 3339 with milliseconds: `2026-12-01T18:24:33.120Z`.
    package static func now() -> String {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        var seconds = spec.tv_sec
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let millis = Int(spec.tv_nsec / 1_000_000)
        let milliText = String(repeating: "0", count: 3 - String(millis).count) + String(millis)
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)).\(milliText)Z"
    }

    package static var schema: JSONValue {
        let text = JSONValue.object(["type": .array([.string("string"), .string("null")])])
        return .object([
            "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
            "title": .string("sheetctl present call log line"),
            "description": .string(
                "One line of `sheetctl present --log FILE`: a call answered, as JSON on one line."),
            "type": .string("object"),
            "required": .array(["time", "app", "dialect", "sheet", "answer"].map { .string($0) }),
            "additionalProperties": .bool(false),
            "properties": .object([
                "time": .object([
                    "description": .string("When the call was answered: UTC, RFC 3339, with milliseconds."),
                    "type": .string("string"),
                    "pattern": .string("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z$"),
                ]),
                "app": .object([
                    "description": .string("The mini program asking (--app), or null."),
                    "type": .array([.string("string"), .string("null")]),
                ]),
                "dialect": .object([
                    "description": .string("The call's dialect, or null when it could not be told."),
                    "enum": .array(CallDialect.allCases.map { .string($0.rawValue) } + [.null]),
                ]),
                "sheet": .object([
                    "description": .string(
                        "The sheet as shown, after the theme and the locale; null when the call could not be read."),
                    "type": .array([.string("object"), .string("null")]),
                    "required": .array(["title", "message", "items", "cancel", "destructive"].map { .string($0) }),
                    "additionalProperties": .bool(false),
                    "properties": .object([
                        "title": text,
                        "message": text,
                        "items": .object([
                            "type": .string("array"), "items": .object(["type": .string("string")]),
                        ]),
                        "cancel": .object(["type": .string("string")]),
                        "destructive": .object([
                            "description": .string("The destructive item's index, or null."),
                            "type": .array([.string("integer"), .string("null")]), "minimum": .integer(0),
                        ]),
                    ]),
                ]),
                "answer": .object([
                    "description": .string("The answer object printed, in the call's dialect."),
                    "type": .string("object"),
                ]),
                "scripted": .object([
                    "description": .string("The scripted answer (--choose or --answers) that gave it, when one did."),
                    "type": .string("string"),
                ]),
            ]),
        ])
    }
}
