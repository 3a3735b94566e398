#if canImport(Glibc)
    import Glibc
#endif

/// What one child process cost: wall-clock time and peak resident memory.
struct ProcessCost {
    /// Seconds from `posix_spawn` to the end of `wait4`.
    var seconds: Double
    /// Peak resident set size in bytes, from `wait4`'s `ru_maxrss`.
    var peakBytes: Double
    /// User plus system CPU seconds: unlike wall-clock time, not inflated by waiting for a core
    /// on a busy machine.
    var cpuSeconds: Double
    /// The exit status (128 + the signal when a signal ended it).
    var status: Int32
}

/// Runs executables with `posix_spawn`, timing them with `CLOCK_MONOTONIC`.
enum ProcessRun {
    /// The current time in seconds on the monotonic clock.
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Runs `executable` with `arguments`, its standard output into `outputPath` and its standard
    /// error into `errorPath` (both truncated), and waits for it.
    /// - Returns: Its cost.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String], outputPath: String = "/dev/null",
        errorPath: String = "/dev/null"
    ) -> ProcessCost {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let start = now()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            fatal("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { fatal("wait4 failed for \(executable)") }
        }
        let seconds = now() - start
        let low = status & 0x7f
        let code = low == 0 ? (status >> 8) & 0xff : 128 + low
        let cpu =
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
            + Double(usage.ru_stime.tv_usec) / 1e6
        return ProcessCost(seconds: seconds, peakBytes: Double(usage.ru_maxrss) * 1024, cpuSeconds: cpu, status: code)
    }
}

/// Prints a message on standard error and exits with status 1.
func fatal(_ message: String) -> Never {
    note("sheetbench: \(message)\n")
    exit(1)
}

/// Writes text to standard error (progress, so standard output stays the table).
func note(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

/// The whole contents of a file as text, or `nil` when it cannot be read.
func readText(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count <= 0 { break }
        bytes.append(contentsOf: chunk[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// Writes bytes to a file, replacing it.
func writeBytes(_ bytes: [UInt8], to path: String) {
    guard let file = fopen(path, "wb") else { fatal("cannot write \(path)") }
    defer { fclose(file) }
    let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    guard written == bytes.count else { fatal("short write to \(path)") }
}

/// Whether an executable file exists at `path`.
func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 }
