import Glibc

/// Lines of text out and in: how ``JSONPresenter`` talks to the program that answers.
///
/// Made of two closures, so tests drive a presenter with buffers and the tool with descriptors.
public struct JSONLineChannel: Sendable {
    /// Writes one line; the channel adds the line break.
    public var writeLine: @Sendable (String) throws(PresentationError) -> Void
    /// Reads one line without its break, waiting at most the given seconds (`nil`: no limit);
    /// `nil` when the input has ended.
    public var readLine: @Sendable (Double?) throws(PresentationError) -> String?

    /// Creates a channel from two closures.
    /// - Parameters:
    ///   - writeLine: Writes one line, adding the line break.
    ///   - readLine: Reads one line, within a timeout; `nil` at the end of the input.
    public init(
        writeLine: @escaping @Sendable (String) throws(PresentationError) -> Void,
        readLine: @escaping @Sendable (Double?) throws(PresentationError) -> String?
    ) {
        self.writeLine = writeLine
        self.readLine = readLine
    }

    /// The longest answer line read, in bytes: an answer is a few bytes; this only bounds garbage.
    public static let maxLineBytes = 1 << 20

    /// Standard output and standard input.
    public static var standardStreams: JSONLineChannel {
        fileDescriptors(input: STDIN_FILENO, output: STDOUT_FILENO)
    }

    /// Two open descriptors, which the channel never closes.
    ///
    /// Reading takes one byte at a time, so nothing after the answer line is consumed.
    /// - Parameters:
    ///   - input: Read from.
    ///   - output: Written to.
    public static func fileDescriptors(input: Int32, output: Int32) -> JSONLineChannel {
        JSONLineChannel(
            writeLine: { line throws(PresentationError) in try write(line + "\n", to: output) },
            readLine: { timeout throws(PresentationError) in try readLine(from: input, timeout: timeout) })
    }

    private static func write(_ text: String, to descriptor: Int32) throws(PresentationError) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw PresentationError(.io, "cannot write the sheet: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    private static func readLine(from descriptor: Int32, timeout: Double?) throws(PresentationError) -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        var remaining = timeout
        while true {
            if let left = remaining {
                guard left > 0 else { throw PresentationError(.timedOut, "no answer within \(timeout ?? 0) seconds") }
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let step = min(left, 0.1)
                let ready = poll(&poller, 1, Int32(step * 1000))
                if ready < 0, errno != EINTR {
                    throw PresentationError(.io, "cannot wait for the answer: \(String(cString: strerror(errno)))")
                }
                if ready <= 0 {
                    remaining = left - step
                    continue
                }
            }
            let got = Glibc.read(descriptor, &byte, 1)
            if got < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    // A non-blocking descriptor: wait for data rather than spin.
                    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&poller, 1, remaining == nil ? -1 : 100)
                    continue
                }
                throw PresentationError(.io, "cannot read the answer: \(String(cString: strerror(errno)))")
            }
            if got == 0 { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            if byte == 0x0A { return String(decoding: line.last == 0x0D ? line.dropLast() : line[...], as: UTF8.self) }
            line.append(byte)
            if line.count > maxLineBytes {
                throw PresentationError(.invalidAnswer, "the answer line is longer than \(maxLineBytes) bytes")
            }
        }
    }
}
