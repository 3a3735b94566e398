import SheetSystem
import ThemeKit

/// The terminal an interactive presenter talks to; standard output belongs to the result, never to the sheet.
package final class TerminalDevice {
    package let input: Int32
    package let output: Int32
    private let ownsDescriptors: Bool
    private var raw: RawTerminal?

    package init(input: Int32, output: Int32, ownsDescriptors: Bool = false) {
        self.input = input
        self.output = output
        self.ownsDescriptors = ownsDescriptors
    }

    deinit {
        restore()
        if ownsDescriptors {
            try? FileDescriptor(rawValue: input).close()
            if output != input { try? FileDescriptor(rawValue: output).close() }
        }
    }

    package static func openControllingTerminal() throws(PresentationError) -> TerminalDevice {
        let descriptor = try openControllingDescriptor()
        return TerminalDevice(input: descriptor, output: descriptor, ownsDescriptors: true)
    }

    /// The one place the controlling terminal is opened; the caller closes it.
    package static func openControllingDescriptor() throws(PresentationError) -> Int32 {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = Errno.current.message
            throw PresentationError(.noTerminal, "cannot open the terminal /dev/tty: \(reason)")
        }
        return descriptor
    }

    /// Writes text as it is (the caller has sanitised any untrusted part).
    package func write(_ text: String) throws(PresentationError) {
        try PresentationError.io("write to the terminal") { () throws(Errno) in
            try FileDescriptor(rawValue: output).write(all: text)
        }
    }

    /// Waits for input, at most `timeout` (`nil`: until something happens).
    package func read(timeout: Duration?) throws(PresentationError) -> TerminalInput {
        let deadline = timeout.map { MonotonicClock.now + $0 }
        let input = FileDescriptor(rawValue: self.input)
        while true {
            var requests = [(input, FileDescriptor.Events.readable)]
            if let wake = raw?.wakeDescriptor { requests.append((FileDescriptor(rawValue: wake), .readable)) }
            let ready = try PresentationError.io("wait for the terminal") { () throws(Errno) in
                try FileDescriptor.poll(requests, deadline: deadline)
            }
            if ready.allSatisfy(\.isEmpty) { return .timedOut }
            if ready.count > 1, !ready[1].isEmpty {
                raw?.drainWakeups()
                return .resized
            }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count: Int?
            do throws(Errno) {
                count = try input.readAvailable(into: &buffer)
            } catch {
                if error == .ioError { return .endOfInput }  // the terminal hung up
                throw PresentationError(.io, "cannot read the terminal: \(error.message)")
            }
            guard let count else { continue }  // nothing after all: wait again
            if count == 0 { return .endOfInput }
            return .bytes(Array(buffer[..<count]))
        }
    }

    package var columns: Int? { TerminalSize.columns(of: output) }

    /// Whether both ends are a terminal, which may be asked things a pipe would only pass on as noise.
    package var isTerminal: Bool { isatty(input) == 1 && isatty(output) == 1 }
    package var rows: Int? { TerminalSize.rows(of: output) }

    /// Raw mode until ``restore()`` or a terminating signal; nothing for an input that is not a terminal.
    package func enterRawMode() throws(PresentationError) {
        guard raw == nil, isatty(input) == 1 else { return }
        raw = try RawTerminal(descriptor: input)
    }

    package func restore() {
        raw?.restore()
        raw = nil
    }

    /// What a terminating signal writes in raw mode before the process dies (erase the sheet, show the cursor).
    package func setExitSequence(_ text: String) { raw?.setExitSequence(text) }
}
