import Foundation
import OutsideClients
import Testing

/// `sheetctl lint --format json|sarif`: every diagnostic for tools, with its file, range, severity
/// and code; the SARIF log validated against the SARIF 2.1.0 JSON Schema.
@Suite struct LintFormatTests {
    private typealias T = LintTestSupport

    static let sarifFolder = T.packageRoot + "/Tests/ThemeKitTests/Fixtures/sarif"

    /// Validates a SARIF log against the committed schema with Python's jsonschema.
    static func validate(_ log: String) throws -> SheetctlProcess.Result {
        _ = try OutsideClient.jsonschema.require()
        return try SheetctlProcess.run(
            executable: "/usr/bin/env", ["python3", sarifFolder + "/validate.py"], input: Data(log.utf8),
            environment: ProcessInfo.processInfo.environment)
    }

    @Test func jsonIsOneObjectADiagnosticOnStdout() throws {
        let path = T.broken + "/duplicate-and-more.yaml"
        let result = SheetctlProcess.runInProcess(["lint", "--format", "json", path])
        #expect(result.code == 1)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        let objects = try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["code"] as? String } == ["bad-color", "duplicate-key", "unknown-key"])
        #expect(objects.allSatisfy { $0["file"] as? String == path && $0["severity"] as? String == "error" })
        let range = try #require(objects[1]["range"] as? [String: [String: Int]])
        #expect(range["start"] == ["line": 4, "column": 3])
        #expect(range["end"] == ["line": 4, "column": 7])
        #expect(objects[2]["hint"] as? String == "did you mean 'title'?")
        #expect(objects[1]["message"] as? String == "duplicate key 'item'; it is first defined at line 3")
    }

    @Test func jsonGivesAProblemWithNoPlaceNullFileAndRange() throws {
        let result = SheetctlProcess.runInProcess(["lint", "--format", "json", T.valid + "/absent.yaml"])
        #expect(result.code == 66)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["code"] as? String == "unreadable-file")
        #expect(object["range"] is NSNull)
        #expect(object["file"] is NSNull)
    }

    @Test func sarifValidatesAgainstTheSARIFSchemaAndHoldsEveryDiagnostic() throws {
        let files = [
            T.broken + "/twelve-problems.yaml", T.broken + "/stray-line.yaml", T.valid + "/absent.yaml",
            T.shipped + "/dark.yaml",
        ]
        let result = SheetctlProcess.runInProcess(["lint", "--format", "sarif"] + files)
        #expect(result.code == 66)
        #expect(result.stderr.isEmpty)
        let validation = try Self.validate(result.stdout)
        #expect(validation.code == 0, "\(validation.stdout)\(validation.stderr)")

        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        // Twelve, the stray line, the file that cannot be opened, dark's five warnings, and the one
        // of default.yaml, dark's counterpart, which linting dark checks too.
        let expected = 12 + 1 + 1 + 5 + 1
        #expect(results.count == expected)
        #expect(Set(results.compactMap { $0["level"] as? String }) == ["error", "warning"])
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let stray = try #require(results.first { $0["ruleId"] as? String == "yaml-syntax" })
        let location = try #require(
            (stray["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let region = try #require(location["region"] as? [String: Int])
        #expect(region["startLine"] == 4)
        #expect(region["startColumn"] == 1)
        #expect((location["artifactLocation"] as? [String: String])?["uri"] == T.broken + "/stray-line.yaml")
        // The file that cannot be opened has no place in it.
        #expect(results.contains { $0["ruleId"] as? String == "unreadable-file" && $0["locations"] == nil })
    }

    @Test func aCleanRunIsAValidEmptySARIFLog() throws {
        let result = SheetctlProcess.runInProcess(["lint", "--format", "sarif", T.shipped + "/high-contrast.yaml"])
        #expect(result.code == 0)
        #expect(try Self.validate(result.stdout).code == 0)
        #expect(result.stdout.contains("\"results\": []"))
        #expect(SheetctlProcess.runInProcess(["lint", "--format", "json", T.shipped + "/high-contrast.yaml"]).stdout.isEmpty)
    }

    @Test func theValidatorRefusesALogThatBreaksTheSchema() throws {
        // Without this the schema test could pass on a validator that accepts anything.
        let broken = try Self.validate(#"{"version": "2.1.0", "runs": [{"results": []}]}"#)
        #expect(broken.code == 1)
        #expect(broken.stdout.contains("'tool' is a required property"))
    }

    @Test func aHostileFileNameIsEscapedInJSONAndEncodedInTheSARIFURI() throws {
        let folder = try T.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = "x\nfake.yaml:1:1: error: forged [x]\n\u{1B}[31my.yaml"
        try T.write("name: t\ncolours: {}\n", to: folder + "/" + name)
        let json = SheetctlProcess.runInProcess(["lint", "--format", "json", folder + "/" + name])
        #expect(json.stdout.split(separator: "\n").count == 2)
        #expect(!json.stdout.contains("\u{1B}"))
        let sarif = SheetctlProcess.runInProcess(["lint", "--format", "sarif", folder + "/" + name])
        #expect(try Self.validate(sarif.stdout).code == 0)
        #expect(sarif.stdout.contains("x%0Afake.yaml%3A1%3A1%3A%20error%3A%20forged%20%5Bx%5D%0A%1B%5B31my.yaml"))
    }

    /// Invisible characters the terminal sanitiser names (a combining grapheme joiner, a Hangul
    /// filler, a variation selector, an unassigned code point) are `\u` escapes in the JSON, never
    /// written as they are.
    @Test func invisibleCharactersInAMessageAreEscapedInJSON() throws {
        let folder = try T.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let invisible = "\u{034F}\u{3164}\u{FE00}\u{0378}"
        try T.write("name: t\ncolors:\n  ti\(invisible)tle: \"#000000\"\n", to: folder + "/t.yaml")
        let json = SheetctlProcess.runInProcess(["lint", "--format", "json", folder + "/t.yaml"])
        #expect(json.code == 1)
        #expect(json.stdout.contains("\\u034F\\u3164\\uFE00\\u0378"), "\(json.stdout)")
        #expect(json.stdout.unicodeScalars.allSatisfy { $0.isASCII }, "\(json.stdout)")
    }
}
