/// Each call retries when a signal interrupts it (`EINTR`). A value, not an owner: nothing is
/// closed unless ``close()`` is called.
package struct FileDescriptor: Sendable, Hashable {
    package var rawValue: Int32

    package init(rawValue: Int32) { self.rawValue = rawValue }

    package static let standardInput = FileDescriptor(rawValue: STDIN_FILENO)
    package static let standardOutput = FileDescriptor(rawValue: STDOUT_FILENO)

    /// Retried when a signal interrupts the wait (a FIFO's open waits for the other end).
    package static func open(_ path: String, _ flags: Int32, mode: mode_t = 0) throws(Errno) -> FileDescriptor {
        FileDescriptor(rawValue: try retryingInterrupts { systemOpen(path, flags, mode) })
    }

    /// A descriptor left non-blocking by whoever shares it is waited on (`poll`) until it takes more.
    package func write(all bytes: [UInt8]) throws(Errno) {
        var offset = 0
        while offset < bytes.count {
            guard let written = try writeAvailable(bytes[offset...]) else {
                try wait(for: .writable)
                continue
            }
            offset += written
        }
    }

    package func write(all text: String) throws(Errno) { try write(all: Array(text.utf8)) }

    /// `nil` when a non-blocking descriptor has no room.
    package func writeAvailable(_ bytes: ArraySlice<UInt8>) throws(Errno) -> Int? {
        try bytes.withUnsafeBytes { raw in
            Result { () throws(Errno) in try nilWhenBlocked { systemWrite(rawValue, raw.baseAddress, raw.count) } }
        }.get()
    }

    /// A reader that has gone is `EPIPE`, never `SIGPIPE`.
    package func sendAvailable(_ bytes: ArraySlice<UInt8>) throws(Errno) -> Int? {
        try bytes.withUnsafeBytes { raw in
            Result { () throws(Errno) in try nilWhenBlocked { systemSend(rawValue, raw.baseAddress, raw.count) } }
        }.get()
    }

    /// Waits for something whatever the descriptor's mode; 0 at the end of the input.
    package func read(into bytes: inout [UInt8], count: Int? = nil) throws(Errno) -> Int {
        while true {
            if let got = try readAvailable(into: &bytes, count: count) { return got }
            try wait(for: .readable)
        }
    }

    /// Reads are one past `expected` when that is less than 64 KiB: a small file, a small buffer.
    package func readToEnd(limit: Int, expected: Int = 0, waitsBeforeReading: Bool = false) throws(Errno) -> [UInt8] {
        var bytes = [UInt8]()
        bytes.reserveCapacity(min(limit, expected + 1))
        var chunk = [UInt8](repeating: 0, count: expected > 0 ? min(expected + 1, 1 << 16) : 1 << 16)
        while bytes.count < limit {
            if waitsBeforeReading { try wait(for: .readable) }
            let got = try read(into: &chunk, count: min(chunk.count, limit - bytes.count))
            if got == 0 { break }
            bytes.append(contentsOf: chunk[0..<got])
        }
        return bytes
    }

    /// `nil` when a non-blocking descriptor has nothing yet.
    package func readAvailable(into bytes: inout [UInt8], count: Int? = nil) throws(Errno) -> Int? {
        let wanted = min(count ?? bytes.count, bytes.count)
        return try bytes.withUnsafeMutableBytes { raw in
            Result { () throws(Errno) in try nilWhenBlocked { systemRead(rawValue, raw.baseAddress, wanted) } }
        }.get()
    }

    /// An interrupted close is not retried: Linux has closed the descriptor by then, and a second
    /// close could close another thread's new descriptor with the same number.
    package func close() throws(Errno) {
        let failure = systemClose(rawValue) == 0 ? nil : Errno.current
        if let failure, failure != .interrupted { throw failure }
    }

    package static func retryingInterrupts<Result: BinaryInteger>(_ call: () -> Result) throws(Errno) -> Result {
        while true {
            let result = call()
            if result != -1 { return result }
            let failure = Errno.current
            if failure != .interrupted { throw failure }
        }
    }

    private func nilWhenBlocked(_ call: () -> Int) throws(Errno) -> Int? {
        do throws(Errno) {
            return try Self.retryingInterrupts(call)
        } catch  where error == .wouldBlock {
            return nil
        }
    }
}
