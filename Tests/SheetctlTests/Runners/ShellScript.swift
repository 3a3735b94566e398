import Foundation

/// Runs a bash script around the built `sheetctl`, for what only a shell sets up: `<(…)`, a
/// redirect to `/dev/full`, a closed descriptor, a FIFO with or without a reader.
enum ShellScript {
    static let bash: String? = ["/bin/bash", "/usr/bin/bash"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs `script` with bash; `$1` is the `sheetctl` executable, then `arguments`.
    /// - Parameters:
    ///   - script: The script.
    ///   - arguments: `$2` onward.
    ///   - directory: The working directory.
    /// - Returns: What the run gave: bash's own exit status, stdout and stderr.
    static func run(_ script: String, _ arguments: [String] = [], directory: String? = nil) throws
        -> SheetctlProcess.Result
    {
        guard let bash else { throw Unavailable() }
        guard let binary = SheetctlProcess.binary else { throw SheetctlProcess.NotBuilt() }
        return try SheetctlProcess.run(
            executable: bash, ["-c", script, "bash", binary] + arguments, directory: directory, timeout: 60)
    }

    /// No bash here.
    struct Unavailable: Error {}

    /// Whether `env` can reset a signal to its default for the command it runs (coreutils 8.31).
    static let envSetsSignals: Bool = {
        guard
            let result = try? SheetctlProcess.run(
                executable: "/usr/bin/env", ["--default-signal=PIPE", "--ignore-signal=PIPE", "true"], timeout: 30)
        else { return false }
        return result.code == 0
    }()
}
