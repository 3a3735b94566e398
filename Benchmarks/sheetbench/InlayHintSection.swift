import SheetLanguageServer
import ThemeKit

/// Inlay hints of a 200-line theme pair against a lint process of the same two files: a
/// `didChange` of the light side sent to a running `sheetctl lsp`, then `textDocument/inlayHint`
/// until its answer (the change linted, the counterpart read from disk, every hint's contrast),
/// beside `sheetctl lint LIGHT DARK` from start to exit. Hints come as you type: they must cost less
/// than the command line's answer.
enum InlayHintSection {
    /// A theme of `lines` lines: a comment per palette entry, every role a palette name.
    static func theme(name: String, counterpart: String, appearance: String, ink: String, paper: String, lines: Int)
        -> String
    {
        var text = "name: \(name)\nappearance: \(appearance)\ncounterpart: \(counterpart)\npalette:\n"
        let roles = ThemeColors.roles.map(\.key)
        // 4 + 2 per entry + 1 + 9 roles + 2 = 200 lines.
        let entries = (lines - 4 - 1 - roles.count - 2) / 2
        for index in 0..<entries {
            text += "  # shade \(index) of the \(name) family\n"
            text += "  shade\(index): \"#\(index % 2 == 0 ? ink : paper)\"\n"
        }
        text += "colors:\n"
        for role in roles {
            text += "  \(role): \(role == "background" || role == "badgeText" ? "shade1" : "shade0")\n"
        }
        text += "cancel:\n  label: Cancel\n"
        return text
    }

    static func run(binaries: Binaries, runsScale: Int, workspace: Workspace, into table: inout Table) {
        let light = theme(
            name: "bench-light", counterpart: "bench-dark", appearance: "light", ink: "1C1C1E", paper: "FFFFFF",
            lines: 200)
        let dark = theme(
            name: "bench-dark", counterpart: "bench-light", appearance: "dark", ink: "F2F2F7", paper: "1C1C1E",
            lines: 200)
        let lightPath = workspace.file("bench-light.yaml")
        let darkPath = workspace.file("bench-dark.yaml")
        writeBytes(Array(light.utf8), to: lightPath)
        writeBytes(Array(dark.utf8), to: darkPath)

        let lint = Subject(
            name: "sheetctl lint LIGHT DARK, 200-line pair (a process)", executable: binaries.sheetctl,
            ["lint", lightPath, darkPath])
        let lintTime = Summary(Interleaved.run([lint], runs: 40 * runsScale + 1, workspace: workspace)[0].seconds)
        table.add(Row.reference(lint.name, lintTime, .time))

        var server = ServerProcess(executable: binaries.sheetctl)
        let uri = JSONValue.string(DocumentURI.uri(ofPath: lightPath)).compactText
        server.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        server.waitForResponse(id: 1)
        server.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        server.send(
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":\#(uri),"languageId":"yaml","version":1,"text":\#(JSONValue.string(light).compactText)}}}"#
        )
        let lines = light.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        var samples: [Double] = []
        var hints = 0
        for version in 2...(100 * runsScale + 1) {
            // A new text every time (one more character of a comment at the end), so nothing is kept.
            let change =
                ##"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":\##(uri),"version":\##(version)},"contentChanges":[{"range":{"start":{"line":\##(lines),"character":0},"end":{"line":\##(lines),"character":0}},"text":"#"}]}}"##
            let request =
                #"{"jsonrpc":"2.0","id":\#(version + 1),"method":"textDocument/inlayHint","params":{"textDocument":{"uri":\#(uri)},"range":{"start":{"line":0,"character":0},"end":{"line":\#(lines + 1),"character":0}}}}"#
            let start = ProcessRun.now()
            server.send(change)
            server.send(request)
            let answer = server.waitForResponse(id: version + 1)
            if version > 2 { samples.append(ProcessRun.now() - start) }
            hints = answer["result"]?.arrayValue?.count ?? 0
        }
        guard hints == ThemeColors.roles.count else {
            fatal("sheetctl lsp gave \(hints) inlay hints, not one per role")
        }
        server.shutDown(id: 2)
        let hinted = Summary(samples)
        let times = hinted.median / lintTime.median
        table.add(
            Row(
                name: "lsp: didChange → inlayHint, 200-line pair", median: Unit.time.format(hinted.median),
                range: Unit.time.range(hinted), floorRatio: ratio(times) + " of lint", target: "< 1× lint",
                met: times < 1 ? "yes" : "NO"))
    }
}
