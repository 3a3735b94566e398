import Synchronization
import PresenterTesting
import Testing
@testable import SheetTerminal
@testable import SheetText
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

extension JSONPresenter {
    /// A text as the presenter's output shows it: a JSON string's contents, escaped, without the quotes.
    static func shown(_ text: String) -> String {
        String(JSONValue.string(text).compactText.dropFirst().dropLast())
    }
}

extension SVGPresenter {
    /// A text as the SVG shows it (made displayable and escaped, not cut).
    static func shown(_ text: String) -> String {
        SVGText.escaped(SVGText.displayable(text))
    }
}

/// A presenter under the contract test: how to make it render, and make it present with a scripted answer.
struct PresenterUnderTest: Sendable, CustomTestStringConvertible {
    var name: String
    var renderer: any ActionSheetPresenter
    var shownAs: @Sendable (String) -> String
    /// The colour depth every sample is drawn at.
    var depth: ColorDepth = .none
    /// Presenters that answer a script by themselves for this sample, each with what that answer
    /// means; `nil` when the presenter cannot be scripted.
    var scripted:
        (@Sendable (PresenterContract.Sample) -> [(any ActionSheetPresenter, RecordingPresentationDelegate.Event)])?
    var testDescription: String { name }

    /// The contract's samples at this presenter's colour depth.
    var samples: [PresenterContract.Sample] {
        PresenterContract.samples.map { sample in
            var request = sample.request
            request.output.colorDepth = depth
            return PresenterContract.Sample(sample.name, request)
        }
    }
}

/// A presenter over a fresh pair of pipes, with the keys already typed and the input closed.
func piped<P: ActionSheetPresenter>(
    _ keys: String, _ make: (@escaping TerminalOpener) -> P
) -> P {
    let pipes = PipeTerminal()
    pipes.type(keys)
    return make(pipes.opener)
}

/// How a plugin that draws its request as compact JSON shows a text: as a JSON string's
/// contents, then each line made safe by ``ExternalPresenter``.
func pluginEchoed(_ text: String) -> String {
    TerminalText.sanitize(String(JSONValue.string(text).compactText.dropFirst().dropLast()))
}

/// A presenter plugin written as a shell script, for the contract: to `render` it answers with its
/// request, JSON-escaped into the `output` string (so the drawing shows every text as a JSON
/// string does); to `present` it answers `{"index": 1}`.
let contractPluginScript = #"""
    request=$(cat)
    case "$1" in
      render)
        escaped=$(printf '%s' "$request" | sed 's/\\/\\\\/g; s/"/\\"/g')
        printf '{"output": "%s\\n"}\n' "$escaped" ;;
      present) echo '{"index": 1}' ;;
      *) echo '{"error": "unknown verb"}' ;;
    esac
    """#
