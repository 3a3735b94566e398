import SheetLanguageServer
import ThemeKit

/// Inlay hints of a 200-line theme pair against a lint process of the same two files (the mark of
/// the language server's second edition): both sides open in a running `sheetctl lsp`, a
/// `didChange` of the light side, then `textDocument/inlayHint` of each side's whole document until
/// both answers (the change linted, each side's contrast on both sides), beside
/// `sheetctl lint LIGHT DARK` from start to exit in the same run. Hints come as you type: they must
/// cost less than the command line's answer.
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
        server.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        server.waitForResponse(id: 1)
        server.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        let documents = [(lightPath, light), (darkPath, dark)].map { path, text in
            (uri: DocumentURI.uri(ofPath: path), text: text)
        }
        for document in documents {
            server.send(
                #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":\#(JSONValue.string(document.uri).compactText),"languageId":"yaml","version":1,"text":\#(JSONValue.string(document.text).compactText)}}}"#
            )
        }
        let lines = light.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        var samples: [Double] = []
        var nextID = 3
        for version in 2...(100 * runsScale + 1) {
            // A new text every time (one more character of a comment at the end of the light
            // side), so nothing is kept; then the hints of both sides, each for the whole document.
            let change =
                ##"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":\##(JSONValue.string(documents[0].uri).compactText),"version":\##(version)},"contentChanges":[{"range":{"start":{"line":\##(lines),"character":0},"end":{"line":\##(lines),"character":0}},"text":"#"}]}}"##
            let ids = documents.indices.map { nextID + $0 }
            nextID += documents.count
            let requests = zip(documents, ids).map { document, id in
                #"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/inlayHint","params":{"textDocument":{"uri":\#(JSONValue.string(document.uri).compactText)},"range":{"start":{"line":0,"character":0},"end":{"line":\#(lines + 1),"character":0}}}}"#
            }
            let start = ProcessRun.now()
            // In one write, as an editor's burst: the hints are answered before the diagnostics.
            server.send(change, requests[0], requests[1])
            let answers = ids.map { server.waitForResponse(id: $0) }
            if version > 2 { samples.append(ProcessRun.now() - start) }
            for answer in answers where answer["result"]?.arrayValue?.count != ThemeColors.roles.count {
                fatal("sheetctl lsp gave \(answer["result"]?.arrayValue?.count ?? 0) inlay hints, not one per role")
            }
            // The change's diagnostics (both sides' problems, about 70 KB) come after the answers:
            // read outside the time, so each sample is the hints' alone.
            server.waitForDiagnostics(uri: documents[0].uri, version: version)
        }
        server.shutDown(id: 2)
        let hinted = Summary(samples)
        let times = hinted.median / lintTime.median
        table.add(
            Row(
                name: "lsp: didChange → inlayHint of both sides, 200-line pair",
                median: Unit.time.format(hinted.median),
                range: Unit.time.range(hinted), floorRatio: ratio(times) + " of lint", target: "< 1× lint",
                met: times < 1 ? "yes" : "NO"))
    }
}
