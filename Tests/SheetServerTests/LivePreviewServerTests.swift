import Foundation
import OutsideClients
import Testing
import ThemeKit

@testable import SheetServer

/// The live page's server, started in-process on a free port and asked by a real client.
@Suite(.needs(.curl)) struct LivePreviewServerTests {
    static let picture = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect fill="#112233"/></svg>

        """

    static func server() throws -> LivePreviewServer {
        let server = try LivePreviewServer(address: .loopback, port: 0, title: "sheetctl preview")
        server.show(drawing: picture)
        return server
    }

    @Test func portZeroListensOnAFreePortOfTheLoopbackAddress() throws {
        let server = try Self.server()
        defer { server.stop() }
        #expect(server.port > 0)
        #expect(server.url.hasPrefix("http://127.0.0.1:\(server.port)/?k="))
    }

    @Test func thePageHoldsTheDrawingWithoutItsXMLDeclarationUnderAStrictPolicy() throws {
        let server = try Self.server()
        let visitor = try Visitor(server.url)
        defer { server.stop() }
        let page = try visitor.fetch()
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        let policy = try #require(page.headers["content-security-policy"])
        #expect(policy.hasPrefix("default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self';"))
        #expect(!policy.contains("unsafe"))
        #expect(page.headers["x-content-type-options"] == "nosniff")
        #expect(page.body.contains(#"<div id="sheet"><svg xmlns="http://www.w3.org/2000/svg""#))
        #expect(!page.body.contains("<?xml"))
        // Nothing from elsewhere: every reference is to the server's own paths.
        #expect(!page.body.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("//"))
        #expect(page.body.contains(#"<script src="/live.js" defer></script>"#))
        #expect(page.body.contains(#"<pre id="diagnostics" role="alert" hidden></pre>"#))
    }

    @Test func aPairsDrawingHasNoInlineStyleAndItsStyleIsServedAsTheServersOwn() throws {
        let server = try LivePreviewServer(address: .loopback, port: 0, title: "sheetctl preview")
        defer { server.stop() }
        let rules = ".sheet-pair-1 { --sheet-background: #FFFFFF; }\n"
        server.show(
            drawing: """
                <svg xmlns="http://www.w3.org/2000/svg" class="sheet-pair-1">
                <title>t</title>
                <style>
                \(rules)</style>
                <rect class="sheet-background" fill="#FFFFFF"/></svg>

                """)
        let visitor = try Visitor(server.url)
        let page = try visitor.fetch()
        #expect(!page.body.contains("<style"))
        #expect(page.body.contains(##"<rect class="sheet-background" fill="#FFFFFF"/></svg>"##))
        #expect(page.body.contains(#"<link id="drawing-style" rel="stylesheet" href="/drawing.css?v=2">"#))
        let style = try visitor.fetch("drawing.css?v=2")
        #expect(style.status == 200)
        #expect(style.headers["content-type"] == "text/css; charset=utf-8")
        #expect(style.body == rules)
        #expect(try visitor.fetch("live.js").body.contains("drawing-style"))
    }

    @Test func thePageHasASwitchForEachColourVisionSimulationAndItsStyleAppliesIt() throws {
        let server = try Self.server()
        let visitor = try Visitor(server.url)
        defer { server.stop() }
        let page = try visitor.fetch().body
        let style = try visitor.fetch("live.css").body
        for vision in ["protanopia", "deuteranopia", "tritanopia", "greyscale"] {
            #expect(page.contains(#"<input type="radio" name="vision" value="\#(vision)">"#))
            #expect(page.contains(#"<filter id="vision-\#(vision)"><feColorMatrix type="matrix" values=""#))
            // The sheet and the terminal pane alike.
            #expect(
                style.contains(
                    #"body[data-vision="\#(vision)"] :is(#sheet, #terminal) { filter: url(#vision-\#(vision)); }"#))
        }
        #expect(page.contains(#"<input type="radio" name="vision" value="none" checked>"#))
    }

    @Test func eachSimulationMatrixHasFourRowsOfFiveAndKeepsAlpha() {
        for simulation in ColorScience.Vision.allCases {
            let rows = simulation.filterValues.components(separatedBy: "  ")
            #expect(rows.count == 4)
            #expect(rows.allSatisfy { $0.split(separator: " ").count == 5 })
            #expect(rows.last == "0 0 0 1 0")
        }
        // White stays white (each row of the dichromacies sums to 1, within rounding).
        for simulation in ColorScience.Vision.allCases {
            for row in simulation.filterValues.components(separatedBy: "  ").prefix(3) {
                let sum = row.split(separator: " ").prefix(3).compactMap { Double($0) }.reduce(0, +)
                #expect(abs(sum - 1) < 0.001, "\(simulation): \(row)")
            }
        }
    }

    @Test func besideTheDrawingAreEachRolesContrastAndTheCancelLabelPerLocaleEscaped() throws {
        let server = try Self.server()
        let visitor = try Visitor(server.url)
        defer { server.stop() }
        var theme = Theme.builtInDefault
        theme.colors.background = ThemeColor(red: 0xFF, green: 0xFF, blue: 0xFF)
        theme.colors.item = ThemeColor(red: 0xCC, green: 0xCC, blue: 0xCC)
        theme.colors.cancel = ThemeColor(red: 0, green: 0, blue: 0)
        // A separator is not text: 3:1 is its threshold (WCAG 2.2 SC 1.4.11), not 4.5:1.
        theme.colors.separator = ThemeColor(red: 0x94, green: 0x94, blue: 0x94)
        theme.cancel = CancelLabels(label: "<b>Close</b>", localized: ["zh-Hans": "取消", "ja": "キャンセル"])
        server.show(drawing: Self.picture, theme: theme)
        let page = try visitor.fetch().body
        #expect(page.contains(#"<tr data-role="item" class="fails"><td>item</td>"#))
        #expect(page.contains("1.60:1 — below 4.5:1"), "#CCCCCC on white")
        #expect(page.contains(#"<tr data-role="cancel" class="passes"><td>cancel</td>"#))
        #expect(page.contains(#"<tr data-role="separator" class="passes"><td>separator</td>"#), "3.04:1 on white")
        theme.colors.separator = ThemeColor(red: 0xE5, green: 0xE5, blue: 0xEA)
        server.show(drawing: Self.picture, theme: theme)
        #expect(try visitor.fetch().body.contains(":1 — below 3:1 (not text)</td>"))
        #expect(page.contains("21.00:1</td>"), "black on white")
        #expect(
            page.contains(#"<tr data-role="badgeText""#) && page.contains("badge</td><td>"),
            "badge text is on the badge")
        #expect(!page.contains(#"data-role="background""#))
        #expect(page.contains("<tr><td>(any other)</td><td>&lt;b&gt;Close&lt;/b&gt;</td></tr>"))
        #expect(page.contains("<tr><td>ja</td><td>キャンセル</td></tr>\n<tr><td>zh-Hans</td><td>取消</td></tr>"))
        #expect(!page.contains("<b>Close"))
    }

    @Test func besideTheDrawingIsTheAnsiDrawingInItsColoursOnThePageAndInTheStream() throws {
        let server = try Self.server()
        let visitor = try Visitor(server.url)
        defer { server.stop() }
        let terminal = "\u{1B}[0;38;2;0;0;0;48;2;17;34;51m  Send <now>\u{1B}[0m\n"
        server.show(drawing: Self.picture, terminal: terminal)
        let pane = ##"<span data-fg="#000000" data-bg="#112233">  Send &lt;now&gt;</span>"##
        let page = try visitor.fetch().body
        #expect(page.contains("<pre id=\"terminal\">\(pane)\n</pre>"))
        #expect(!page.contains("\u{1B}"))
        let stream = try visitor.stream("events")
        #expect(stream.wait { $0.contains("event: terminal\ndata: \(pane)\ndata: \n\n") }, "\(stream.text)")
        let style = try visitor.fetch("live.css").body
        #expect(style.contains("#terminal { margin: 0; padding: 8px; overflow: auto; font: 13px/1.3 ui-monospace"))
    }

    struct PathCase: Sendable, CustomTestStringConvertible {
        var path: String
        var status: Int
        var type: String
        var testDescription: String { path }
    }

    @Test(arguments: [
        PathCase(path: "live.js", status: 200, type: "text/javascript; charset=utf-8"),
        PathCase(path: "live.css", status: 200, type: "text/css; charset=utf-8"),
        PathCase(path: "nope", status: 404, type: "text/plain; charset=utf-8"),
        PathCase(path: "live.js/x", status: 404, type: "text/plain; charset=utf-8"),
        PathCase(path: "../etc/passwd", status: 404, type: "text/plain; charset=utf-8"),
    ])
    func eachPathHasItsAnswerAndThePolicy(_ test: PathCase) throws {
        let server = try Self.server()
        let visitor = try Visitor(server.url)
        defer { server.stop() }
        let answer = try visitor.fetch(test.path)
        #expect(answer.status == test.status)
        #expect(answer.headers["content-type"] == test.type)
        #expect(answer.headers["content-security-policy"] == LivePage.contentSecurityPolicy)
    }

    @Test func aMethodOtherThanGetOrHeadIsRefusedAndItsBodyIgnored() throws {
        let server = try Self.server()
        let visitor = try Visitor(server.url)
        defer { server.stop() }
        let posted = try visitor.fetch("", method: "POST", body: "a=1")
        #expect(posted.status == 405)
        #expect(posted.headers["allow"] == "GET, HEAD")
        let head = try visitor.fetch("", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
    }

    /// DNS rebinding: a page elsewhere that makes its own host name resolve to 127.0.0.1 sends
    /// that name as the Host.
    @Test(arguments: ["evil.example", "localhost.evil.example", "127.0.0.1.evil.example"])
    func aHostThatIsNotTheServersOwnIsRefused(_ name: String) throws {
        let server = try Self.server()
        let visitor = try Visitor(server.url)
        defer { server.stop() }
        let answer = try visitor.fetch("", headers: ["Host: \(name):\(server.port)"])
        #expect(answer.status == 421)
        #expect(!answer.body.contains("svg"))
        let own = try visitor.fetch("", headers: ["Host: localhost:\(server.port)"])
        #expect(own.status == 200)
        let otherPort = try visitor.fetch("", headers: ["Host: 127.0.0.1:1"])
        #expect(otherPort.status == 421)
    }

    @Test func diagnosticsAreEscapedOnThePageAndShownOverTheLastDrawing() throws {
        let server = try Self.server()
        let visitor = try Visitor(server.url)
        defer { server.stop() }
        server.show(diagnostics: "t.yaml:1:1: error: <script>alert(1)</script> & \"more\"\n")
        let page = try visitor.fetch().body
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;"))
        #expect(!page.contains("<script>alert"))
        #expect(page.contains(#"<pre id="diagnostics" role="alert">t.yaml:1:1: error:"#))
        #expect(page.contains("#112233"), "the last good drawing stays")

        server.show(drawing: Self.picture.replacingOccurrences(of: "#112233", with: "#445566"))
        let cleared = try visitor.fetch().body
        #expect(cleared.contains(#"<pre id="diagnostics" role="alert" hidden></pre>"#))
        #expect(cleared.contains("#445566"))
    }

    @Test func theStreamSendsTheStateAtOnceThenEachChange() throws {
        let server = try Self.server()
        let visitor = try Visitor(server.url)
        defer { server.stop() }
        let stream = try visitor.stream("events")
        #expect(stream.wait { $0.contains("#112233") && $0.contains("event: diagnostics\ndata: \n\n") })

        server.show(diagnostics: "t.yaml:3:9: error: bad\n 3 | x\n")
        #expect(stream.wait { $0.contains("data: t.yaml:3:9: error: bad\ndata:  3 | x\ndata: \n\n") })

        server.show(drawing: Self.picture.replacingOccurrences(of: "#112233", with: "#445566"))
        #expect(stream.wait { $0.contains("#445566") })
        let last = try #require(stream.text.components(separatedBy: "id: ").last)
        #expect(last.contains("event: diagnostics\ndata: \n\n"), "a good drawing clears the diagnostics")
        #expect(!stream.text.contains("<?xml"))
    }

    @Test func stoppingEndsOpenStreams() throws {
        let server = try Self.server()
        let visitor = try Visitor(server.url)
        let stream = try visitor.stream("events")
        #expect(stream.wait { $0.contains("#112233") })
        server.stop()
        #expect(stream.waitForEnd(), "the stream stays open after stop")
    }

    @Test func anAddressInUseCannotBeListenedOn() throws {
        let server = try Self.server()
        defer { server.stop() }
        #expect(throws: HTTPServer.Failure.self) {
            try LivePreviewServer(address: .loopback, port: server.port, title: "t")
        }
    }
}
