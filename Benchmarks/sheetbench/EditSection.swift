#if canImport(Glibc)
    import Glibc
#endif

/// Editing and routing on large files, whole process: `registry set`, `unset` and `apply` against
/// the C load floor (an edit is one load and one write), and `present --app` with the compiled
/// cache cold and warm against the same call with a three-entry file.
enum EditSection {
    /// The changes `apply` makes: at most this many, of existing entries.
    static let applyChanges = 10_000

    static func run(
        binaries: Binaries, workspace: Workspace, sizes: [Int], runsScale: Int, into table: inout Table
    ) {
        for size in sizes { edits(size, binaries: binaries, workspace: workspace, runsScale: runsScale, into: &table) }
        if let largest = sizes.last {
            presenting(largest, binaries: binaries, workspace: workspace, runsScale: runsScale, into: &table)
        }
    }

    private static func label(_ size: Int) -> String {
        size >= 1_000_000 ? "\(size / 1_000_000)M" : "\(size / 1000)k"
    }

    /// Generates a routing file and two lists of changes in a child (so this process stays small):
    /// the ID its entries are asked about.
    private static func generate(_ size: Int, binaries: Binaries, workspace: Workspace) -> (path: String, id: String) {
        let label = label(size)
        let path = workspace.file("edit-\(label).yaml")
        let generator = Subject(
            name: "generate \(label)", executable: binaries.sheetbench,
            ["--generate-edits", "\(size)", path, path + ".changes-a", path + ".changes-b"])
        let id =
            Interleaved.run([generator], runs: 1, warmUp: false, workspace: workspace)[0].output
            .split(separator: "\n").first.map(String.init) ?? ""
        return (path, id)
    }

    private static func edits(
        _ size: Int, binaries: Binaries, workspace: Workspace, runsScale: Int, into table: inout Table
    ) {
        let label = label(size)
        note("sheetbench: generating \(label) entries to edit\n")
        let (path, id) = generate(size, binaries: binaries, workspace: workspace)
        let floor = Subject(
            name: "floor: C, libyaml events into a hash map, \(label)", executable: binaries.routingFloor, [path, id])
        func sheetctl(_ name: String, _ arguments: [String]) -> Subject {
            Subject(name: name, executable: binaries.sheetctl, ["registry"] + arguments + ["--registry", path])
        }
        // Each pair undoes the other, so every run writes the file and it stays the same size.
        let changes = min(applyChanges, size * 99 / 100)
        let subjects = [
            floor,
            sheetctl("sheetctl registry set (an existing ID), \(label)", ["set", id, "--locale", "ja"]),
            sheetctl("  (the same, back)", ["set", id, "--locale", "ko"]),
            sheetctl("sheetctl registry set (a new ID), \(label)", ["set", "2099000000000000", "--locale", "ja"]),
            sheetctl("sheetctl registry unset, \(label)", ["unset", "2099000000000000"]),
            sheetctl("sheetctl registry apply (\(changes) changes), \(label)", ["apply", path + ".changes-a"]),
            sheetctl("  (the same, back)", ["apply", path + ".changes-b"]),
        ]
        let runs = size >= 1_000_000 ? 2 * runsScale + 1 : size >= 100_000 ? 3 * runsScale + 1 : 5 * runsScale + 1
        let results = Interleaved.run(subjects, runs: runs, rotating: false, workspace: workspace)
        let floorTime = Summary(results[0].seconds)
        let floorMemory = Summary(results[0].peakBytes)
        let floorCPU = Summary(results[0].cpuSeconds).median
        var floorRow = Row.reference(floor.name, floorTime, .time)
        floorRow.cpu = Unit.time.format(floorCPU)
        table.add(floorRow)
        var floorMemoryRow = Row.reference("  floor peak memory, \(label)", floorMemory, .memory)
        floorMemoryRow.name = "  floor peak memory, \(label)"
        table.add(floorMemoryRow)
        let large = size >= 1_000_000
        for index in [1, 3, 4, 5] {
            let result = results[index]
            let time = Summary(result.seconds)
            let memory = Summary(result.peakBytes)
            let cpu = Summary(result.cpuSeconds).median
            let times = time.median / floorTime.median
            let memoryTimes = memory.median / floorMemory.median
            table.add(
                Row(
                    name: result.subject.name, median: Unit.time.format(time.median), range: Unit.time.range(time),
                    floorRatio: ratio(times), cpu: "\(Unit.time.format(cpu)) (\(ratio(cpu / floorCPU)))",
                    target: large ? "≤ 1.5× floor" : "–", met: large ? (times <= 1.5 ? "yes" : "NO") : "–"))
            table.add(
                Row(
                    name: "  its peak memory", median: Unit.memory.format(memory.median),
                    range: Unit.memory.range(memory), floorRatio: ratio(memoryTimes),
                    target: large ? "≤ 2× floor" : "–", met: large ? (memoryTimes <= 2 ? "yes" : "NO") : "–"))
        }
    }

    /// `present --app` on the large file with the cache warm, cold (no cache) and on its first
    /// call (building it), against the same call routed by a three-entry file.
    private static func presenting(
        _ size: Int, binaries: Binaries, workspace: Workspace, runsScale: Int, into table: inout Table
    ) {
        let label = label(size)
        let (path, id) = generate(size, binaries: binaries, workspace: workspace)
        let small = workspace.file("three-entries.yaml")
        writeBytes(
            Array(
                "default: { presenter: plain }\napps:\n  \"\(id)\": { presenter: json, theme: default }\n  \"2022*\": { presenter: plain }\n  \"2023\": { presenter: plain }\n"
                    .utf8), to: small)
        let call = workspace.file("present-call.json")
        writeBytes(Array(#"{"title":"Share","items":["Copy","Send"],"cancelButtonText":"Cancel"}"#.utf8), to: call)
        let cache = workspace.file("cache")
        let environment = Subject.cleanEnvironment + ["XDG_CACHE_HOME=\(cache)"]
        func present(_ name: String, _ registry: String, _ extra: [String] = []) -> Subject {
            Subject(
                name: name, executable: binaries.sheetctl,
                ["present", "--choose", "0", "--call", call, "--app", id, "--registry", registry],
                environment: environment + extra)
        }
        // A file written in the last moments is not cached (its times could hide a change): wait.
        sleep(3)
        let first = present("sheetctl present --app, \(label), first call (builds the cache)", path)
        let firstRun = Interleaved.run([first], runs: 1, warmUp: false, workspace: workspace)[0]
        let reference = present("sheetctl present --app, three entries, cache warm", small)
        let warm = present("sheetctl present --app, \(label), cache warm", path)
        let cold = present(
            "sheetctl present --app, \(label), no cache (SHEETCTL_NO_CACHE=1)", path, ["SHEETCTL_NO_CACHE=1"])
        let results = Interleaved.run([reference, warm], runs: 20 * runsScale + 1, workspace: workspace)
        let coldResult = Interleaved.run([cold], runs: 2 * runsScale + 1, workspace: workspace)[0]
        let base = Summary(results[0].seconds)
        table.add(Row.reference(reference.name, base, .time))
        let warmTime = Summary(results[1].seconds)
        let times = warmTime.median / base.median
        table.add(
            Row(
                name: warm.name, median: Unit.time.format(warmTime.median), range: Unit.time.range(warmTime),
                floorRatio: ratio(times), target: "≤ 2× three entries", met: times <= 2 ? "yes" : "NO"))
        table.add(
            Row(
                name: "  its peak memory", median: Unit.memory.format(Summary(results[1].peakBytes).median),
                range: Unit.memory.range(Summary(results[1].peakBytes)),
                floorRatio: ratio(Summary(results[1].peakBytes).median / Summary(results[0].peakBytes).median)))
        let firstTime = Summary(firstRun.seconds)
        table.add(
            Row(
                name: first.name, median: Unit.time.format(firstTime.median), range: "one run",
                floorRatio: ratio(firstTime.median / base.median)))
        let coldTime = Summary(coldResult.seconds)
        table.add(
            Row(
                name: cold.name, median: Unit.time.format(coldTime.median), range: Unit.time.range(coldTime),
                floorRatio: ratio(coldTime.median / base.median)))
    }
}
