#if canImport(Glibc)
    import Glibc
#endif

import PresenterRegistry
import ThemeKit

/// Benchmarks run inside this process: resolving IDs on a loaded table, and rendering.
enum InProcess {
    /// Keeps a value alive and unpredictable to the optimiser.
    @inline(never)
    static func consume(_ value: Int) {
        if value == Int.min { print("") }
    }

    /// Nanoseconds per call of `body` over `count` operations, one sample.
    @inline(__always)
    static func sample(operations count: Int, _ body: () -> Int) -> Double {
        let start = ProcessRun.now()
        consume(body())
        return (ProcessRun.now() - start) * 1e9 / Double(count)
    }

    /// Nanoseconds of this thread's CPU time per call of `body` over `count` operations, with the
    /// wall-clock sample: on a machine busy with other work the wall clock counts the time the
    /// thread waited for a core, the CPU time does not.
    @inline(__always)
    static func sampleWithCPU(operations count: Int, _ body: () -> Int) -> (wall: Double, cpu: Double) {
        let cpuStart = threadCPUSeconds()
        let wall = sample(operations: count, body)
        return (wall, (threadCPUSeconds() - cpuStart) * 1e9 / Double(count))
    }

    static func threadCPUSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Resolving a million IDs on a 1M-entry table against a `Dictionary` of the same keys.
    static func resolving(_ input: RoutingInput, runs: Int, into table: inout Table) {
        let source = SourceText(name: "routing-\(input.entries).yaml", bytes: input.text)
        let routing: RoutingTable
        do {
            routing = try RoutingFile.load(source, knownPresenters: Set(BuiltInPresenters.names))
        } catch {
            fatal("the generated routing file does not load: \(error.diagnostics)")
        }
        let lookups = 1_000_000
        // Built in the order they are asked, so the IDs' own storage is read in order: what is
        // measured is the table, not the query strings' cache misses.
        let exactIDs = input.shuffledExactIDs(count: lookups, seed: 7).map {
            String(decoding: Array($0.utf8), as: UTF8.self)
        }
        let prefixIDs = input.prefixIDs(count: lookups, seed: 11)
        var dictionary: [String: Int] = [:]
        dictionary.reserveCapacity(input.exactIDs.count)
        for (index, id) in input.exactIDs.enumerated() { dictionary[id] = index }

        // Sanity first: every exact ID resolves to itself, every prefix ID to a pattern.
        for id in exactIDs.prefix(1000) where routing.resolve(id).matched != .exact {
            fatal("exact ID \(id) did not resolve to its entry")
        }
        let patterns = Set(input.patterns.map { $0 + "*" })
        for id in prefixIDs.prefix(1000) {
            let matched = routing.resolve(id).matched
            guard case .pattern = matched, patterns.contains(matched.key(for: id)) else {
                fatal("ID \(id) did not fall to a pattern")
            }
        }

        var exact: [Double] = []
        var prefix: [Double] = []
        var floor: [Double] = []
        var exactRoute: [Double] = []
        var prefixRoute: [Double] = []
        var exactBatch: [Double] = []
        var latency: [Double] = []
        let chain = MemoryLatency.chain(bytes: 64 << 20, seed: 5)
        defer { chain.deallocate() }
        var prefixBatch: [Double] = []
        var cpu: [String: [Double]] = [:]
        func chunks(_ ids: [String]) -> [[String]] {
            stride(from: 0, to: ids.count, by: 1000).map { Array(ids[$0..<min($0 + 1000, ids.count)]) }
        }
        let exactChunks = chunks(exactIDs)
        let prefixChunks = chunks(prefixIDs)
        for run in 0...runs {
            let (d, dCPU) = sampleWithCPU(operations: lookups) {
                var sum = 0
                for id in exactIDs { sum &+= dictionary[id] ?? 0 }
                return sum
            }
            let (e, eCPU) = sampleWithCPU(operations: lookups) {
                var sum = 0
                for id in exactIDs { sum &+= routing.resolve(id).route.presenter.utf8.count }
                return sum
            }
            let (p, pCPU) = sampleWithCPU(operations: lookups) {
                var sum = 0
                for id in prefixIDs { sum &+= routing.resolve(id).route.presenter.utf8.count }
                return sum
            }
            let (r, rCPU) = sampleWithCPU(operations: lookups) {
                var sum = 0
                for id in exactIDs { sum &+= routing.route(for: id).presenter.utf8.count }
                return sum
            }
            let (q, qCPU) = sampleWithCPU(operations: lookups) {
                var sum = 0
                for id in prefixIDs { sum &+= routing.route(for: id).presenter.utf8.count }
                return sum
            }
            let (b, bCPU) = sampleWithCPU(operations: lookups) {
                var sum = 0
                for chunk in exactChunks {
                    for route in routing.routes(for: chunk) { sum &+= route.presenter.utf8.count }
                }
                return sum
            }
            let (c, cCPU) = sampleWithCPU(operations: lookups) {
                var sum = 0
                for chunk in prefixChunks {
                    for route in routing.routes(for: chunk) { sum &+= route.presenter.utf8.count }
                }
                return sum
            }
            let m = MemoryLatency.sample(chain, steps: lookups)
            if run == 0 { continue }  // the warm-up
            latency.append(m)
            cpu["floor", default: []].append(dCPU)
            cpu["resolve exact", default: []].append(eCPU)
            cpu["resolve prefix", default: []].append(pCPU)
            cpu["route exact", default: []].append(rCPU)
            cpu["route prefix", default: []].append(qCPU)
            cpu["routes exact", default: []].append(bCPU)
            cpu["routes prefix", default: []].append(cCPU)
            exactBatch.append(b)
            prefixBatch.append(c)
            floor.append(d)
            exact.append(e)
            prefix.append(p)
            exactRoute.append(r)
            prefixRoute.append(q)
        }
        let floorSummary = Summary(floor)
        let size = "\(grouped(input.entries / 1000))k"
        /// This thread's CPU time per lookup and the rate it makes, for the cpu column.
        func cpuCell(_ key: String) -> String {
            let median = Summary(cpu[key] ?? []).median
            return "\(Unit.perOperation.format(median)) (\(fixed(1e3 / median, 1))M/s)"
        }
        var floorRow = Row.reference(
            "floor: Swift Dictionary<String, Int> lookup, \(size) keys", floorSummary, .perOperation)
        floorRow.cpu = cpuCell("floor")
        table.add(floorRow)
        table.add(
            .reference(
                "one random read from 64 MiB (memory latency, for scale)", Summary(latency), .perOperation))
        for (call, exactSamples, prefixSamples, key) in [
            ("table.resolve(_:)", exact, prefix, "resolve"), ("table.route(for:)", exactRoute, prefixRoute, "route"),
            ("table.routes(for:) in 1000s", exactBatch, prefixBatch, "routes"),
        ] {
            let exactSummary = Summary(exactSamples)
            let prefixSummary = Summary(prefixSamples)
            let rate = 1e3 / exactSummary.median
            table.add(
                Row(
                    name: "\(call), exact ID, \(size) table (\(fixed(rate, 1))M/s)",
                    median: Unit.perOperation.format(exactSummary.median),
                    range: Unit.perOperation.range(exactSummary),
                    floorRatio: ratio(exactSummary.median / floorSummary.median), cpu: cpuCell(key + " exact"),
                    target: "≥ 1M/s", met: rate >= 1 ? "yes" : "NO"))
            let prefixCost = prefixSummary.median / exactSummary.median
            table.add(
                Row(
                    name:
                        "\(call), ID falling to 1 of \(grouped(input.patterns.count)) patterns (\(fixed(1e3 / prefixSummary.median, 1))M/s)",
                    median: Unit.perOperation.format(prefixSummary.median),
                    range: Unit.perOperation.range(prefixSummary),
                    floorRatio: ratio(prefixSummary.median / floorSummary.median), cpu: cpuCell(key + " prefix"),
                    target: "≥ 1M/s (\(ratio(prefixCost)) exact)", met: prefixSummary.median <= 1e3 ? "yes" : "NO"))
        }
    }

    /// Rendering the demo sheet with each built-in presenter against joining its texts.
    static func rendering(runs: Int, into table: inout Table) {
        let sheet = ActionSheet.demo
        let request = PresentationRequest(sheet: sheet, output: OutputOptions(width: 80, colorDepth: .trueColor))
        let repeats = 2000
        func join() -> Int {
            var texts: [String] = []
            if let title = sheet.title { texts.append(title) }
            if let message = sheet.message { texts.append(message) }
            for item in sheet.items { texts.append(item.text) }
            texts.append(sheet.cancelButtonText ?? "Cancel")
            return texts.joined(separator: "\n").utf8.count
        }
        var floor: [Double] = []
        var subjects: [String: [Double]] = [:]
        let presenters = BuiltInPresenters.all.map { (name: $0.name, presenter: $0.factory()) }
        for (name, presenter) in presenters {
            do {
                _ = try presenter.render(request)
            } catch {
                fatal("presenter \(name) cannot render the demo sheet: \(error)")
            }
        }
        for run in 0...runs {
            let f = sample(operations: repeats) {
                var sum = 0
                for _ in 0..<repeats { sum &+= join() }
                return sum
            }
            if run > 0 { floor.append(f) }
            for (name, presenter) in presenters {
                let s = sample(operations: repeats) {
                    var sum = 0
                    for _ in 0..<repeats { sum &+= ((try? presenter.render(request)) ?? "").utf8.count }
                    return sum
                }
                if run > 0 { subjects[name, default: []].append(s) }
            }
        }
        let floorSummary = Summary(floor)
        table.add(.reference("floor: join the demo sheet's texts, no theming", floorSummary, .perOperation))
        for (name, _) in presenters {
            let summary = Summary(subjects[name]!)
            let times = summary.median / floorSummary.median
            table.add(
                Row(
                    name: "render the demo sheet in-process: \(name)", median: Unit.perOperation.format(summary.median),
                    range: Unit.perOperation.range(summary), floorRatio: ratio(times), target: "≤ 4×",
                    met: times <= 4 ? "yes" : "NO"))
        }
    }
}
