import SheetSystem

/// A terminal held in raw mode, restored on every way out: by ``restore()`` or `deinit`; on SIGINT,
/// SIGTERM, SIGHUP or SIGQUIT by a handler that writes the exit sequence, restores `termios` and
/// raises the signal again at its default action (an ignored one stays ignored); on a crash signal
/// likewise, raised again to the handler found (the runtime's backtracer), so the crash is reported
/// on a terminal that works. Signal handlers are global: one terminal at a time can be raw.
final class RawTerminal {
    /// The read end of the SIGWINCH self-pipe.
    let wakeDescriptor: Int32
    private let descriptor: Int32
    private var saved: termios
    private var previousHandlers: [(Int32, SignalHandler?)] = []
    private var active = true
    private static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT]

    init(descriptor: Int32) throws(PresentationError) {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else {
            throw PresentationError(.io, "cannot read the terminal's settings: \(Errno.current.message)")
        }
        guard RawTerminalSignals.descriptor < 0 else {
            throw PresentationError(.io, "another sheet already holds the terminal")
        }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            throw PresentationError(.io, "cannot create a pipe: \(Errno.current.message)")
        }
        for end in pipeEnds {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        self.descriptor = descriptor
        self.saved = settings
        self.wakeDescriptor = pipeEnds[0]

        RawTerminalSignals.saved = settings
        RawTerminalSignals.wakeWrite = pipeEnds[1]
        RawTerminalSignals.exitLength = 0
        RawTerminalSignals.descriptor = descriptor
        for signal in Self.terminatingSignals {
            let previous = SheetSystem.signal(signal, restoreAndReraise)
            if Self.isIgnore(previous) { _ = SheetSystem.signal(signal, SIG_IGN) }
            previousHandlers.append((signal, previous))
        }
        previousHandlers.append((SIGWINCH, SheetSystem.signal(SIGWINCH, wakeOnResize)))
        // sigaction, not signal: the handler found (a backtracer's) may take siginfo, and it is put
        // back whole, flags included, before the crash is raised again.
        for (slot, signal) in Self.crashSignals.enumerated() {
            var action = signalAction(restoreAndRaiseCrash, flags: SA_ONSTACK)
            _ = sigaction(signal, &action, RawTerminalSignals.crashHandlers + slot)
        }

        var raw = settings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | ISTRIP | INPCK)
        raw.c_cflag |= tcflag_t(CS8)
        // OPOST stays on, so "\n" still returns to the first column.
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        // TCSANOW, not TCSAFLUSH: keys typed before the sheet appears (type-ahead, a script's
        // input) are answers, not noise to discard.
        guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else {
            let reason = Errno.current.message
            restore()
            throw PresentationError(.io, "cannot put the terminal in raw mode: \(reason)")
        }
    }

    deinit { restore() }

    /// Puts back the saved settings and signal handlers; later calls do nothing.
    func restore() {
        guard active else { return }
        active = false
        _ = tcsetattr(descriptor, TCSADRAIN, &saved)
        for (signal, handler) in previousHandlers.reversed() { _ = SheetSystem.signal(signal, handler) }
        for (slot, signal) in Self.crashSignals.enumerated() {
            _ = sigaction(signal, RawTerminalSignals.crashHandlers + slot, nil)
        }
        RawTerminalSignals.descriptor = -1
        close(RawTerminalSignals.wakeWrite)
        RawTerminalSignals.wakeWrite = -1
        close(wakeDescriptor)
    }

    func setExitSequence(_ text: String) {
        let bytes = Array(text.utf8.prefix(RawTerminalSignals.exitCapacity))
        // Shorten first, so a signal arriving mid-copy writes a prefix, never stale bytes past the end.
        RawTerminalSignals.exitLength = 0
        for (index, byte) in bytes.enumerated() { RawTerminalSignals.exitBytes[index] = byte }
        RawTerminalSignals.exitLength = bytes.count
    }

    func drainWakeups() {
        var scratch = [UInt8](repeating: 0, count: 64)
        while read(wakeDescriptor, &scratch, scratch.count) > 0 {}
    }

    private static func isIgnore(_ handler: SignalHandler?) -> Bool {
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == 1  // SIG_IGN is the handler address 1
    }
}

/// Plain storage the signal handlers reach without allocating or locking, written while none is installed.
enum RawTerminalSignals {
    static let exitCapacity = 256
    nonisolated(unsafe) static var descriptor: Int32 = -1
    nonisolated(unsafe) static var wakeWrite: Int32 = -1
    nonisolated(unsafe) static var saved = termios()
    nonisolated(unsafe) static var exitLength = 0
    nonisolated(unsafe) static let exitBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: exitCapacity)
    /// The handlers found for ``RawTerminal/crashSignals``, in that order.
    nonisolated(unsafe) static let crashHandlers: UnsafeMutablePointer<sigaction> = {
        let handlers = UnsafeMutablePointer<sigaction>.allocate(capacity: RawTerminal.crashSignals.count)
        handlers.initialize(repeating: sigaction(), count: RawTerminal.crashSignals.count)
        return handlers
    }()
}

private func writeExitSequenceAndRestore() {
    let descriptor = RawTerminalSignals.descriptor
    guard descriptor >= 0 else { return }
    _ = write(descriptor, RawTerminalSignals.exitBytes, RawTerminalSignals.exitLength)
    _ = tcsetattr(descriptor, TCSANOW, &RawTerminalSignals.saved)
}

private func restoreAndReraise(_ signal: Int32) {
    writeExitSequenceAndRestore()
    _ = SheetSystem.signal(signal, SIG_DFL)
    _ = raise(signal)
}

/// The signal, raised in its handler, waits for the handler put back; a processor fault simply recurs.
private func restoreAndRaiseCrash(_ signal: Int32) {
    writeExitSequenceAndRestore()
    // The handlers were saved in the order of the list: no lookup that could allocate.
    var slot = 0
    while slot < RawTerminal.crashSignals.count, RawTerminal.crashSignals[slot] != signal { slot += 1 }
    _ = sigaction(signal, RawTerminalSignals.crashHandlers + slot, nil)
    _ = raise(signal)
}

private func wakeOnResize(_ signal: Int32) {
    let saved = errno
    var byte: UInt8 = 1
    _ = write(RawTerminalSignals.wakeWrite, &byte, 1)
    errno = saved
}
