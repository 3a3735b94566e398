import Foundation
@testable import SheetTerminal
import Synchronization

@testable import PresenterRegistry

/// A directory of shell-script presenter plugins, written at test time and removed at the end.
final class PluginDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "sheetctl-plugins-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `sheetctl-presenter-NAME` with the given shell body.
    @discardableResult
    func add(_ name: String, executable: Bool = true, _ body: String) throws -> String {
        let file = "\(path)/sheetctl-presenter-\(name)"
        try ("#!/bin/sh\n" + body + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: file)
        return file
    }

    /// The plugins the tests use, by what they do.
    static let scripts: [String: String] = [
        "good": """
        cat > "$(dirname "$0")/request-$1.json"
        case "$1" in
          render) printf '%s\\n' '{"output": "GOOD\\nsecond \\u001b[31mred\\n"}' ;;
          present) printf '%s\\n' '{"index": 1}' ;;
        esac
        """,
        "cancels": #"cat >/dev/null; echo '{"cancel": true}'"#,
        "crash": "kill -SEGV $$",
        "fails": "echo 'cannot find the \u{1B}[31mdisplay' >&2; exit 3",
        "hang": "sleep 30",
        "sleeper": "exec sleep 30",
        "spawner": #"sleep 30 & echo $! > "$(dirname "$0")/child.pid"; wait"#,
        "flood": "yes | head -c 5000000",
        "garbage": "echo 'this is not json'",
        "array": "echo '[1, 2]'",
        "silent": #"echo '{"something": 1}'"#,
        "outofrange": #"echo '{"index": 99}'"#,
        "minusone": #"cat >/dev/null; echo '{"index": -1}'"#,
        "refuses": #"echo '{"error": "no display \u001b here"}'"#,
    ]

    /// A directory holding every script of ``scripts``.
    static func withAll() throws -> PluginDirectory {
        let directory = try PluginDirectory()
        for (name, body) in scripts { try directory.add(name, body) }
        return directory
    }
}

/// Records what a presenter reported, for tests.
final class RecordingDelegate: PresentationDelegate {
    enum Outcome: Equatable {
        case finished(Int)
        case cancelled
        case failed(PresentationError)
    }

    private let recorded = Mutex<[Outcome]>([])

    var outcomes: [Outcome] { recorded.withLock { $0 } }

    func finish(index: Int) { recorded.withLock { $0.append(.finished(index)) } }
    func cancel() { recorded.withLock { $0.append(.cancelled) } }
    func fail(_ error: PresentationError) { recorded.withLock { $0.append(.failed(error)) } }
}

/// Collects the errors a fallback reports.
final class FallbackLog: Sendable {
    private let errors = Mutex<[PresentationError]>([])
    var all: [PresentationError] { errors.withLock { $0 } }
    func record(_ error: PresentationError) { errors.withLock { $0.append(error) } }
}
