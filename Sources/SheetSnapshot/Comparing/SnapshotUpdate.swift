/// Which cells a snapshot run records, as Playwright's `--update-snapshots` and Vitest's `-u` have it.
public enum SnapshotUpdate: String, Sendable, Hashable, CaseIterable {
    /// Record cells that have no file yet; a changed cell is a difference.
    case missing
    /// Record missing cells and rewrite changed ones.
    case changed
    /// Record every cell, and remove the files of cells no longer drawn.
    case all
    /// Record nothing: a changed or missing cell is a difference. What CI runs.
    case none

    /// The mode a run has: ``none`` wherever `CI` is set (not to `false`, `0` or nothing), so a CI
    /// job never records; else the mode asked, ``missing`` by default.
    /// - Parameters:
    ///   - asked: The mode asked for (`--update`), if any.
    ///   - environment: The process's environment.
    public static func forRun(asked: SnapshotUpdate?, environment: [String: String]) -> SnapshotUpdate {
        guard let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) else {
            return asked ?? .missing
        }
        return .none
    }

    func writes(_ status: SnapshotResult.Status) -> Bool {
        switch (self, status) {
        case (_, .matched), (.none, _): false
        case (.missing, .missing), (.changed, _), (.all, _): true
        case (.missing, .changed): false
        }
    }
}
