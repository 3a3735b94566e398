import SheetSystem
import SheetTerminal
import ThemeKit

/// How ``JSONPresenter`` talks to the program that answers: closures, so tests can drive it with buffers.
package struct JSONLineChannel: Sendable {
    /// Adds the line break.
    package var writeLine: @Sendable (String) throws(PresentationError) -> Void
    /// Waits at most the given seconds (`nil`: no limit); `nil` when the input has ended.
    package var readLine: @Sendable (Double?) throws(PresentationError) -> String?

    package init(
        writeLine: @escaping @Sendable (String) throws(PresentationError) -> Void,
        readLine: @escaping @Sendable (Double?) throws(PresentationError) -> String?
    ) {
        self.writeLine = writeLine
        self.readLine = readLine
    }

    /// An answer is a few bytes; this only bounds garbage.
    package static let maxLineBytes = 1 << 20

    package static var standardStreams: JSONLineChannel {
        fileDescriptors(input: STDIN_FILENO, output: STDOUT_FILENO)
    }

    /// Never closes them. Reading takes one byte at a time, so nothing after the answer line is consumed.
    package static func fileDescriptors(input: Int32, output: Int32) -> JSONLineChannel {
        JSONLineChannel(
            writeLine: { line throws(PresentationError) in try write(line + "\n", to: output) },
            readLine: { timeout throws(PresentationError) in try readLine(from: input, timeout: timeout) })
    }

    private static func write(_ text: String, to descriptor: Int32) throws(PresentationError) {
        try PresentationError.io("write the sheet") { () throws(Errno) in
            try FileDescriptor(rawValue: descriptor).write(all: text)
        }
    }

    private static func readLine(from descriptor: Int32, timeout: Double?) throws(PresentationError) -> String? {
        let input = FileDescriptor(rawValue: descriptor)
        var line: [UInt8] = []
        var one: [UInt8] = [0]
        var remaining = timeout
        while true {
            if let left = remaining {
                guard left > 0 else { throw PresentationError(.timedOut, "no answer within \(timeout ?? 0) seconds") }
                // Time is spent only while no byte comes, so a writer that keeps sending is not cut off.
                let step = min(left, 0.1)
                let ready = try PresentationError.io("wait for the answer") { () throws(Errno) in
                    try FileDescriptor.poll([(input, .readable)], timeout: .milliseconds(Int64(step * 1000)))
                }
                if ready[0].isEmpty {
                    remaining = left - step
                    continue
                }
            }
            // A byte another reader took first sends this one back to waiting.
            let got = try PresentationError.io("read the answer") { () throws(Errno) -> Int? in
                remaining == nil ? try input.read(into: &one) : try input.readAvailable(into: &one)
            }
            guard let got else { continue }
            let byte = one[0]
            if got == 0 { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            if byte == 0x0A { return String(decoding: line.last == 0x0D ? line.dropLast() : line[...], as: UTF8.self) }
            line.append(byte)
            if line.count > maxLineBytes {
                throw PresentationError(.invalidAnswer, "the answer line is longer than \(maxLineBytes) bytes")
            }
        }
    }
}
