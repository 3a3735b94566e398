import SheetSystem
import Synchronization

/// Text for a person whose interpolated values pass through the one sanitiser (``VisibleText``), so
/// an echoed file name, flag value or app ID can never put an escape sequence, a bidi control, an
/// invisible character or a line break on the terminal:
///
/// ```swift
/// context.stderr.write("sheetctl: no entry for '\(app)'\n")   // app is shown visibly
/// ```
///
/// A `String` value can only be interpolated, so no message can forget: `UsageError(problem)` does not compile.
public struct MessageText: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The text to write.
    public private(set) var text: String
    public var description: String { text }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    /// Builds a message: literal parts as written, interpolated values shown visibly.
    public struct Interpolation: StringInterpolationProtocol {
        fileprivate var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// A value from outside the tool: shown visibly.
        public mutating func appendInterpolation(_ value: some Any) {
            text += VisibleText.sanitize(String(describing: value))
        }

        /// Another message, already safe: kept as it is, its literal line breaks included.
        public mutating func appendInterpolation(_ message: MessageText) { text += message.text }
    }

    /// The two messages, one after the other.
    public static func + (lhs: MessageText, rhs: MessageText) -> MessageText {
        var joined = lhs
        joined += rhs
        return joined
    }

    /// Appends a message.
    public static func += (lhs: inout MessageText, rhs: MessageText) { lhs.text += rhs.text }
}

/// Standard error as commands write to it: only messages and rendered diagnostics, never raw input.
package struct MessageStream: Sendable {
    fileprivate let sink: any OutputSink
    package init(_ sink: any OutputSink) { self.sink = sink }

    package func write(_ message: MessageText) { sink.write(message.text) }

    package func write(_ diagnostics: [Diagnostic], renderer: DiagnosticRenderer) {
        sink.write(renderer.render(diagnostics))
    }

    package func write(_ recorded: RecordedMessages) { sink.write(recorded.text) }
}

/// Messages kept to be written after `--watch` clears the screen; made safe as they were written.
package struct RecordedMessages: Sendable, Hashable {
    package fileprivate(set) var text = ""

    package init() {}
    package init(_ message: MessageText) { text = message.text }
    package var isEmpty: Bool { text.isEmpty }
}

package final class MessageRecorder: OutputSink {
    private let written = Mutex(RecordedMessages())
    package var recorded: RecordedMessages { written.withLock { $0 } }
    package init() {}
    package func write(_ text: String) { written.withLock { $0.text += text } }
}
