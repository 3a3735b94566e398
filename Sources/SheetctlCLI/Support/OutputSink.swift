#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes text: a file descriptor in the tool, a buffer in tests.
public protocol OutputSink: AnyObject {
    /// Writes the text as it is.
    func write(_ text: String)
}

/// Writes to a file descriptor, whole, retrying on interrupts.
public final class FileDescriptorSink: OutputSink {
    /// The descriptor written to.
    public let descriptor: Int32

    /// Creates a sink over an open descriptor; it is not closed by the sink.
    public init(descriptor: Int32) { self.descriptor = descriptor }

    /// Standard output.
    public static func standardOutput() -> FileDescriptorSink { FileDescriptorSink(descriptor: 1) }
    /// Standard error.
    public static func standardError() -> FileDescriptorSink { FileDescriptorSink(descriptor: 2) }

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // EPIPE and the like: the reader is gone; nothing useful to do.
                }
                offset += written
            }
        }
    }

    /// Whether the descriptor is a terminal.
    public var isTerminal: Bool { isatty(descriptor) == 1 }
}

/// Collects text in memory, for tests.
public final class BufferSink: OutputSink {
    /// Everything written so far.
    public private(set) var text = ""

    /// Creates an empty buffer.
    public init() {}

    public func write(_ text: String) { self.text += text }
}
