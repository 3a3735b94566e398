import SheetSystem

/// Standard input is a socket, so writing to a plugin that has exited fails with `EPIPE` instead
/// of killing the host (`SIGPIPE`).
package struct PluginProcess {
    package enum Termination: Equatable {
        case exited(Int32)
        case signaled(Int32)
    }

    package struct Outcome {
        package var termination: Termination
        package var stdout: [UInt8]
        /// Up to the limit (the rest is read and dropped).
        package var stderr: [UInt8]
        package var timedOut = false
        package var overflowed = false
    }

    var path: String
    var arguments: [String]
    /// `nil` passes the host's own.
    var environment: [String: String]?
    /// Seconds; `nil` waits as long as it takes.
    var timeout: Double?
    var maxOutputBytes: Int
    var maxErrorBytes: Int
    /// Seconds between `SIGTERM` and `SIGKILL`.
    var killGrace: Double
    /// So that ending the child ends what it started. Interactive plugins stay in the host's group,
    /// or reading the terminal would stop them.
    var ownProcessGroup: Bool

    package init(
        path: String, arguments: [String], environment: [String: String]?, timeout: Double?, maxOutputBytes: Int,
        maxErrorBytes: Int, killGrace: Double, ownProcessGroup: Bool
    ) {
        self.path = path
        self.arguments = arguments
        self.environment = environment
        self.timeout = timeout
        self.maxOutputBytes = maxOutputBytes
        self.maxErrorBytes = maxErrorBytes
        self.killGrace = killGrace
        self.ownProcessGroup = ownProcessGroup
    }

    package func run(input: [UInt8]) throws(Errno) -> Outcome {
        // Not pipes: socket pairs are made close-on-exec atomically (no `pipe2` in Swift's Glibc), so
        // no other thread's spawn can inherit an end and hold the stream open.
        var pairs: [[Int32]] = []
        for _ in 0..<3 {
            var pair: [Int32] = [-1, -1]
            guard systemStreamSocket(pair: &pair) == 0 else {
                let code = errno
                for fd in pairs.joined() { close(fd) }
                throw Errno(rawValue: code)
            }
            pairs.append(pair)
        }
        let (inPair, outPipe, errPipe) = (pairs[0], pairs[1], pairs[2])
        let pid: pid_t
        let token = PluginDescendants.newToken()
        PluginDescendants.begin(token: token)
        defer { PluginDescendants.end(token: token) }
        do throws(Errno) {
            pid = try PluginDescendants.spawning(token: token) { () throws(Errno) in
                try spawn(stdin: inPair[1], stdout: outPipe[1], stderr: errPipe[1], token: token)
            }
        } catch {
            for fd in inPair + outPipe + errPipe { close(fd) }
            throw error
        }
        close(inPair[1]); close(outPipe[1]); close(errPipe[1])
        // The answer is read once the plugin exits, even while something it started holds its output.
        let exitDescriptor = ProcessControl.exitDescriptor(of: pid)
        defer { if exitDescriptor >= 0 { close(exitDescriptor) } }
        let end = timeout.map { MonotonicClock.now + .seconds($0) }
        let (stdout, stderr, timedOut, overflowed) = exchange(
            input: input, stdin: inPair[0], stdout: outPipe[0], stderr: errPipe[0], exit: exitDescriptor, until: end)
        var outcome = Outcome(
            termination: .exited(0), stdout: stdout, stderr: stderr, timedOut: timedOut, overflowed: overflowed)
        if !timedOut, !overflowed, let termination = wait(pid, until: end) {
            outcome.termination = termination
        } else {
            // A deadline that passes while waiting for the exit is a timeout too.
            outcome.timedOut = timedOut || !overflowed
            outcome.termination = terminate(pid)
        }
        return outcome
    }

    private func spawn(stdin: Int32, stdout: Int32, stderr: Int32, token: String) throws(Errno) -> pid_t {
        var entries =
            environment.map { $0.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } } ?? environmentEntries()
        entries.removeAll { $0.hasPrefix(PluginDescendants.variable + "=") }
        entries.append("\(PluginDescendants.variable)=\(token)")
        var pid: pid_t = 0
        let status = Self.spawnRetryingBusyText {
            let started = spawnProcess(
                path, arguments: arguments, environment: entries, streams: (stdin, stdout, stderr),
                ownProcessGroup: ownProcessGroup)
            pid = started.pid
            return started.status
        }
        guard status == 0 else { throw Errno(rawValue: status) }
        return pid
    }

    /// A plugin just written can be "busy" (`ETXTBSY`) for a moment: another thread's child, forked
    /// while the file was open for writing, still holds it. Go's `os/exec` retries the same way.
    private static func spawnRetryingBusyText(_ spawn: () -> Int32) -> Int32 {
        var status = spawn()
        for _ in 0..<100 where status == ETXTBSY {
            usleep(10_000)
            status = spawn()
        }
        return status
    }

    /// Once `exit` (a pidfd, or -1) is readable, what the streams hold is read and the exchange ends.
    private func exchange(
        input: [UInt8], stdin: Int32, stdout: Int32, stderr: Int32, exit: Int32, until end: MonotonicClock.Instant?
    ) -> (stdout: [UInt8], stderr: [UInt8], timedOut: Bool, overflowed: Bool) {
        for fd in [stdin, stdout, stderr] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        var inFD: Int32? = stdin
        var outFD: Int32? = stdout
        var errFD: Int32? = stderr
        defer { for fd in [inFD, outFD, errFD].compactMap({ $0 }) { close(fd) } }
        var written = 0
        var out: [UInt8] = []
        var err: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)

        func finishInput() {
            if let fd = inFD { close(fd) }
            inFD = nil
        }
        if input.isEmpty { finishInput() }
        // Whether it gave bytes.
        func take(_ fd: Int32) -> Bool {
            let descriptor = FileDescriptor(rawValue: fd)
            switch Result(catching: { () throws(Errno) in try descriptor.readAvailable(into: &chunk) }) {
            case .success(let count?) where count > 0:
                if fd == outFD {
                    out.append(contentsOf: chunk[0..<count])
                } else {
                    err.append(contentsOf: chunk[0..<min(count, max(0, maxErrorBytes - err.count))])
                }
                return true
            case .success(nil): return false  // nothing after all
            default:  // the end, or a failure
                try? descriptor.close()
                if fd == outFD { outFD = nil } else { errFD = nil }
                return false
            }
        }
        var overflow: (stdout: [UInt8], stderr: [UInt8], timedOut: Bool, overflowed: Bool)? {
            out.count > maxOutputBytes ? (Array(out.prefix(maxOutputBytes)), err, false, true) : nil
        }

        while outFD != nil || errFD != nil {
            var requests: [(FileDescriptor, FileDescriptor.Events)] = []
            if let fd = inFD { requests.append((FileDescriptor(rawValue: fd), .writable)) }
            if let fd = outFD { requests.append((FileDescriptor(rawValue: fd), .readable)) }
            if let fd = errFD { requests.append((FileDescriptor(rawValue: fd), .readable)) }
            if exit >= 0 { requests.append((FileDescriptor(rawValue: exit), .readable)) }
            var wait: Duration?
            if let end {
                let left = end - MonotonicClock.now
                if left <= .zero { return (out, err, true, false) }
                // At most a minute at a time, then the deadline is looked at again.
                wait = min(left, .seconds(60))
            }
            guard let ready = try? FileDescriptor.poll(requests, timeout: wait) else { return (out, err, false, false) }
            if exit >= 0, ready.last.map({ !$0.isEmpty }) == true {
                // All it wrote is in the streams, whoever else holds them open (a background child).
                for fd in [outFD, errFD].compactMap({ $0 }) {
                    while take(fd), overflow == nil {}
                }
                return overflow ?? (out, err, false, false)
            }
            for ((descriptor, _), events) in zip(requests, ready) where !events.isEmpty {
                let fd = descriptor.rawValue
                if fd == inFD {
                    do throws(Errno) {
                        let sent = try descriptor.sendAvailable(input[written...])
                        if let sent, sent > 0 {
                            written += sent
                            if written == input.count { finishInput() }
                        }
                    } catch {
                        finishInput()  // The plugin stopped reading; what it answers still counts.
                    }
                } else if fd == outFD || fd == errFD {
                    _ = take(fd)
                    if let overflow { return overflow }
                }
            }
        }
        return (out, err, false, false)
    }

    /// `nil` when the deadline passed first.
    private func wait(_ pid: pid_t, until end: MonotonicClock.Instant?) -> Termination? {
        var status: Int32 = 0
        while true {
            guard
                let result = try? FileDescriptor.retryingInterrupts({ waitpid(pid, &status, end == nil ? 0 : WNOHANG) })
            else { return .exited(-1) }
            if result == pid {
                let signal = status & 0x7F
                return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
            }
            if let end {
                if MonotonicClock.now >= end { return nil }
                usleep(2_000)
            }
        }
    }

    private func terminate(_ pid: pid_t) -> Termination {
        let target = ownProcessGroup ? -pid : pid
        kill(target, SIGTERM)
        if let termination = wait(pid, until: MonotonicClock.now + .seconds(killGrace)) {
            if ownProcessGroup { kill(target, SIGKILL) }  // anything it started and left behind
            return termination
        }
        kill(target, SIGKILL)
        return wait(pid, until: nil) ?? .signaled(SIGKILL)
    }
}
