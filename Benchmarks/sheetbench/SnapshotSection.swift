import PresenterRegistry
import SheetSnapshot
import ThemeKit

/// `sheetctl snapshot`'s work in-process, the default matrix of the six shipped themes compared
/// with a recorded folder (what CI runs: every cell drawn, read back and matched), against as many
/// `preview` renders in this process: one ``ActionSheetHost/prepare(_:)`` and render a cell, one
/// after another, as `preview` draws one sheet. Target: ≤ 2×.
enum SnapshotSection {
    static func run(workspace: Workspace, runs: Int, into table: inout Table) {
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [ExportSection.themes]))
        let host = ActionSheetHost(themes: library)
        let themes = library.list().filter { $0.path != nil }.map { SnapshotTheme(name: $0.name, reference: $0.path!) }
        guard themes.count == 6 else {
            note("sheetbench: \(themes.count) shipped themes, not 6; the snapshot row is left out\n")
            return
        }
        let matrix = SnapshotMatrix(themes: themes)
        let folder = workspace.file("snapshot")
        let recorded = SnapshotResult(matrix, host: host, directory: folder, update: .all)
        guard recorded.problems.isEmpty, recorded.writeFailure == nil else {
            fatal(
                "the snapshot matrix cannot be recorded: \(recorded.problems.map(\.message)) \(recorded.writeFailure ?? "")"
            )
        }
        let cells = recorded.cells.map(\.cell)
        note("sheetbench: snapshot of \(themes.count) themes, \(cells.count) cells, against as many preview renders\n")
        let sheets = Dictionary(uniqueKeysWithValues: matrix.sheets.map { ($0.name, $0.source) })
        let references = Dictionary(uniqueKeysWithValues: themes.map { ($0.name, $0.reference) })
        // The preview each cell stands for: its theme and sheet, its presenter, width and side.
        let previews: [SheetRequest] = cells.map { cell in
            var request = SheetRequest(sheets[cell.sheet]!)
            request.theme = references[cell.theme]
            request.fallsBackToDefaultTheme = false
            request.presenter = [.plain: "plain", .ansi: "ansi", .svg: "svg"][cell.kind] ?? "json"
            request.output = OutputOptions(width: cell.width ?? 80, colorDepth: cell.kind == .ansi ? .trueColor : .none)
            return request
        }
        var snapshot: [Double] = []
        var preview: [Double] = []
        for run in 0...runs {
            let s = InProcess.sample(operations: 1) {
                let result = SnapshotResult(matrix, host: host, directory: folder, update: .none)
                return result.exitStatus == 0 ? result.cells.count : -1
            }
            let p = InProcess.sample(operations: 1) {
                var sum = 0
                for request in previews {
                    guard let prepared = try? host.prepare(request), let text = try? prepared.render() else {
                        return -1
                    }
                    sum &+= text.utf8.count
                }
                return sum
            }
            if run > 0 {
                // Nanoseconds for one run of each; the table shows seconds.
                snapshot.append(s / 1e9)
                preview.append(p / 1e9)
            }
        }
        let peer = Summary(preview)
        table.add(.reference("peer: as many preview renders in-process (\(cells.count))", peer, .time))
        let summary = Summary(snapshot)
        let times = summary.median / peer.median
        table.add(
            Row(
                name: "snapshot, 6 shipped themes, compared with the record", median: Unit.time.format(summary.median),
                range: Unit.time.range(summary), peerRatio: ratio(times), target: "≤ 2×", met: times <= 2 ? "yes" : "NO"
            ))
    }
}
