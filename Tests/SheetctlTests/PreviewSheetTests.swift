import Foundation
import Testing

@testable import SheetctlCLI
import SheetSystem

/// `sheetctl preview --sheet FILE|-`.
@Suite struct PreviewSheetTests {
    /// A fresh folder for one test's files, removed afterwards by the system's temp cleaner.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func file(_ name: String, _ text: String) throws -> String {
        let url = try folder().appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func aYAMLSheetIsDrawn() throws {
        let path = try Self.file("s.yaml", "title: Pick\nitems: [Alpha, 2]\ncancelButtonText: Back\n")
        let result = SheetctlProcess.runInProcess(["preview", "--sheet", path])
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("Pick\n"))
        #expect(result.out.contains("Alpha"))
        #expect(result.out.hasSuffix("Back\n"))
        #expect(result.err.isEmpty)
    }

    @Test func aJSONSheetIsDrawnByTheJSONPresenter() throws {
        let path = try Self.file("s.json", ##"{"alertText": "Sizes", "itemList": ["S", "M"], "itemColor": "#00F"}"##)
        let result = SheetctlProcess.runInProcess(["preview", "--sheet", path, "--presenter", "json"])
        #expect(result.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["message"] as? String == "Sizes")
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.map { $0["text"] as? String } == ["S", "M"])
        #expect(items.map { $0["color"] as? String } == ["#0000FF", "#0000FF"])
    }

    @Test func aSheetThatCannotBeUsedIsExit65WithALocatedReason() throws {
        let path = try Self.file("bad.json", "{\n  \"items\": []\n}\n")
        let result = SheetctlProcess.runInProcess(["preview", "--sheet", path])
        #expect(result.code == 65)
        #expect(result.out.isEmpty)
        #expect(result.err.hasPrefix("\(path):2:12: error: items: expected at least one item [invalid-call]\n"))
        #expect(result.err.contains(" 2 |   \"items\": []\n"))
    }

    @Test func malformedJSONIsExit65AtTheOffendingByte() throws {
        let path = try Self.file("bad.json", "{\"items\": [\"a\" \"b\"]}")
        let result = SheetctlProcess.runInProcess(["preview", "--sheet", path])
        #expect(result.code == 65)
        #expect(result.err.hasPrefix("\(path):1:16: error: expected ',' or ']' in the array, found '\"' [json-syntax]"))
    }

    @Test func unknownKeysAreWarnedAboutAndTheSheetIsStillDrawn() throws {
        let path = try Self.file("s.yaml", "items: [a]\ntitel: Hello\n")
        let result = SheetctlProcess.runInProcess(["preview", "--sheet", path])
        #expect(result.code == 0)
        #expect(
            result.err.contains(
                "\(path):2:1: warning: unknown key 'titel' in a my.showActionSheet sheet; it is ignored [unknown-key]"))
        #expect(result.err.contains("hint: did you mean 'title'?"))
        #expect(result.out.contains("1. a"))
    }

    @Test(arguments: ["missing.yaml", ""])
    func aFileThatCannotBeOpenedIsExit66(_ name: String) throws {
        // An empty name is the folder itself: it exists but cannot be read as a sheet.
        let path = try Self.folder().appendingPathComponent(name).path
        let result = SheetctlProcess.runInProcess(["preview", "--sheet", path])
        #expect(result.code == 66)
        #expect(result.err.contains("error: cannot open"))
        #expect(result.err.contains("[unreadable-file]"))
    }

    @Test func anUnknownPresenterIsAUsageError() {
        let result = SheetctlProcess.runInProcess(["preview", "--presenter", "jsn"])
        #expect(result.code == 64)
        #expect(result.err.hasPrefix("Error: unknown presenter 'jsn'\nDid you mean 'json'?\n"))
    }

    @Test func aSheetOnStandardInputIsRead() throws {
        let result = try SheetctlProcess.run(
            ["preview", "--sheet", "-", "--presenter", "json"], stdin: "itemList: [One, Two]\n")
        #expect(result.code == 0)
        #expect(result.stdout.contains("\"text\": \"One\""))
        #expect(result.stdout.contains("\"text\": \"Two\""))
    }

    @Test func aBadSheetOnStandardInputIsNamedStdin() throws {
        let result = try SheetctlProcess.run(["preview", "--sheet", "-"], stdin: "{\"itemList\": [1]}")
        #expect(result.code == 65)
        #expect(result.stderr.hasPrefix("<stdin>:1:15: error: itemList[0]: expected a string"))
    }
}
