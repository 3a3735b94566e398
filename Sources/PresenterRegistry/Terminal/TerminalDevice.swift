import Glibc

/// A ``TerminalIO`` over file descriptors: the controlling terminal (`/dev/tty`), or any pair of
/// descriptors such as pipes in tests.
public final class TerminalDevice: TerminalIO {
    /// The descriptor read from.
    public let input: Int32
    /// The descriptor written to.
    public let output: Int32
    private let ownsDescriptors: Bool
    private var raw: RawTerminal?

    /// Wraps open descriptors.
    /// - Parameters:
    ///   - input: Read from.
    ///   - output: Written to; may equal `input`.
    ///   - ownsDescriptors: Whether to close them when the device goes away.
    public init(input: Int32, output: Int32, ownsDescriptors: Bool = false) {
        self.input = input
        self.output = output
        self.ownsDescriptors = ownsDescriptors
    }

    deinit {
        restore()
        if ownsDescriptors {
            close(input)
            if output != input { close(output) }
        }
    }

    /// Opens the process's controlling terminal, `/dev/tty`, for reading and writing.
    /// - Returns: The device, which closes the descriptor when it goes away.
    /// - Throws: ``PresentationError`` of kind `noTerminal` when there is no controlling terminal.
    public static func openControllingTerminal() throws(PresentationError) -> TerminalDevice {
        let descriptor = try openControllingDescriptor()
        return TerminalDevice(input: descriptor, output: descriptor, ownsDescriptors: true)
    }

    /// Opens `/dev/tty` for reading and writing: the one place the controlling terminal is opened.
    /// - Returns: The descriptor, the caller's to close.
    /// - Throws: ``PresentationError`` of kind `noTerminal` when there is no controlling terminal.
    package static func openControllingDescriptor() throws(PresentationError) -> Int32 {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw PresentationError(.noTerminal, "cannot open the terminal /dev/tty: \(reason)")
        }
        return descriptor
    }

    public func write(_ text: String) throws(PresentationError) {
        var text = text
        let failure: Int32? = text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(output, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure {
            throw PresentationError(.io, "cannot write to the terminal: \(String(cString: strerror(failure)))")
        }
    }

    public func read(timeout: Duration?) throws(PresentationError) -> TerminalInput {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        while true {
            var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
            if let wake = raw?.wakeDescriptor {
                descriptors.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0))
            }
            var milliseconds: Int32 = -1
            if let deadline {
                let left = deadline - clock.now
                milliseconds = left <= .zero ? 0 : Int32(clamping: Self.milliseconds(rounding: left))
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                throw PresentationError(.io, "cannot wait for the terminal: \(String(cString: strerror(errno)))")
            }
            if ready == 0 { return .timedOut }
            if descriptors.count > 1, descriptors[1].revents != 0 {
                raw?.drainWakeups()
                return .resized
            }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = Glibc.read(input, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                if errno == EIO { return .endOfInput }  // the terminal hung up
                throw PresentationError(.io, "cannot read the terminal: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return .endOfInput }
            return .bytes(Array(buffer[..<count]))
        }
    }

    public var columns: Int? { TerminalSize.columns(of: output) }

    public func enterRawMode() throws(PresentationError) {
        guard raw == nil, isatty(input) == 1 else { return }
        raw = try RawTerminal(descriptor: input)
    }

    public func restore() {
        raw?.restore()
        raw = nil
    }

    public func setExitSequence(_ text: String) {
        raw?.setExitSequence(text)
    }

    private static func milliseconds(rounding duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let partial = (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        // Past Int64.max milliseconds (292 million years) the wait is as long as that, not a trap.
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow, whole <= .max - partial else { return seconds < 0 ? .min : .max }
        return whole + partial
    }
}
