import SheetTerminal

extension SnapshotResult {
    /// The run as one self-contained HTML page (no script, nothing fetched): each cell that differs,
    /// before and after side by side, grouped by theme and mode. Sorted, with no times.
    public var html: String {
        let groups = Dictionary(grouping: differences) { "\($0.cell.theme) · \($0.cell.mode)" }
            .map { (title: $0.key, cells: $0.value) }.sorted { $0.title < $1.title }
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>sheetctl snapshot</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1c1c1e; background: #fff; }
            h2 { border-bottom: 1px solid #ccc; padding-bottom: .25rem; margin-top: 2rem; }
            .reasons { margin: .25rem 0 .75rem; }
            .cell { margin: 1rem 0 1.5rem; }
            .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
            figure { margin: 0; border: 1px solid #ddd; padding: .5rem; overflow: auto; }
            figcaption { font-weight: 600; margin-bottom: .25rem; }
            pre { margin: 0; font: 12px/1.3 ui-monospace, monospace; white-space: pre; }
            img { max-width: 100%; }
            .none { color: #6d6d72; font-style: italic; }
            </style>
            </head>
            <body>
            <h1>sheetctl snapshot</h1>

            """
        out += "<p class=\"summary\">\(ReportText.markup(summary))</p>\n"
        if groups.isEmpty { out += "<p>Every cell matches its file.</p>\n" }
        for group in groups {
            out += "<section>\n<h2>\(ReportText.markup(group.title))</h2>\n"
            var lastSheet: String?
            for cell in group.cells {
                if cell.cell.sheet != lastSheet {
                    lastSheet = cell.cell.sheet
                    out += "<h3>\(ReportText.markup(cell.cell.sheet))</h3>\n<ul class=\"reasons\">\n"
                    for reason in reasons(for: cell.cell) { out += "<li>\(ReportText.markup(reason))</li>\n" }
                    out += "</ul>\n"
                }
                out += "<div class=\"cell\" data-path=\"\(ReportText.markup(cell.cell.path))\">\n"
                out += "<h4>\(ReportText.markup(cell.cell.path)) — \(label(cell))</h4>\n<div class=\"pair\">\n"
                out += figure("before", cell.before, kind: cell.cell.kind)
                out += figure("after", cell.after, kind: cell.cell.kind)
                out += "</div>\n</div>\n"
            }
            out += "</section>\n"
        }
        out += "</body>\n</html>\n"
        return out
    }

    private func figure(_ side: String, _ text: String?, kind: SnapshotCell.Kind) -> String {
        var out = "<figure class=\"\(side)\">\n<figcaption>\(side)</figcaption>\n"
        switch (text, kind) {
        case (nil, _): out += "<p class=\"none\">not recorded</p>\n"
        case (let text?, .svg):
            // An image, never inline markup: a picture read back from disk cannot run anything.
            out += "<img alt=\"\(side)\" src=\"data:image/svg+xml;base64,\(Self.base64(Array(text.utf8)))\">\n"
        case (let text?, _): out += "<pre>\(ReportText.markup(text))</pre>\n"
        }
        return out + "</figure>\n"
    }

    /// RFC 4648, padded.
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var out = ""
        for index in stride(from: 0, to: bytes.count, by: 3) {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let value = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
            for position in 0..<4 {
                out.append(position <= chunk.count ? alphabet[(value >> (18 - 6 * position)) & 63] : "=")
            }
        }
        return out
    }
}
