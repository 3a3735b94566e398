/// Diagnostics for tools: JSON Lines, or a SARIF 2.1.0 log for code-scanning pages.
package enum DiagnosticReport {
    package enum Format: String, CaseIterable, Sendable {
        case text, json, sarif
    }

    /// Lines and columns 1-based, the end exclusive; `file` and `range` `null` for a problem with no place.
    package static func json(_ diagnostic: Diagnostic) -> JSONValue {
        var object: JSONObject = [:]
        object["file"] = diagnostic.location.map { .string($0.file) } ?? .null
        object["range"] =
            diagnostic.location.map { .object(["start": position($0.start), "end": position($0.end)]) } ?? .null
        object["severity"] = .string(diagnostic.severity.rawValue)
        object["code"] = .string(diagnostic.code.rawValue)
        object["message"] = .string(diagnostic.message)
        object["hint"] = diagnostic.hint.map(JSONValue.string) ?? .null
        return .object(object)
    }

    private static func position(_ position: SourcePosition) -> JSONValue {
        .object(["line": .integer(position.line), "column": .integer(position.column)])
    }

    package static func jsonLines(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { json($0).compactText + "\n" }.joined()
    }

    /// A SARIF 2.1.0 log of one run: the tool, a rule per code, and a result per diagnostic.
    /// - Parameters:
    ///   - diagnostics: Every diagnostic of the run.
    ///   - toolVersion: The version of the tool that found them.
    /// - Returns: The log as JSON text, ending in a line break.
    package static func sarif(_ diagnostics: [Diagnostic], toolVersion: String) -> String {
        var codes: [String] = []
        var seen: Set<String> = []
        for diagnostic in diagnostics where seen.insert(diagnostic.code.rawValue).inserted {
            codes.append(diagnostic.code.rawValue)
        }
        let results: [JSONValue] = diagnostics.map { diagnostic in
            var result: JSONObject = [
                "ruleId": .string(diagnostic.code.rawValue),
                "ruleIndex": .integer(codes.firstIndex(of: diagnostic.code.rawValue) ?? 0),
                "level": .string(diagnostic.severity.rawValue),
                "message": .object(["text": .string(diagnostic.message)]),
            ]
            if let location = diagnostic.location {
                result["locations"] = .array([
                    .object([
                        "physicalLocation": .object([
                            "artifactLocation": .object(["uri": .string(uri(location.file))]),
                            "region": region(location),
                        ])
                    ])
                ])
            }
            if let hint = diagnostic.hint { result["properties"] = .object(["hint": .string(hint)]) }
            return .object(result)
        }
        let driver: JSONObject = [
            "name": .string("sheetctl"), "version": .string(toolVersion),
            "rules": .array(codes.map { .object(["id": .string($0)]) }),
        ]
        let log: JSONObject = [
            "$schema": .string(
                "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([
                .object([
                    "tool": .object(["driver": .object(driver)]),
                    // Columns count Unicode scalars, as libyaml does.
                    "columnKind": .string("unicodeCodePoints"),
                    "results": .array(results),
                ])
            ]),
        ]
        return JSONValue.object(log).prettyText + "\n"
    }

    /// A SARIF region; an empty range is widened to the one character at its start.
    private static func region(_ location: SourceLocation) -> JSONValue {
        let end = location.end > location.start ? location.end : location.start
        let endColumn = end == location.start ? location.start.column + 1 : end.column
        return .object([
            "startLine": .integer(location.start.line), "startColumn": .integer(location.start.column),
            "endLine": .integer(end.line), "endColumn": .integer(max(1, endColumn)),
        ])
    }

    /// A path as a URI reference: every byte but the unreserved ones and `/` percent-encoded.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default: out += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
