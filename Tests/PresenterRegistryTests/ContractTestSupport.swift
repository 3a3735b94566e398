import Synchronization
import Testing
import ThemeKit

@testable import PresenterRegistry

/// A JSON line channel over memory: the lines a test scripts as input, and what was written.
final class ScriptedLines: Sendable {
    private let state: Mutex<(input: [String], written: [String])>

    /// Creates the script; `nil` input means the input has ended.
    init(_ input: [String]) { state = Mutex((input, [])) }

    /// Every line written, in order.
    var written: [String] { state.withLock { $0.written } }

    /// The channel a presenter reads and writes through.
    var channel: JSONLineChannel {
        JSONLineChannel(
            writeLine: { line in self.state.withLock { $0.written.append(line) } },
            readLine: { _ in
                self.state.withLock { state in state.input.isEmpty ? nil : state.input.removeFirst() }
            })
    }
}

/// How a JSON presenter shows a text: JSON-escaped, without the quotes.
func jsonEscaped(_ text: String) -> String {
    JSONPresenter.shown(text)
}

/// A presenter under the contract test: how to make it render, and make it present with a scripted answer.
struct PresenterUnderTest: Sendable, CustomTestStringConvertible {
    var name: String
    var renderer: any ActionSheetPresenter
    var shownAs: @Sendable (String) -> String
    /// A presenter that answers the given script by itself, and what that answer means; `nil` when
    /// the presenter cannot be scripted.
    var scripted: (@Sendable () -> [(any ActionSheetPresenter, RecordingPresentationDelegate.Event)])?
    var testDescription: String { name }
}
