import PresenterRegistry

/// What a snapshot run found and did.
public struct SnapshotResult: Sendable {
    /// How a cell compares with its file.
    public enum Status: String, Sendable, Hashable {
        /// The file holds the same bytes.
        case matched
        /// The file holds other bytes.
        case changed
        /// There is no file.
        case missing
    }

    /// One cell's comparison.
    public struct Cell: Sendable {
        /// Which cell.
        public var cell: SnapshotCell
        /// How it compares.
        public var status: Status
        /// Whether its file was written by this run.
        public var written = false
        /// The file's text before, for a changed cell.
        public var before: String?
        /// The text drawn now, for a cell that did not match.
        public var after: String?

        /// Whether it is a difference this run left unrecorded: what makes the run fail.
        public var isFailure: Bool { status != .matched && !written }
    }

    /// The snapshot folder.
    public var directory: String
    /// The record mode the run had.
    public var update: SnapshotUpdate
    /// Every cell drawn, sorted by path.
    public var cells: [Cell] = []
    /// The files under the run's theme folders that no cell was drawn into, by path in the folder, sorted.
    public var stale: [String] = []
    /// Whether ``stale`` files were removed (``SnapshotUpdate/all``).
    public var removedStale = false
    /// The reasons each group (theme/sheet/mode) with a difference differs, meaning first.
    public var reasons: [String: [String]] = [:]
    /// The inputs that could not be used: nothing was compared or written.
    public var problems: [SnapshotProblem] = []
    /// Why writing or removing failed, when it did: nothing of the batch was written.
    public var writeFailure: String?

    /// The cells that do not match their file, written or not.
    public var differences: [Cell] { cells.filter { $0.status != .matched } }

    /// The cells that do not match and were not recorded.
    public var failures: [Cell] { cells.filter(\.isFailure) }

    /// The reasons `cell` differs: its group's, meaning first.
    public func reasons(for cell: SnapshotCell) -> [String] { reasons[cell.group] ?? [] }

    package var verdict: SnapshotVerdict {
        if !problems.isEmpty { return .unusableInput }
        if writeFailure != nil { return .writeFailed }
        return cells.contains(where: \.isFailure) ? .differs : .matched
    }

    /// The process status for this run (``SnapshotVerdict/exitStatus``).
    public var exitStatus: Int32 { verdict.exitStatus }
}

extension SnapshotResult {
    /// The status of a run whose inputs cannot be used: 65.
    public static var unusableInputStatus: Int32 { SnapshotVerdict.unusableInput.exitStatus }
}
