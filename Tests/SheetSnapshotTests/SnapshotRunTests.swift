import Foundation
import SheetSnapshot
import Testing

/// The whole run in-process: record, match, a colour changed, each record mode, stale files.
@Suite struct SnapshotRunTests {
    static let changedCells: Set<String> = [
        "paper/demo/light/sheet.json", "paper/demo/light/sheet.svg", "paper/demo/light/w40.ansi.txt",
        "paper/untitled/light/sheet.json", "paper/untitled/light/sheet.svg",
    ]

    @Test func theFirstRunRecordsEveryCellAndTheNextWritesNothing() throws {
        let folder = try SnapshotTestFolder()
        let first = folder.run(.missing)
        #expect(first.problems.isEmpty)
        #expect(first.exitStatus == 0)
        #expect(!first.cells.isEmpty)
        #expect(first.cells.allSatisfy { $0.status == .missing && $0.written })
        // paper: one mode; default: light and dark. Two sheets; plain, ansi, svg, json, a11y.
        #expect(first.cells.count == 3 * 2 * 5)
        #expect(first.cells.map(\.cell.path).contains("default/demo/dark/w40.ansi.txt"))
        #expect(first.cells.map(\.cell.path).contains("paper/untitled/light/a11y.yaml"))
        let before = try folder.stamps()
        #expect(before.count == first.cells.count)

        let second = folder.run(.missing)
        #expect(second.exitStatus == 0)
        #expect(second.cells.allSatisfy { $0.status == .matched && !$0.written })
        #expect(second.differences.isEmpty)
        #expect(try folder.stamps() == before)
    }

    @Test func oneColourChangedNamesExactlyTheCellsItChangesAndWhy() throws {
        let folder = try SnapshotTestFolder()
        _ = folder.run(.missing)
        try folder.setColor("destructive", "#FF3B30")
        let result = folder.run(.missing)
        #expect(result.exitStatus == 1)
        // The demo has a destructive action, drawn in colour by ansi; `untitled` has none, but its
        // record and its picture's palette hold the colour. Plain text has no colour.
        #expect(Set(result.failures.map(\.cell.path)) == Self.changedCells)
        #expect(result.failures.count == Self.changedCells.count)
        #expect(
            result.reasons(for: result.failures[0].cell) == [
                #"action 6 ("Delete photo"): colour #D70015 → #FF3B30; its contrast on the background 5.38:1 → 3.54:1, now below AA"#
            ])
        #expect(
            result.reasons(for: result.failures[3].cell) == [
                "theme colour 'destructive': #D70015 → #FF3B30, which this sheet does not show"
            ])
        #expect(result.explanation.contains("changed paper/demo/light/w40.ansi.txt"))
        #expect(result.explanation.contains("now below AA"))
        #expect(!result.explanation.contains("\u{1B}"))
    }

    @Test func updateChangedRewritesOnlyTheChangedCells() throws {
        let folder = try SnapshotTestFolder()
        _ = folder.run(.missing)
        let before = try folder.stamps()
        try folder.setColor("destructive", "#FF3B30")
        let result = folder.run(.changed)
        #expect(result.exitStatus == 0)
        #expect(Set(result.cells.filter(\.written).map(\.cell.path)) == Self.changedCells)
        let after = try folder.stamps()
        let rewritten = Set(before.keys.filter { before[$0] != after[$0] })
        #expect(rewritten == Self.changedCells)
        #expect(folder.run(.none).exitStatus == 0)
    }

    @Test func updateNoneNeverWrites() throws {
        let folder = try SnapshotTestFolder()
        let missing = folder.run(.none)
        #expect(missing.exitStatus == 1)
        #expect(missing.failures.count == missing.cells.count)
        #expect(!FileManager.default.fileExists(atPath: folder.snapshots))
        _ = folder.run(.missing)
        let before = try folder.stamps()
        try folder.setColor("background", "#F2F2F7")
        let changed = folder.run(.none)
        #expect(changed.exitStatus == 1)
        #expect(try folder.stamps() == before)
    }

    @Test func aCellNoLongerDrawnIsStaleAndUpdateAllRemovesIt() throws {
        let folder = try SnapshotTestFolder()
        _ = folder.run(.missing)
        var narrower = folder.matrix
        narrower.sheets.removeAll { $0.name == "untitled" }
        let listed = folder.run(.none, matrix: narrower)
        #expect(listed.exitStatus == 0)
        #expect(listed.stale.count == 3 * 5)
        #expect(listed.stale.allSatisfy { $0.contains("/untitled/") })
        #expect(listed.explanation.contains("stale paper/untitled/light/w40.plain.txt"))
        let removed = folder.run(.all, matrix: narrower)
        #expect(removed.removedStale)
        #expect(try folder.stamps().keys.allSatisfy { !$0.contains("/untitled/") })
        #expect(!FileManager.default.fileExists(atPath: folder.snapshots + "/paper/untitled"))
        // A run for one theme never calls another theme's files stale.
        narrower.themes = [narrower.themes[0]]
        #expect(folder.run(.all, matrix: narrower).stale.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.snapshots + "/default/demo/dark/sheet.json"))
    }

    @Test func aThemeThatIsNotFoundOrABrokenSheetStopsTheRunBeforeAnythingIsWritten() throws {
        let folder = try SnapshotTestFolder()
        var matrix = folder.matrix
        matrix.themes.append(SnapshotTheme("no-such-theme"))
        let missingTheme = folder.run(.all, matrix: matrix)
        #expect(missingTheme.exitStatus == 65)
        #expect(missingTheme.problems.count == 1)
        #expect(missingTheme.problems[0].message.contains("no-such-theme"))
        #expect(!FileManager.default.fileExists(atPath: folder.snapshots))

        let sheets = folder.root.appendingPathComponent("sheets").path
        try FileManager.default.createDirectory(atPath: sheets, withIntermediateDirectories: true)
        try "title: Broken\nitems: [\"a\",\n".write(toFile: sheets + "/broken.yaml", atomically: true, encoding: .utf8)
        matrix = folder.matrix
        matrix.sheets = try SnapshotSheet.files(in: sheets)
        let broken = folder.run(.all, matrix: matrix)
        #expect(broken.exitStatus == 65)
        let location = try #require(broken.problems.first?.diagnostics.first?.location)
        #expect(location.file.hasSuffix("broken.yaml"))
        #expect(!FileManager.default.fileExists(atPath: folder.snapshots))
    }

    @Test func anUnwritableFolderIsAWriteFailure() throws {
        let folder = try SnapshotTestFolder()
        try "not a folder".write(toFile: folder.snapshots, atomically: true, encoding: .utf8)
        let result = folder.run(.missing)
        #expect(result.exitStatus == 74)
        #expect(result.writeFailure != nil)
        #expect(result.cells.allSatisfy { !$0.written })
    }
}

/// The record mode a run has: what was asked, `missing` by default, and always `none` under CI.
@Suite struct SnapshotUpdateTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var asked: SnapshotUpdate?
        var ci: String?
        var mode: SnapshotUpdate
        var testDescription: String { "\(asked?.rawValue ?? "nothing") asked, CI=\(ci ?? "unset") → \(mode)" }
    }

    static let cases: [Case] = [
        Case(asked: nil, ci: nil, mode: .missing), Case(asked: .all, ci: nil, mode: .all),
        Case(asked: nil, ci: "true", mode: .none), Case(asked: .all, ci: "true", mode: .none),
        Case(asked: .changed, ci: "1", mode: .none), Case(asked: .changed, ci: "false", mode: .changed),
        Case(asked: nil, ci: "0", mode: .missing), Case(asked: nil, ci: "", mode: .missing),
    ]

    @Test(arguments: cases) func mode(_ test: Case) {
        let environment = test.ci.map { ["CI": $0] } ?? [:]
        #expect(SnapshotUpdate.forRun(asked: test.asked, environment: environment) == test.mode)
    }
}
