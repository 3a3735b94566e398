extension SnapshotResult {
    /// The run as a JUnit XML report: a `testsuite` per theme, a `testcase` per cell, a `failure`
    /// per difference left unrecorded. Sorted, with no times, so two runs give the same bytes.
    public var junitXML: String {
        var suites: [(theme: String, cells: [Cell])] = []
        for cell in cells {
            if suites.last?.theme == cell.cell.theme {
                suites[suites.count - 1].cells.append(cell)
            } else {
                suites.append((cell.cell.theme, [cell]))
            }
        }
        let failures = cells.filter(\.isFailure).count
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        out += #"<testsuites name="sheetctl snapshot" tests="\#(cells.count)" failures="\#(failures)" errors="0">"#
        out += "\n"
        for suite in suites {
            let failed = suite.cells.filter(\.isFailure).count
            out += #"  <testsuite name="\#(ReportText.markup(suite.theme))" tests="\#(suite.cells.count)" "#
            out += #"failures="\#(failed)" errors="0" skipped="0">"# + "\n"
            for cell in suite.cells {
                let classname = ReportText.markup(cell.cell.group.split(separator: "/").joined(separator: "."))
                out += #"    <testcase classname="\#(classname)" name="\#(ReportText.markup(cell.cell.fileName))""#
                guard cell.isFailure else {
                    out += "/>\n"
                    continue
                }
                let reasons = reasons(for: cell.cell)
                let message = "\(label(cell)): " + (reasons.first ?? cell.cell.path)
                out += ">\n"
                out +=
                    #"      <failure message="\#(ReportText.markup(message))" type="snapshot-\#(cell.status.rawValue)">"#
                var body = reasons.joined(separator: "\n")
                if let before = cell.before, let after = cell.after, cell.cell.kind != .svg {
                    body += "\n" + LineDiff.lines(before: before, after: after).joined(separator: "\n")
                }
                out += ReportText.markup(body) + "</failure>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }
}
