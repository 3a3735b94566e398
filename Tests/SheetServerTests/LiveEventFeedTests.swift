import Testing

@testable import SheetServer

/// How a version of the page becomes server-sent events.
@Suite struct LiveEventFeedTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var data: String
        var event: String
        var testDescription: String { name }
    }

    /// Every line break the protocol knows starts a new `data:` line, so none can end the event early
    /// or start a field of its own.
    @Test(arguments: [
        Case(name: "empty", data: "", event: "event: e\ndata: \n\n"),
        Case(name: "one line", data: "a", event: "event: e\ndata: a\n\n"),
        Case(name: "LF", data: "a\nb", event: "event: e\ndata: a\ndata: b\n\n"),
        Case(name: "CRLF", data: "a\r\nb", event: "event: e\ndata: a\ndata: b\n\n"),
        Case(name: "CR", data: "a\rb", event: "event: e\ndata: a\ndata: b\n\n"),
        Case(name: "a blank line", data: "a\n\nid: 9", event: "event: e\ndata: a\ndata: \ndata: id: 9\n\n"),
        Case(name: "a final break", data: "a\n", event: "event: e\ndata: a\ndata: \n\n"),
    ])
    func dataIsSplitIntoDataLines(_ test: Case) {
        #expect(LiveEventFeed.event("e", test.data) == test.event)
    }

    @Test func aQuietStreamSendsAKeepAliveAndAStoppedOneEnds() {
        let state = LiveState()
        let feed = LiveEventFeed(state: state)
        let first = String(decoding: feed.next() ?? [], as: UTF8.self)
        #expect(first.hasPrefix("retry: 500\n\nid: 1\nevent: drawing\n"))
        state.change { $0.diagnostics = "x" }
        #expect(String(decoding: feed.next() ?? [], as: UTF8.self).contains("id: 2\n"))
        state.stop()
        #expect(feed.next() == nil)
    }

    @Test func theSVGElementStartsAtItsTag() {
        #expect(LivePreviewServer.svgElement("<?xml version=\"1.0\"?>\n<svg a=\"1\"/>\n") == "<svg a=\"1\"/>\n")
        #expect(LivePreviewServer.svgElement("no picture") == "")
    }
}
