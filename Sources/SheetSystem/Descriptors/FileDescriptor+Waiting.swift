extension FileDescriptor {
    package struct Events: OptionSet, Sendable, Hashable {
        package var rawValue: Int16

        package init(rawValue: Int16) { self.rawValue = rawValue }

        package static let readable = Events(rawValue: Int16(POLLIN))
        package static let writable = Events(rawValue: Int16(POLLOUT))
    }

    package func wait(for events: Events) throws(Errno) { _ = try Self.poll([(self, events)], deadline: nil) }

    package static func poll(_ requests: [(FileDescriptor, Events)], timeout: Duration?) throws(Errno) -> [Events] {
        try poll(requests, deadline: timeout.map { MonotonicClock.now + $0 })
    }

    /// A signal does not end the wait, nor make it longer. The time left is rounded up to the
    /// next millisecond, so the wait never ends just before the deadline.
    package static func poll(_ requests: [(FileDescriptor, Events)], deadline: MonotonicClock.Instant?)
        throws(Errno) -> [Events]
    {
        var entries = requests.map { pollfd(fd: $0.0.rawValue, events: $0.1.rawValue, revents: 0) }
        while true {
            var milliseconds: Int32 = -1
            if let deadline {
                let left = deadline - MonotonicClock.now
                milliseconds = left <= .zero ? 0 : Int32(clamping: Self.milliseconds(roundingUp: left))
            }
            let ready = systemPoll(&entries, milliseconds)
            if ready >= 0 { return entries.map { Events(rawValue: ready == 0 ? 0 : $0.revents) } }
            let failure = Errno.current
            if failure != .interrupted { throw failure }
        }
    }

    /// Past `Int64.max` milliseconds the wait is as long as that, not a trap.
    static func milliseconds(roundingUp duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let partial = (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow, whole <= .max - partial else { return seconds < 0 ? .min : .max }
        return whole + partial
    }
}
