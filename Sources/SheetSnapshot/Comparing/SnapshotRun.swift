public import PresenterRegistry
import SheetSystem
import SheetText

extension SnapshotResult {
    /// Draws a matrix, compares every cell with its file in `directory`, and records what
    /// `update` asks: the whole `sheetctl snapshot`, as a host would call it.
    ///
    /// Nothing is written when an input cannot be used. Files are written as one batch, all or
    /// none; only the matrix's themes' folders are searched for stale files.
    ///
    /// ```swift
    /// let matrix = SnapshotMatrix(themes: [SnapshotTheme("midnight")], widths: [40])
    /// let result = SnapshotResult(matrix, host: host, directory: "snapshots", update: .missing)
    /// // result.exitStatus: 0 when every cell matched or was recorded
    /// ```
    /// - Parameters:
    ///   - matrix: What to draw.
    ///   - host: The host whose themes and presenters draw it.
    ///   - directory: The snapshot folder; created when cells are first recorded.
    ///   - update: Which cells to record.
    public init(_ matrix: SnapshotMatrix, host: ActionSheetHost, directory: String, update: SnapshotUpdate) {
        self.init(directory: directory, update: update)
        let rendering = SnapshotRendering(matrix, host: host)
        guard rendering.problems.isEmpty else {
            problems = rendering.problems
            return
        }
        var drawn: Set<String> = []
        var batch: [AtomicFileWriter.BatchFile] = []
        for (cell, bytes) in rendering.cells {
            drawn.insert(cell.path)
            let path = FileSystem.join(directory, cell.path)
            let recorded = try? SourceText.read(path: path, maxBytes: ActionSheetHost.maxSheetBytes)
            var result = Cell(cell: cell, status: .matched)
            if let recorded, recorded.bytes == bytes {
                cells.append(result)
                continue
            }
            result.status = recorded == nil && !FileSystem.isFile(path) ? .missing : .changed
            result.before = recorded.map { String(decoding: $0.bytes, as: UTF8.self) }
            result.after = String(decoding: bytes, as: UTF8.self)
            if update.writes(result.status) {
                batch.append(AtomicFileWriter.BatchFile(path: path, bytes: bytes))
                result.written = true
            }
            cells.append(result)
        }
        let themes = Set(matrix.themes.map(\.name))
        stale = FileSystem.files(under: directory).filter { path in
            !drawn.contains(path) && themes.contains(String(path.prefix { $0 != "/" }))
        }
        explain()
        do throws(FileWriteError) {
            if !batch.isEmpty { try AtomicFileWriter().write(batch: batch) }
            if update == .all, !stale.isEmpty {
                try AtomicFileWriter().remove(stale.map { FileSystem.join(directory, $0) }, under: directory)
                removedStale = true
            }
        } catch {
            writeFailure = error.message
            for index in cells.indices { cells[index].written = false }
        }
    }

    private mutating func explain() {
        let differing = Set(differences.map(\.cell.group))
        let records = Dictionary(cells.filter { $0.cell.kind == .json }.map { ($0.cell.group, $0) }) { $1 }
        for group in differing.sorted() {
            guard let record = records[group], let after = record.after else {
                reasons[group] = ["the resolved sheet is the same: only how it is drawn changed"]
                continue
            }
            var found = SheetDifference.reasons(before: record.before, after: after)
            if found.isEmpty { found = ["the resolved sheet changed only in how its record is written"] }
            reasons[group] = found
        }
    }
}
