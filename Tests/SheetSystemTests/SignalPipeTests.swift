import Testing

#if canImport(Glibc)
    import Glibc
#endif

@testable import SheetSystem

/// The self-pipe that `preview --watch`, `preview --serve` and the web presenter wait on.
/// Serialized: it installs the process's handlers, one pipe at a time.
@Suite(.serialized) struct SignalPipeTests {
    @Test func aSignalBecomesAByteOnThePipe() throws {
        let signals = try SignalPipe(signals: [SIGUSR1])
        defer { signals.restore() }
        #expect(signals.received() == 0)
        raise(SIGUSR1)
        #expect(signals.received() == SIGUSR1)
        #expect(signals.received() == 0)
    }
}
