import Synchronization

/// Sendable: a presenter's thread may write to standard error while the command waits for it.
package protocol OutputSink: AnyObject, Sendable {
    func write(_ text: String)

    /// Valid UTF-8 or not (a word the command line gave, handed back).
    func write(bytes: [UInt8])

    /// `sheetctl` turns a failed write to standard output into exit 74, so no answer is lost silently.
    var failure: OutputFailure? { get }
}

extension OutputSink {
    package var failure: OutputFailure? { nil }

    /// A sink of text keeps bytes that are not UTF-8 as U+FFFD.
    package func write(bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
}

package struct OutputFailure: Error, Sendable, Equatable {
    package var code: Int32

    package init(code: Int32) { self.code = code }

    package var reason: String { String(cString: strerror(code)).lowercased() }
}

package final class FileDescriptorSink: OutputSink {
    package let descriptor: Int32
    /// Held while writing, so one text is never cut by another's; no write follows a failure.
    private let firstFailure = Mutex<OutputFailure?>(nil)

    /// The sink never closes the descriptor.
    package init(descriptor: Int32) { self.descriptor = descriptor }

    package static func standardOutput() -> FileDescriptorSink { FileDescriptorSink(descriptor: 1) }
    package static func standardError() -> FileDescriptorSink { FileDescriptorSink(descriptor: 2) }

    package var failure: OutputFailure? { firstFailure.withLock { $0 } }

    package func write(_ text: String) { write(bytes: Array(text.utf8)) }

    package func write(bytes: [UInt8]) {
        firstFailure.withLock { failure in
            guard failure == nil else { return }
            do throws(Errno) {
                try FileDescriptor(rawValue: descriptor).write(all: bytes)
            } catch {
                failure = OutputFailure(code: error.rawValue)
            }
        }
    }

    package var isTerminal: Bool { isatty(descriptor) == 1 }
}

package final class BufferSink: OutputSink {
    private let written = Mutex("")

    package var text: String { written.withLock { $0 } }

    package init() {}

    package func write(_ text: String) { written.withLock { $0 += text } }
}
