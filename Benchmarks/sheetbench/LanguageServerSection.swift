#if canImport(Glibc)
    import Glibc
#endif
import SheetLanguageServer
import ThemeKit

/// The language server's round trip against a lint process: a `didChange` sent to a running
/// `sheetctl lsp` until its `publishDiagnostics` comes back, beside `sheetctl lint` of the same file
/// from start to exit. An editor's diagnostics must come sooner than the command line's would.
enum LanguageServerSection {
    static func run(
        binaries: Binaries, themePath: String, theme: String, runsScale: Int, workspace: Workspace,
        into table: inout Table
    ) {
        let lint = Subject(name: "sheetctl lint THEME (a process)", executable: binaries.sheetctl, ["lint", themePath])
        let lintTime = Summary(Interleaved.run([lint], runs: 40 * runsScale + 1, workspace: workspace)[0].seconds)
        table.add(Row.reference(lint.name, lintTime, .time))

        var server = ServerProcess(executable: binaries.sheetctl)
        let uri = DocumentURI.uri(ofPath: themePath)
        server.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        server.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        server.send(
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":\#(JSONValue.string(uri).compactText),"languageId":"yaml","version":1,"text":\#(JSONValue.string(theme).compactText)}}}"#
        )
        server.waitForDiagnostics(uri: uri, version: 1)
        let lines = theme.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        var samples: [Double] = []
        for version in 2...(200 * runsScale + 1) {
            // Each change types one more character of a comment at the end: a new text every time.
            let change =
                ##"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":\##(JSONValue.string(uri).compactText),"version":\##(version)},"contentChanges":[{"range":{"start":{"line":\##(lines),"character":0},"end":{"line":\##(lines),"character":0}},"text":"#"}]}}"##
            let start = ProcessRun.now()
            server.send(change)
            server.waitForDiagnostics(uri: uri, version: version)
            if version > 2 { samples.append(ProcessRun.now() - start) }
        }
        server.shutDown(id: 2)
        let roundTrip = Summary(samples)
        let times = roundTrip.median / lintTime.median
        table.add(
            Row(
                name: "lsp: didChange → publishDiagnostics", median: Unit.time.format(roundTrip.median),
                range: Unit.time.range(roundTrip), floorRatio: ratio(times) + " of lint", target: "< 1× lint",
                met: times < 1 ? "yes" : "NO"))
    }
}

/// A rename across 50 themes against linting them: a new `sheetctl lsp` started on a workspace of a
/// brand theme and 49 themes extending it, indexing it, and answering the rename of the brand
/// theme's name with one workspace edit over the 50 files (its `name`, each `extends`), beside
/// `sheetctl lint` of the same 50 files from start to exit, for scale. The mark is the issue's: one
/// workspace edit of all 50 files (checked on every run); both rows are mostly a process's start.
/// That the edit leaves all 50 lint-clean is a test (`LanguageServerWorkspaceTests`).
enum WorkspaceRenameSection {
    static let themes = 50

    static func run(binaries: Binaries, runsScale: Int, workspace: Workspace, into table: inout Table) {
        let folder = Workspace()
        defer { folder.remove() }
        var files = [folder.file("brand.yaml")]
        writeBytes(Array("name: brand\npalette:\n  ink: \"#101010\"\ncolors:\n  item: ink\n".utf8), to: files[0])
        for number in 1..<themes {
            let path = folder.file("product\(number).yaml")
            writeBytes(Array("name: product\(number)\nextends: brand\n".utf8), to: path)
            files.append(path)
        }
        let lint = Subject(
            name: "sheetctl lint \(themes) themes (a process)", executable: binaries.sheetctl, ["lint"] + files)
        let lintTime = Summary(Interleaved.run([lint], runs: 10 * runsScale + 1, workspace: workspace)[0].seconds)
        table.add(Row.reference(lint.name, lintTime, .time))

        let root = JSONValue.string(DocumentURI.uri(ofPath: folder.path)).compactText
        let brand = JSONValue.string(DocumentURI.uri(ofPath: files[0])).compactText
        var samples: [Double] = []
        for _ in 0..<(10 * runsScale + 1) {
            let start = ProcessRun.now()
            var server = ServerProcess(executable: binaries.sheetctl)
            server.send(
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{},"workspaceFolders":[{"uri":\#(root),"name":"themes"}]}}"#
            )
            server.send(
                #"{"jsonrpc":"2.0","id":2,"method":"textDocument/rename","params":{"textDocument":{"uri":\#(brand)},"position":{"line":0,"character":7},"newName":"house"}}"#
            )
            let edit = server.waitForResponse(id: 2)
            samples.append(ProcessRun.now() - start)
            guard edit["result"]?["changes"]?.objectValue?.members.count == themes else {
                fatal("sheetctl lsp did not rename the theme in \(themes) files")
            }
            server.shutDown(id: 3)
        }
        let rename = Summary(samples)
        let times = rename.median / lintTime.median
        table.add(
            Row(
                name: "lsp: start, index \(themes) themes, rename (one edit)", median: Unit.time.format(rename.median),
                range: Unit.time.range(rename), floorRatio: ratio(times) + " of lint",
                target: "one edit, \(themes) files", met: "yes"))
    }
}
