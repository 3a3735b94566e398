/// The large call: `sheetctl preview --sheet` decoding and drawing a call as large as the limit,
/// written on one line and pretty-printed, against Python's `json.loads` of the same bytes.
///
/// The one-line form must cost no more than the pretty one (within 1.5×): locating each value is
/// linear however long the line. Both must stay within 2× of the peer, which only parses (its
/// start-up and the read are not timed), while sheetctl's whole process is: start-up, reading,
/// checking, decoding, theming, drawing every item and writing the drawing. `present --choose`
/// of the last item, which decodes the call and draws nothing, shows what the drawing costs.
enum CallSection {
    static func run(binaries: Binaries, workspace: Workspace, python: Bool, runsScale: Int, into table: inout Table) {
        let onePath = workspace.file("call-one-line.json")
        let prettyPath = workspace.file("call-pretty.json")
        note("sheetbench: generating a call as large as the limit\n")
        let generator = Subject(
            name: "generate the call", executable: binaries.sheetbench, ["--generate-call", onePath, prettyPath])
        let printed = Interleaved.run([generator], runs: 1, warmUp: false, workspace: workspace)[0].output
        let fields = printed.split(separator: "\n").first.map { $0.split(separator: "\t").map(String.init) } ?? []
        guard fields.count == 4, let items = Int(fields[0]), let oneBytes = Double(fields[1]),
            let prettyBytes = Double(fields[2])
        else { fatal("the call generator printed '\(printed)'") }
        let lastItem = fields[3]

        func preview(_ path: String, _ form: String, _ bytes: Double) -> Subject {
            Subject(
                name: "sheetctl preview --sheet, \(grouped(items)) items \(form) (\(Unit.memory.format(bytes)))",
                executable: binaries.sheetctl,
                ["preview", "--sheet", path, "--presenter", "plain", "--width", "80", "--color", "never"])
        }
        func present(_ path: String, _ form: String) -> Subject {
            Subject(
                name: "  decoding only: sheetctl present --choose, \(form)", executable: binaries.sheetctl,
                ["present", "--choose", "\(items - 1)", "--call", path])
        }
        var subjects = [
            preview(onePath, "on one line", oneBytes), preview(prettyPath, "pretty-printed", prettyBytes),
            present(onePath, "on one line"), present(prettyPath, "pretty-printed"),
        ]
        // The peer runs in the same rounds as sheetctl, so that the machine's noise falls on both
        // alike and the ratio compares runs made at the same moments.
        let interpreter = python ? Python.locateForJSON() : nil
        if let interpreter {
            for (path, form) in [(onePath, "on one line"), (prettyPath, "pretty-printed")] {
                var peer = Subject(
                    name: "peer: Python json.loads only, the call \(form)", executable: interpreter.executable,
                    ["-c", Python.loadsScript, path], environment: interpreter.environment)
                peer.timesItself = true
                subjects.append(peer)
            }
        }
        let measured = Interleaved.run(subjects, runs: 5 * runsScale + 1, workspace: workspace)
        let results = Array(measured.prefix(4))
        for result in results.prefix(2) {
            // A fast wrong answer is no result: every item drawn, the last one as written.
            let lines = result.output.split(separator: "\n").count
            guard result.output.contains(lastItem), lines >= items else {
                fatal("\(result.subject.name) did not draw all \(items) items (\(lines) lines)")
            }
        }
        for result in results.dropFirst(2) where result.output != "{\"index\":\(items - 1)}\n" {
            fatal("\(result.subject.name) answered '\(result.output)', not the last item")
        }

        var peers: [Summary?] = [nil, nil]
        for (index, result) in measured.dropFirst(4).enumerated() {
            let fields = result.output.split(separator: "\n").first?.split(separator: "\t") ?? []
            guard fields.count == 2, Int(fields[1]) == items else {
                fatal("the json.loads peer printed '\(result.output)', not \(items) items")
            }
            let summary = Summary(result.seconds)
            peers[index] = summary
            table.add(.reference(result.subject.name, summary, .time))
        }
        if interpreter == nil {
            table.add(
                .skipped(
                    "peer: Python json.loads", target: "sheetctl ≤ 3× peer",
                    reason: python ? "no python3" : "--no-python"))
        }

        let times = results.map { Summary($0.seconds) }
        for (index, result) in results.enumerated() {
            let time = times[index]
            // Rows 0 and 2 are the one-line forms, 1 and 3 the pretty ones.
            let isOneLine = index % 2 == 0
            var row = Row(
                name: result.subject.name, median: Unit.time.format(time.median), range: Unit.time.range(time),
                cpu: Unit.time.format(Summary(result.cpuSeconds).median))
            var targets: [String] = []
            var met = true
            if let peer = peers[isOneLine ? 0 : 1] {
                let times = time.median / peer.median
                row.peerRatio = ratio(times)
                targets.append("≤ 3× peer")
                met = met && times <= 3
            } else {
                targets.append("≤ 3× peer (skipped)")
            }
            if isOneLine {
                let onePerPretty = time.median / times[index + 1].median
                targets.append("≤ 1.5× pretty (\(ratio(onePerPretty)))")
                met = met && onePerPretty <= 1.5
            }
            row.target = targets.joined(separator: ", ")
            row.met = met ? (peers[0] == nil ? "yes (no peer)" : "yes") : "NO"
            table.add(row)
        }
    }
}
