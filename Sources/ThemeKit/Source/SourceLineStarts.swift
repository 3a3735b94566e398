import Synchronization

/// The byte offset where each line of a ``SourceText`` starts, found once, when a line is first
/// asked for, and shared by every copy of the source.
///
/// Most texts are parsed and never quoted, so the pass is put off until a diagnostic needs a
/// line; after it, each line is a lookup. Lines end where ``SourceText/breakLength(in:at:)`` says.
final class SourceLineStarts: Sendable {
    private struct State {
        var starts: [Int]?
        var steps = 0
    }

    private let state = Mutex(State())

    /// The start of every line: line 1 first (past a byte order mark), then one past each break.
    func starts(of bytes: [UInt8]) -> [Int] {
        state.withLock { state in
            if let starts = state.starts { return starts }
            var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            var starts = [index]
            var steps = 0
            while index < bytes.count {
                let length = SourceText.breakLength(in: bytes, at: index)
                index += max(length, 1)
                steps += 1
                if length > 0 { starts.append(index) }
            }
            state.steps += steps
            state.starts = starts
            return starts
        }
    }

    /// The steps taken to find the lines so far (a byte or a break each): one pass, once asked.
    var steps: Int { state.withLock { $0.steps } }
}
