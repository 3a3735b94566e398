import SheetSystem
import SheetText

extension SnapshotResult {
    /// The run as a SARIF 2.1.0 log, for code-scanning pages: an error per difference left
    /// unrecorded (`snapshot-changed`, `snapshot-missing`), at the cell's file, its message the reasons.
    /// - Parameter toolVersion: The version of the tool that ran.
    public func sarif(toolVersion: String) -> String {
        let diagnostics = failures.map { cell in
            let reasons = reasons(for: cell.cell)
            let message =
                "\(cell.cell.path) \(cell.status == .missing ? "is not recorded" : "changed")"
                + (reasons.isEmpty ? "" : ": " + reasons.joined(separator: "; "))
            return Diagnostic.error(
                DiagnosticCode(rawValue: "snapshot-\(cell.status.rawValue)"), message,
                at: SourceLocation(file: FileSystem.join(directory, cell.cell.path), line: 1, column: 1))
        }
        return DiagnosticReport.sarif(diagnostics, toolVersion: toolVersion)
    }
}
