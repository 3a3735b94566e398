import Foundation
import OutsideClients
import Testing

/// `sheetctl snapshot` run as the built binary on a small matrix: a theme of the test's own, two
/// sheets from `--sheets`, one width (10 cells).
@Suite struct SnapshotEndToEndTests {
    /// A folder with the theme `paper` (light, no counterpart), a sheets folder and a snapshot folder.
    struct Folder {
        let root: String
        var themes: String { root + "/themes" }
        var sheets: String { root + "/sheets" }
        var snapshots: String { root + "/snapshots" }

        init() throws {
            root =
                FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-snap-\(UUID().uuidString)").path
            for folder in [themes, sheets] {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try """
            name: paper
            colors:
              item: "#000000"
              destructive: "#D70015"
              background: "#FFFFFF"

            """.write(toFile: themes + "/paper.yaml", atomically: true, encoding: .utf8)
            // A call in the my dialect, and a sheet file.
            try #"{"title": "Delete?", "items": ["Keep", "Delete"], "destructiveBtnIndex": 1}"#.write(
                toFile: sheets + "/call.json", atomically: true, encoding: .utf8)
            try "title: Share\nitems: [Copy, Mail]\n".write(
                toFile: sheets + "/share.yaml", atomically: true, encoding: .utf8)
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }

        /// Runs `sheetctl snapshot paper --sheets … --dir … --width 40 --theme-path …` and `extra`.
        func run(_ extra: [String] = [], ci: Bool = false, theme: String = "paper") throws -> SheetctlProcess.Result {
            var environment = ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent"]
            if ci { environment["CI"] = "true" }
            return try SheetctlProcess.run(
                ["snapshot", theme, "--sheets", sheets, "--dir", snapshots, "--width", "40", "--theme-path", themes]
                    + extra, environment: environment)
        }

        func setDestructive(_ hex: String) throws {
            let path = themes + "/paper.yaml"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try text.replacingOccurrences(of: "#D70015", with: hex).write(
                toFile: path, atomically: true, encoding: .utf8)
        }

        /// Each snapshot file's inode and modification time.
        func stamps() throws -> [String: [Int]] {
            var stamps: [String: [Int]] = [:]
            for case let path as String in FileManager.default.enumerator(atPath: snapshots) ?? .init() {
                var info = stat()
                guard stat(snapshots + "/" + path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                stamps[path] = [Int(info.st_ino), Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)]
            }
            return stamps
        }
    }

    /// The cells a new destructive colour changes: the call's (its record, picture and ansi text,
    /// which show its destructive action) and the sheet file's record and picture palette, which
    /// hold the theme's colours though it has no destructive action.
    static let changedCells = [
        "paper/call/light/sheet.json", "paper/call/light/sheet.svg", "paper/call/light/w40.ansi.txt",
        "paper/share/light/sheet.json", "paper/share/light/sheet.svg",
    ]

    @Test func recordThenAgainWritesNothing() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let first = try folder.run()
        #expect(first.code == 0, "\(first.stderr)")
        #expect(first.stdout == "snapshot: 10 cells: 0 matched, 0 changed, 10 missing; 10 written\n")
        let recorded = try folder.stamps()
        #expect(recorded.keys.sorted().first == "paper/call/light/a11y.yaml")
        #expect(recorded.count == 10)
        let ansi = try String(contentsOfFile: folder.snapshots + "/paper/call/light/w40.ansi.txt", encoding: .utf8)
        #expect(ansi.contains("38;2;215;0;21;"))
        #expect(ansi.contains("\u{1B}["))

        let again = try folder.run()
        #expect(again.code == 0)
        #expect(again.stdout == "snapshot: 10 cells: 10 matched, 0 changed, 0 missing; 0 written\n")
        #expect(try folder.stamps() == recorded)
    }

    @Test func oneColourChangedFailsNamingItsCellsAndWhyThenUpdateChangedRewritesOnlyThem() throws {
        let folder = try Folder()
        defer { folder.remove() }
        _ = try folder.run()
        let recorded = try folder.stamps()
        try folder.setDestructive("#FF3B30")

        let changed = try folder.run()
        #expect(changed.code == 1)
        let named = changed.stdout.split(separator: "\n").filter { $0.hasPrefix("  changed ") }
            .map { String($0.dropFirst("  changed ".count)) }
        #expect(named == Self.changedCells)
        #expect(changed.stdout.hasPrefix("paper/call/light:\n"))
        #expect(
            changed.stdout.contains(
                #"  action 2 ("Delete"): colour #D70015 → #FF3B30; its contrast on the background 5.38:1 → 3.54:1, now below AA"#
            ))
        // The ansi diff shows the escape sequences visibly, never raw.
        #expect(!changed.stdout.contains("\u{1B}"))
        #expect(changed.stdout.contains("    - "))
        #expect(try folder.stamps() == recorded)

        let updated = try folder.run(["--update", "changed"])
        #expect(updated.code == 0)
        let after = try folder.stamps()
        #expect(Set(recorded.keys.filter { recorded[$0] != after[$0] }) == Set(Self.changedCells))
        #expect(try folder.run().code == 0)
    }

    @Test func underCINothingIsEverWritten() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let missing = try folder.run(ci: true)
        #expect(missing.code == 1)
        #expect(missing.stdout.contains("  missing paper/call/light/sheet.json\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.snapshots))
        // Not even when a mode that records is asked for.
        for update in ["missing", "changed", "all"] {
            let asked = try folder.run(["--update", update], ci: true)
            #expect(asked.code == 1)
            #expect(asked.stderr.contains("CI is set, so nothing is recorded: --update \(update) is not used"))
            #expect(!FileManager.default.fileExists(atPath: folder.snapshots))
        }
        // A change under CI is reported, never written.
        _ = try folder.run()
        let recorded = try folder.stamps()
        try folder.setDestructive("#FF3B30")
        #expect(try folder.run(ci: true).code == 1)
        #expect(try folder.run(["--update", "all"], ci: true).code == 1)
        #expect(try folder.stamps() == recorded)
    }

    @Test(.needs(.junitparser)) func theJUnitReportIsReadByAJUnitParser() throws {
        let python = try OutsideClient.junitparser.require()
        let folder = try Folder()
        defer { folder.remove() }
        _ = try folder.run()
        try folder.setDestructive("#FF3B30")
        let report = try folder.run(["--format", "junit"])
        #expect(report.code == 1)
        let file = folder.root + "/snapshot.xml"
        try report.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        let script = """
            import sys
            from junitparser import JUnitXml, Failure
            xml = JUnitXml.fromfile(sys.argv[1])
            for suite in xml:
                for case in suite:
                    for result in case.result:
                        if isinstance(result, Failure):
                            print(case.classname, case.name, result.message, sep="|")
            print(sum(suite.tests for suite in xml), sum(suite.failures for suite in xml))
            """
        let read = try SheetctlProcess.run(
            executable: python, ["-c", script, file], environment: ["PATH": "/usr/bin:/bin"])
        #expect(read.code == 0, "\(read.stderr)")
        let lines = read.stdout.split(separator: "\n").map(String.init)
        #expect(lines.last == "10 5")
        let failures = lines.dropLast().map { $0.split(separator: "|").map(String.init) }
        // JUnit's classname is the cell's theme.sheet.mode, its name the file.
        let expected = Self.changedCells.map { path in
            let parts = path.split(separator: "/")
            return parts.dropLast().joined(separator: ".") + "/" + parts.last!
        }
        #expect(failures.map { $0[0] + "/" + $0[1] } == expected)
        #expect(failures.prefix(3).allSatisfy { $0[2].contains("now below AA") })
        #expect(failures.suffix(2).allSatisfy { $0[2].contains("which this sheet does not show") })
    }

    @Test(.needs(.jsonschema)) func theSARIFLogIsValidAndHasAnErrorPerChangedCell() throws {
        let folder = try Folder()
        defer { folder.remove() }
        _ = try folder.run()
        try folder.setDestructive("#FF3B30")
        let log = try folder.run(["--format", "sarif"])
        #expect(log.code == 1)
        let validated = try LintFormatTests.validate(log.stdout)
        #expect(validated.code == 0, "\(validated.stdout)\(validated.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(log.stdout.utf8)) as? [String: Any]
        let results = (object?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
        #expect(results.count == Self.changedCells.count)
    }

    @Test(.needs(.chromium)) func theHTMLReportShowsBeforeAndAfterInABrowser() throws {
        try BrowserEndToEndTests.runScript(
            LintTestSupport.packageRoot + "/Tests/SheetctlTests/Browser/snapshot_report_test.py"
        ) { home in
            let folder = try Folder()
            _ = try folder.run()
            try folder.setDestructive("#FF3B30")
            let report = home.appendingPathComponent("report.html").path
            let result = try folder.run(["--report", report])
            #expect(result.code == 1)
            folder.remove()
            return [report, Self.changedCells.joined(separator: ",")]
        }
    }

    @Test func aThemeThatIsNotFoundIs65AndWritesNothing() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let result = try folder.run(theme: "no-such-theme")
        #expect(result.code == 65)
        #expect(result.stderr.contains("no-such-theme"))
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.snapshots))
    }

    @Test func aBrokenSheetFileIs65WithItsLocation() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try "title: Broken\nitems: [\"a\",\n".write(
            toFile: folder.sheets + "/broken.yaml", atomically: true, encoding: .utf8)
        let result = try folder.run()
        #expect(result.code == 65)
        #expect(result.stderr.contains(folder.sheets + "/broken.yaml:"))
        #expect(result.stderr.contains(": error: "))
        #expect(!FileManager.default.fileExists(atPath: folder.snapshots))
    }

    @Test func anUnwritableSnapshotFolderIs74() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try "a file where the folder goes".write(toFile: folder.snapshots, atomically: true, encoding: .utf8)
        let result = try folder.run()
        #expect(result.code == 74)
        #expect(result.stderr.hasPrefix("sheetctl: cannot "))
    }

    @Test func anUnknownUpdateModeIsAUsageError() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let result = try folder.run(["--update", "sometimes"])
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains("Usage: sheetctl snapshot"))
    }

    @Test func aSheetsFolderWithNoSheetIs65() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let empty = folder.root + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let result = try SheetctlProcess.run(
            ["snapshot", "paper", "--sheets", empty, "--dir", folder.snapshots, "--theme-path", folder.themes],
            environment: ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent"])
        #expect(result.code == 65)
        #expect(result.stderr.contains("holds no sheet"))
    }
}
