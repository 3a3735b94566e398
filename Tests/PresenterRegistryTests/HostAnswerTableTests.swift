import Foundation
import PresenterRegistry
import Testing
import ThemeKit

/// The host's one answer path as a table: call, routing file and script → the answer, its
/// failure and the status `sheetctl present` ends with, so a pipeline bug fails here first.
@Suite struct HostAnswerTableTests {
    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var call: String
        var app: String
        var script: String?
        var answer: String
        var status: Int32
    }

    static let routing = """
        default: { presenter: svg }
        apps:
          svg-app: { presenter: svg, theme: no-such-theme }
          "2021*": { presenter: html, locale: ja }
        """

    static let cases: [Case] = [
        Case(
            description: "a scripted choice", call: #"{"items": ["A", "B"]}"#, app: "2021", script: #"["1"]"#,
            answer: #"{"index":1}"#, status: 0),
        Case(
            description: "a scripted cancel in wx", call: #"{"itemList": ["A", "B"]}"#, app: "2021",
            script: #"["cancel"]"#, answer: #"{"errMsg":"showActionSheet:fail cancel"}"#, status: 0),
        Case(
            description: "a call not as expected", call: #"{"items": ["A", "B"]}"#, app: "2021",
            script: #"[{"answer": "0", "expect": {"items": ["A"]}}]"#,
            answer: #"{"error":3,"errorMessage":"unknown error","detail":"the sheet is not what the test expected"}"#,
            status: 1),
        Case(
            description: "a scripted timeout", call: #"{"items": ["A"]}"#, app: "2021", script: #"["timeout"]"#,
            answer: #"{"error":3,"errorMessage":"unknown error","detail":"the sheet was not answered in time"}"#,
            status: 124),
        Case(
            description: "a rejected call", call: #"{"items": []}"#, app: "2021", script: nil,
            answer: #"{"error":2,"errorMessage":"invalid parameter!"}"#, status: 65),
        Case(
            description: "a presenter that cannot ask", call: #"{"items": ["A"]}"#, app: "svg-app", script: nil,
            answer:
                #"{"error":3,"errorMessage":"unknown error","detail":"the svg presenter draws pictures and cannot ask for a choice"}"#,
            status: 65),
    ]

    @Test(arguments: cases)
    func theAnswer(_ c: Case) throws {
        let file = NSTemporaryDirectory() + "host-table-" + UUID().uuidString + ".yaml"
        try Self.routing.write(toFile: file, atomically: true, encoding: .utf8)
        defer { unlink(file) }
        let host = try ActionSheetHost(routingFile: file)
        let request = SheetRequest(.call(SourceText(name: "call.json", text: c.call)), app: c.app)
        let script = try c.script.map { try AnswerScript(SourceText(name: "answers.json", text: $0)) }
        var first = script
        let answered = host.answer(request, script: first?.next(), onPrepared: nil)
        #expect(answered.text.hasPrefix(String(c.answer.dropLast())), "\(answered.text)")
        #expect(answered.exitStatus == c.status)
        #expect((answered.failure == nil) == (c.status == 0))
    }
}
