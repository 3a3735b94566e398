import Foundation
@testable import PresenterTesting
import Testing
@testable import SheetTerminal
import ThemeKit

@testable import PresenterRegistry

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The svg and html presenters as text: goldens, the contract, escaping, fitting, and the layout.
@Suite struct SVGPresenterTests {
    static let goldenSamples = PresenterContract.samples.filter { ["demo", "cjk", "hostile"].contains($0.name) }

    @Test(arguments: goldenSamples)
    func renderMatchesItsGolden(_ sample: PresenterContract.Sample) throws {
        let output = try SVGPresenter().render(sample.request)
        #expect(output == (try golden("golden/svg/\(sample.name).svg", output)))
    }

    @Test func theHTMLPageMatchesItsGolden() throws {
        let output = try HTMLPresenter().render(PresentationRequest(sheet: .demo))
        #expect(output == (try golden("golden/html/demo.html", output)))
    }

    @Test func bothKeepThePresenterContract() {
        #expect(PresenterContract.checkRender(SVGPresenter(), shownAs: SVGPresenter.shown).isEmpty)
        #expect(PresenterContract.checkRender(HTMLPresenter(), shownAs: SVGPresenter.shown).isEmpty)
    }

    @Test func bothAreBuiltIn() {
        #expect(BuiltInPresenters.names.contains("svg"))
        #expect(BuiltInPresenters.names.contains("html"))
        #expect(PresenterCatalog(searchPath: nil).presenter(named: "svg") is SVGPresenter)
        #expect(PresenterCatalog(searchPath: nil).presenter(named: "html") is HTMLPresenter)
    }

    @Test(arguments: ["svg", "html"])
    func presentingFailsAtOnceWithoutATerminal(_ name: String) throws {
        let presenter = try #require(PresenterCatalog(searchPath: nil).presenter(named: name))
        let delegate = RecordingPresentationDelegate()
        presenter.present(PresentationRequest(sheet: .demo), delegate: delegate)
        #expect(delegate.callCount == 1)
        guard case .fail(let error) = delegate.outcome else {
            Issue.record("expected a failure, got \(String(describing: delegate.outcome))")
            return
        }
        #expect(error.kind == .noTerminal)
        #expect(
            error.message
                == "the \(name) presenter draws \(name == "svg" ? "pictures" : "pages") and cannot ask for a choice")
    }

    /// A sheet with every character XML reserves or forbids.
    static let xmlHostile = ActionSheet(
        title: "<b>\"Tom\" & 'Jerry'</b>]]>",
        message: "nul\u{0}form\u{0C}feed\u{FFFE}\u{FFFF}end",
        items: [
            ActionSheetItem("<script>alert(1)</script>", badge: .text("&amp;")),
            ActionSheetItem("\u{1B}[31mred\u{7F}\u{85}", badge: .num("5")),
        ], cancelButtonText: "</svg>")

    #if canImport(FoundationXML) || canImport(Darwin)
        final class ParseProbe: NSObject, XMLParserDelegate {
            var texts: [String] = []
            var current = ""
            var error: Error?
            func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }
            func parser(
                _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?
            ) {
                if elementName == "text" || elementName == "title" { texts.append(current) }
                current = ""
            }
            func parser(
                _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
            ) {
                current = ""
            }
            func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }
        }

        @Test(
            arguments: PresenterContract.samples + [
                PresenterContract.Sample("xml hostile", PresentationRequest(sheet: xmlHostile))
            ])
        func theSVGIsWellFormedXML(_ sample: PresenterContract.Sample) throws {
            let svg = try SVGPresenter().render(sample.request)
            let parser = XMLParser(data: Data(svg.utf8))
            let probe = ParseProbe()
            parser.delegate = probe
            #expect(parser.parse(), "\(String(describing: probe.error))")
            #expect(probe.error == nil)
            if sample.name == "xml hostile" {
                #expect(probe.texts.contains("<b>\"Tom\" & 'Jerry'</b>]]>"))
                #expect(probe.texts.contains("<script>alert(1)</scr…"))
                #expect(probe.texts.contains("</svg>"))
                #expect(probe.texts.contains("nul^@form^Lfeed<U+FFFE><U+FFFF>end"))
                #expect(probe.texts.contains("^[[31mred^?<U+0085>"))
            }
        }
    #endif

    @Test func textsAreEscapedAndControlsMadeVisible() throws {
        let svg = try SVGPresenter().render(PresentationRequest(sheet: Self.xmlHostile))
        #expect(svg.contains("&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;]]&gt;"))
        #expect(svg.contains(">&amp;amp;</text>"))
        #expect(svg.contains(">&lt;/svg&gt;</text>"))
        #expect(
            !svg.unicodeScalars.contains {
                ($0.value < 0x20 && $0.value != 0x0A) || $0.value == 0xFFFE || $0.value == 0xFFFF
            })
        #expect(PresenterContract.rawControl(in: svg) == nil)
    }

    @Test func emojiSequencesKeepTheirJoiners() {
        #expect(SVGText.displayable("👩‍👩‍👧") == "👩‍👩‍👧")
        #expect(SVGText.displayable("a\u{200B}b\u{202E}c") == "a<U+200B>b<U+202E>c")
    }

    @Test func longTextsAreCutWithAnEllipsisToFit() {
        let long = String(repeating: "word ", count: 60)
        let sheet = ActionSheet(
            title: long, message: long, items: [ActionSheetItem(long, badge: .num("7"))], cancelButtonText: long)
        let layout = SVGSheetLayout(ResolvedSheet(sheet, theme: .builtInDefault, locale: nil))
        #expect(layout.title.count == SVGSheetLayout.titleLineLimit)
        #expect(layout.message.count == SVGSheetLayout.messageLineLimit)
        let runs = [layout.title.last!, layout.message.last!, layout.rows[0].text, layout.cancel.text]
        for run in runs {
            #expect(run.text.hasSuffix("…"))
            #expect(run.text.count < long.count)
            let width = SVGSheetLayout.measuredWidth(cells: TerminalText.width(run.text), fontSize: run.fontSize)
            #expect(width <= run.bounds.width)
            #expect(run.bounds.x >= SVGSheetLayout.padding)
            #expect(run.bounds.maxX <= layout.width - SVGSheetLayout.padding)
        }
        // The action's text keeps clear of its badge.
        let badge = layout.rows[0].badge!
        #expect(layout.rows[0].text.bounds.maxX < badge.rect.x)
    }

    @Test func theLayoutStacksHeaderRowsGapAndCancel() {
        let layout = SVGSheetLayout(ResolvedSheet(.demo, theme: .builtInDefault, locale: nil))
        let header = layout.header!
        #expect(header.y == 0)
        #expect(layout.rows.count == 6)
        #expect(layout.rows.first!.rect.y == header.maxY)
        for (above, below) in zip(layout.rows, layout.rows.dropFirst()) { #expect(above.rect.maxY == below.rect.y) }
        #expect(layout.separators.count == 6)
        #expect(layout.gap.y == layout.rows.last!.rect.maxY)
        #expect(layout.gap.height == SVGSheetLayout.gapHeight)
        #expect(layout.cancel.rect.y == layout.gap.maxY)
        #expect(layout.cancel.rect.maxY == layout.height)
        #expect(layout.cancel.text.text == "Cancel")
        #expect(layout.rows.map(\.isDestructive) == [false, false, false, false, false, true])
        #expect(layout.rows.map { $0.badge?.kind } == [nil, .point, .num, .text, .more, nil])
        #expect(layout.rows[2].badge?.label?.text == "12")
        #expect(layout.rows[5].text.color == Theme.builtInDefault.colors.destructive)
    }

    @Test func aSheetWithoutTitleOrMessageHasNoHeader() {
        let layout = SVGSheetLayout(
            ResolvedSheet(
                ActionSheet(items: [ActionSheetItem("a"), ActionSheetItem("b")]), theme: .builtInDefault, locale: nil))
        #expect(layout.header == nil)
        #expect(layout.rows.first!.rect.y == 0)
        #expect(layout.separators.count == 1)
        #expect(layout.height == 3 * SVGSheetLayout.rowHeight + SVGSheetLayout.gapHeight)
    }

    @Test func aTranslucentItemColourIsBlendedOverTheBackground() {
        let sheet = ActionSheet(items: [ActionSheetItem("a")], itemColor: ThemeColor(hex: "#80FF0000"))
        let layout = SVGSheetLayout(ResolvedSheet(sheet, theme: .builtInDefault, locale: nil))
        #expect(layout.rows[0].text.color == ThemeColor(hex: "#FF7F7F"))
    }

    @Test func numbersAreWrittenShort() {
        #expect(SVGText.number(12) == "12")
        #expect(SVGText.number(187.5) == "187.5")
        #expect(SVGText.number(19.26) == "19.3")
        #expect(SVGText.number(-0.5) == "-0.5")
    }
}

/// The theme's point and more glyphs in the picture, as the terminal presenters show them.
@Suite struct SVGBadgeGlyphTests {
    static let shipped = ThemeLibrary(
        searchPath: ThemeSearchPath(directories: [packageRoot.appendingPathComponent("themes").path]))

    static let themeNames = ["default", "dark", "high-contrast", "midnight", "solarized-light"]

    @Test(arguments: themeNames)
    func theThemesPointAndMoreGlyphsAreDrawn(_ name: String) throws {
        let theme = try #require(Self.shipped.load(name).theme)
        let request = PresentationRequest(sheet: .demo, theme: theme)
        let svg = try SVGPresenter().render(request)
        let layout = SVGSheetLayout(ResolvedSheet(request))
        let point = try #require(layout.rows.compactMap(\.badge).first { $0.kind == .point })
        let more = try #require(layout.rows.compactMap(\.badge).first { $0.kind == .more })
        #expect(point.label?.text == theme.badges.pointGlyph)
        #expect(more.label?.text == theme.badges.moreGlyph)
        // The point is its glyph in the badge colour, with no pill behind it; the more glyph is
        // the pill's label, in the badge text colour.
        let badge = point.color.hex
        #expect(
            svg.contains(
                "fill=\"\(badge)\" class=\"sheet-badge\">\(SVGPresenter.shown(theme.badges.pointGlyph))</text>\n"))
        #expect(!svg.contains("<circle"))
        #expect(
            svg.contains(
                "fill=\"\(more.label!.color.hex)\" class=\"sheet-badge-text\">\(SVGPresenter.shown(theme.badges.moreGlyph))</text>\n"
            ))
        let pills = svg.components(separatedBy: "\n").filter { $0.hasPrefix("<rect") && $0.contains(" rx=") }
        #expect(pills.count == 3, "a pill for num, text and more only: \(pills)")
    }

    @Test func aGlyphIsEscapedAndKeptToItsRow() throws {
        var theme = Theme.builtInDefault
        theme.badges.pointGlyph = "<&>"
        theme.badges.moreGlyph = "\u{1B}[31m"
        let request = PresentationRequest(sheet: .demo, theme: theme)
        let svg = try SVGPresenter().render(request)
        #expect(svg.contains(">&lt;&amp;&gt;</text>"))
        #expect(svg.contains(">^[[31m</text>"))
        let layout = SVGSheetLayout(ResolvedSheet(request))
        for row in layout.rows {
            guard let badge = row.badge else { continue }
            #expect(badge.rect.y >= row.rect.y && badge.rect.maxY <= row.rect.maxY)
            #expect(badge.rect.maxX <= layout.width - SVGSheetLayout.padding)
            #expect(row.text.bounds.maxX < badge.rect.x)
        }
    }
}
