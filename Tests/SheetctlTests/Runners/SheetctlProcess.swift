import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `sheetctl` executable as a user or a script would: arguments, standard input
/// bytes and an environment in; exit status, standard output and standard error out.
///
/// Output goes to temporary files rather than pipes, so a child that writes a lot never blocks
/// on a full pipe while the test waits for it; a child still running after the timeout is
/// killed, and the result says so.
struct SheetctlProcess {
    /// What one run gave.
    struct Result: Sendable, Equatable {
        /// The exit status; the signal number plus 128 when a signal ended it.
        var code: Int32
        /// Everything written to standard output.
        var stdout: String
        /// Everything written to standard error.
        var stderr: String
        /// Whether the run was killed for outliving its timeout.
        var timedOut: Bool
    }

    /// The environment used when a test gives none: no HOME or XDG_CONFIG_HOME, so no user
    /// configuration is read.
    static let cleanEnvironment = ["PATH": "/usr/bin:/bin"]

    /// `environment` as a child is given it: with Swift's crash backtracer off unless the test
    /// asks otherwise, so a crash ends the child at once with its signal (on a terminal the
    /// backtracer would wait for a key) and prints no pages of backtrace.
    static func childEnvironment(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        return environment
    }

    /// The built executable: beside the test bundle, else in the package's `.build/debug`.
    static let binary: String? = {
        var candidates: [String] = []
        if let executable = Bundle.main.executablePath {
            var url = URL(fileURLWithPath: executable)
            while url.pathComponents.count > 1, url.lastPathComponent != "debug", url.lastPathComponent != "release" {
                url.deleteLastPathComponent()
            }
            candidates.append(url.appendingPathComponent("sheetctl").path)
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("sheetctl").path)
        candidates.append(LintTestSupport.packageRoot + "/.build/debug/sheetctl")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// A missing executable, as a test failure's message.
    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "the sheetctl executable was not built beside the tests" }
    }

    /// Runs `sheetctl` with the given words.
    /// - Parameters:
    ///   - arguments: The words after `sheetctl`.
    ///   - input: The bytes on standard input (empty: at end at once).
    ///   - environment: The whole environment; by default ``cleanEnvironment``.
    ///   - directory: The working directory; by default the test's own.
    ///   - timeout: Seconds before the child is killed; generous, only to keep a hang from
    ///     stopping the suite.
    /// - Returns: What the run gave.
    /// - Throws: When the executable is missing or cannot be started.
    static func run(
        _ arguments: [String], input: some DataProtocol = Data(), environment: [String: String] = cleanEnvironment,
        directory: String? = nil, timeout: Double = 30
    ) throws -> Result {
        guard let binary else { throw NotBuilt() }
        return try run(
            executable: binary, arguments, input: input, environment: environment, directory: directory,
            timeout: timeout)
    }

    /// Runs any executable the same way (the timeout's own test runs one that hangs).
    static func run(
        executable: String, _ arguments: [String], input: some DataProtocol = Data(),
        environment: [String: String] = cleanEnvironment, directory: String? = nil, timeout: Double = 30
    ) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inURL = folder.appendingPathComponent("stdin")
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        try Data(input).write(to: inURL)
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let stdin = try FileHandle(forReadingFrom: inURL)
        let stdout = try FileHandle(forWritingTo: outURL)
        let stderr = try FileHandle(forWritingTo: errURL)
        defer {
            try? stdin.close()
            try? stdout.close()
            try? stderr.close()
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = childEnvironment(environment)
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()

        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        let code =
            process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
        return Result(
            code: code,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            timedOut: timedOut)
    }

    /// Runs `sheetctl` with text on standard input.
    static func run(
        _ arguments: [String], stdin text: String, environment: [String: String] = cleanEnvironment
    ) throws -> Result {
        try run(arguments, input: Data(text.utf8), environment: environment)
    }
}

extension SheetctlProcess.Result {
    /// ``stdout``, as suites that say `out` read it.
    var out: String { stdout }
    /// ``stderr``, as suites that say `err` read it.
    var err: String { stderr }
}

extension SheetctlProcess.Result {
    /// The status and both streams, to take apart: `let (code, out, err) = ….parts`.
    var parts: (Int32, String, String) { (code, stdout, stderr) }
}
