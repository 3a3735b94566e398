import Foundation
import SheetSnapshot
import Testing

/// The reports: JUnit, SARIF and the HTML page hold the differences and no escape sequence.
@Suite struct SnapshotReportTests {
    func changedRun() throws -> (SnapshotTestFolder, SnapshotResult) {
        let folder = try SnapshotTestFolder()
        _ = folder.run(.missing)
        try folder.setColor("destructive", "#FF3B30")
        return (folder, folder.run(.none))
    }

    @Test func junitHasATestcasePerCellAndAFailurePerDifference() throws {
        let (_, result) = try changedRun()
        let xml = result.junitXML
        #expect(xml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == result.cells.count)
        #expect(xml.components(separatedBy: "<failure ").count - 1 == 5)
        #expect(xml.contains(#"<testsuites name="sheetctl snapshot" tests="30" failures="5" errors="0">"#))
        #expect(xml.contains("now below AA"))
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func sarifHasAnErrorPerDifferenceAtItsFile() throws {
        let (folder, result) = try changedRun()
        let log = try JSONSerialization.jsonObject(with: Data(result.sarif(toolVersion: "1.0").utf8)) as? [String: Any]
        let runs = try #require(log?["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 5)
        #expect(results.allSatisfy { $0["ruleId"] as? String == "snapshot-changed" })
        let text = result.sarif(toolVersion: "1.0")
        #expect(text.contains("paper/demo/light/w40.ansi.txt"))
        #expect(text.contains(folder.snapshots.split(separator: "/").last!))
    }

    @Test func theHTMLPageShowsBeforeAndAfterWithTheReasonsAndNothingFetched() throws {
        let (_, result) = try changedRun()
        let page = result.html
        #expect(page.components(separatedBy: #"<div class="cell""#).count - 1 == 5)
        #expect(page.components(separatedBy: #"<figure class="before">"#).count - 1 == 5)
        #expect(page.contains("<h2>paper · light</h2>"))
        #expect(page.contains("now below AA"))
        #expect(page.contains("data:image/svg+xml;base64,"))
        #expect(!page.contains("http://") && !page.contains("https://"))
        #expect(!page.contains("<script"))
        #expect(!page.unicodeScalars.contains("\u{1B}"))
    }
}
