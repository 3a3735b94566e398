#if canImport(Glibc)
    import Glibc
#endif

/// The command line.
struct Options {
    /// Fewer runs, and no 1M-entry file.
    var quick = false
    /// Whether to run the PyYAML peer when it is present.
    var python = true
    /// Another sheetctl binary to measure (to compare builds).
    var sheetctl: String?
    /// The sections to run (`startup`, `resolve`, `edit`, `lookup`, `render`, `call`, `lsp`, `export`); all when empty.
    var only: Set<String> = []

    /// Whether a section runs.
    func runs(_ section: String) -> Bool { only.isEmpty || only.contains(section) }

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--no-python": options.python = false
            case "--sheetctl":
                guard let path = rest.popFirst() else { fatal("--sheetctl needs a path") }
                options.sheetctl = path
            case "--only":
                guard let section = rest.popFirst(),
                    ["startup", "resolve", "edit", "lookup", "render", "call", "lsp", "export", "snapshot"].contains(
                        section)
                else { fatal("--only needs startup, resolve, edit, lookup, render, call, lsp, export or snapshot") }
                options.only.insert(section)
            case "-h", "--help":
                print(
                    """
                    usage: swift run -c release sheetbench [--quick] [--no-python] [--sheetctl PATH] [--only SECTION]...
                      --quick        fewer runs, no 1M-entry file
                      --no-python    skip the Python peers (PyYAML takes about 75 s at 1M entries)
                      --sheetctl     measure this sheetctl binary instead of the one built beside sheetbench
                      --only         run only startup, resolve (whole process), edit (registry set, unset,
                                     apply; present --app with the cache), lookup (in-process), render
                                     or call (a 16 MiB call, one line and pretty-printed, against json.loads),
                                     or export (themes export of every shipped theme against lint),
                                     or snapshot (the default matrix against as many preview renders)
                    """)
                exit(0)
            default: fatal("unknown argument '\(argument)' (try --help)")
            }
        }
        return options
    }
}

/// The executables measured: built beside this one by `swift build -c release`.
struct Binaries {
    var sheetctl: String
    var themeFloor: String
    /// The same work in Swift, on the same runtime as sheetctl.
    var swiftThemeFloor: String
    var routingFloor: String
    /// This executable, which generates the inputs in a child.
    var sheetbench: String
    /// Whether sheetctl links no shared Swift runtime.
    var staticallyLinked: Bool
    /// Whether sheetctl loads the shared libstdc++ at every start, as a build without the
    /// Makefile's release flags does (BENCHMARKS.md, "Start-up: where the time went").
    var sharedCxx = false

    static func locate(sheetctl: String?) -> Binaries {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { fatal("cannot find this executable's directory") }
        let me = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let directory = String(me[..<(me.lastIndex(of: "/") ?? me.endIndex)])
        let binaries = Binaries(
            sheetctl: sheetctl ?? directory + "/sheetctl", themeFloor: directory + "/sheetbench-theme-floor",
            swiftThemeFloor: directory + "/sheetbench-theme-floor-swift",
            routingFloor: directory + "/sheetbench-routing-floor", sheetbench: me, staticallyLinked: false)
        for path in [binaries.sheetctl, binaries.themeFloor, binaries.swiftThemeFloor, binaries.routingFloor]
        where !isExecutable(path) {
            fatal("\(path) is missing: build everything first with `swift build -c release`")
        }
        var located = binaries
        located.staticallyLinked = !fileContains(located.sheetctl, "libswiftCore.so")
        located.sharedCxx = fileContains(located.sheetctl, "libstdc++.so")
        return located
    }
}

/// A temporary directory for the generated inputs and the children's output.
struct Workspace {
    let path: String

    init() {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((base + "/sheetbench.XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else { fatal("cannot make a temporary directory in \(base)") }
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    func file(_ name: String) -> String { path + "/" + name }

    /// Deletes the directory and the files in it (it holds no subdirectories).
    func remove() {
        guard let directory = opendir(path) else { return }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { unlink(file(name)) }
        }
        closedir(directory)
        rmdir(path)
    }
}

/// A command to time.
struct Subject {
    var name: String
    var executable: String
    var arguments: [String]
    var environment: [String]
    /// Whether the subject times its own work and prints the seconds as the first tab-separated
    /// field of its output (a peer timed inside its interpreter), instead of its whole process
    /// being timed.
    var timesItself = false

    /// The environment sheetctl and the floors get: no home, no configuration, no plugins.
    static let cleanEnvironment = ["PATH=/usr/bin:/bin", "LC_ALL=C.UTF-8"]

    init(name: String, executable: String, _ arguments: [String], environment: [String] = cleanEnvironment) {
        self.name = name
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
    }
}

/// Runs several subjects in turn, round after round, so noise from the machine falls on all alike.
enum Interleaved {
    struct Result {
        var subject: Subject
        var seconds: [Double] = []
        var peakBytes: [Double] = []
        var cpuSeconds: [Double] = []
        /// The standard output of the first run.
        var output = ""
    }

    /// - Parameters:
    ///   - subjects: What to run, in the order each round runs them.
    ///   - runs: Measured rounds.
    ///   - warmUp: Whether one unmeasured round comes first (fills the page cache).
    ///   - rotating: Whether each round starts with the next subject, so that none is always first
    ///     after a pause; `false` keeps the given order, for subjects that undo one another (each
    ///     edit of a file undoing the one before it, so that every run writes the file).
    /// - Returns: One result per subject, in order.
    static func run(
        _ subjects: [Subject], runs: Int, warmUp: Bool = true, rotating: Bool = true, workspace: Workspace
    ) -> [Result] {
        var results = subjects.map { Result(subject: $0) }
        for round in (warmUp ? -1 : 0)..<runs {
            for offset in subjects.indices {
                let index = rotating ? (offset + max(round, 0)) % subjects.count : offset
                let subject = subjects[index]
                let out = workspace.file("stdout")
                let err = workspace.file("stderr")
                let cost = ProcessRun.run(
                    subject.executable, subject.arguments, environment: subject.environment, outputPath: out,
                    errorPath: err)
                guard cost.status == 0 else {
                    fatal(
                        "\(subject.name) exited with \(cost.status): \(readText(err) ?? "")\(readText(out) ?? "")")
                }
                let output = readText(out) ?? ""
                if round == (warmUp ? -1 : 0) { results[index].output = output }
                if round >= 0 {
                    if subject.timesItself {
                        let field = output.split(separator: "\n").first?.split(separator: "\t").first
                        guard let seconds = field.flatMap({ Double($0) }) else {
                            fatal("\(subject.name) printed '\(output)', not the seconds it took")
                        }
                        results[index].seconds.append(seconds)
                    } else {
                        results[index].seconds.append(cost.seconds)
                    }
                    results[index].peakBytes.append(cost.peakBytes)
                    results[index].cpuSeconds.append(cost.cpuSeconds)
                }
            }
        }
        return results
    }
}

/// Checks that the programs compared gave the same route: a fast wrong answer would be no result.
enum Agreement {
    static func check(floorOutput: String, sheetctlOutput: String, id: String) {
        let fields = floorOutput.split(separator: "\t").map(String.init)
        guard fields.count == 5 else { fatal("the routing floor printed '\(floorOutput)' for \(id)") }
        for (key, value) in [("presenter", fields[1]), ("theme", fields[2])]
        where !sheetctlOutput.contains("\"\(key)\":\"\(value)\"") {
            fatal("sheetctl and the floor disagree on \(id): '\(sheetctlOutput)' vs '\(floorOutput)'")
        }
    }

    static func check(floorOutput: String, peerOutput: String, id: String) {
        func fields(_ text: String) -> String {
            text.split(separator: "\n").first.map { $0.split(separator: "\t").prefix(3).joined(separator: "\t") } ?? ""
        }
        let floor = fields(floorOutput)
        let peer = fields(peerOutput)
        guard floor == peer else {
            fatal("PyYAML and the floor disagree on \(id): '\(peerOutput)' vs '\(floorOutput)'")
        }
    }
}

/// The PyYAML peer: Python with PyYAML built against libyaml.
struct Python {
    /// The interpreter itself (not a version manager's shim, whose start-up is not PyYAML's).
    var executable: String
    var environment: [String]

    /// Loads the file with the C loader into dicts, then resolves the ID as sheetctl does.
    static let script = """
        import sys, yaml
        with open(sys.argv[1], 'rb') as f:
            doc = yaml.load(f, Loader=yaml.CSafeLoader) or {}
        apps, route, app = doc.get('apps') or {}, {'presenter': 'auto', 'theme': 'default'}, sys.argv[2]
        route.update(doc.get('default') or {})
        found = apps.get(app)
        if found is None:
            for n in range(len(app), 0, -1):
                found = apps.get(app[:n] + '*')
                if found is not None: break
        route.update(found or {})
        print('\\t'.join([app, route['presenter'], route['theme']]))
        """

    /// Times `json.loads` of a file's bytes, and only that (not the interpreter's start, not the
    /// read): prints the seconds and the call's item count.
    static let loadsScript = """
        import sys, json, time
        with open(sys.argv[1], 'rb') as f:
            data = f.read()
        start = time.perf_counter()
        call = json.loads(data)
        seconds = time.perf_counter() - start
        print('%.9f\\t%d' % (seconds, len(call['items'])))
        """

    /// Python 3 with PyYAML's C loader, or `nil`.
    static func locate() -> Python? { locate(probe: "import sys, yaml; yaml.CSafeLoader") }

    /// Python 3 (for `json.loads`, which every Python has), or `nil`.
    static func locateForJSON() -> Python? { locate(probe: "import sys, json") }

    /// The interpreter that runs `probe` (which imports `sys`), or `nil`.
    private static func locate(probe: String) -> Python? {
        let environment = currentEnvironment()
        let path = environment.first { $0.hasPrefix("PATH=") }.map { String($0.dropFirst(5)) } ?? "/usr/bin:/bin"
        guard let shim = path.split(separator: ":").map({ $0 + "/python3" }).first(where: isExecutable) else {
            return nil
        }
        let workspace = Workspace()
        defer { workspace.remove() }
        let out = workspace.file("out")
        let probe = ProcessRun.run(
            shim, ["-c", probe + "; print(sys.executable, end='')"], environment: environment,
            outputPath: out)
        guard probe.status == 0, let executable = readText(out), isExecutable(executable) else { return nil }
        return Python(executable: executable, environment: environment)
    }

    private static func currentEnvironment() -> [String] {
        var result: [String] = []
        var pointer = environ
        while let entry = pointer.pointee {
            result.append(String(cString: entry))
            pointer += 1
        }
        return result
    }
}

/// Whether a file holds `needle`, read in chunks so a large binary never sits in memory (this
/// process's peak would become its children's `ru_maxrss`).
func fileContains(_ path: String, _ needle: String) -> Bool {
    guard let file = fopen(path, "rb") else { return false }
    defer { fclose(file) }
    let pattern = Array(needle.utf8)
    var window: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count <= 0 { return false }
        window.append(contentsOf: chunk[0..<count])
        if window.count >= pattern.count {
            for start in 0...(window.count - pattern.count) where window[start] == pattern[0] {
                if window[start..<start + pattern.count].elementsEqual(pattern) { return true }
            }
        }
        window = Array(window.suffix(pattern.count - 1))
    }
}
