import PresenterTesting
import Testing
@testable import SheetTerminal
@testable import SheetText

@testable import PresenterRegistry
@testable import ThemeKit

/// The JSON, SVG and HTML presenters write their text directly; these check it against the text
/// built the long way, on sheets the goldens do not have.
@Suite struct PresenterWritingTests {
    /// Texts that take every path of the escapers and of fitting.
    static let texts = [
        "Share this photo", "", "<b>\"Tom\" & 'Jerry'</b>]]>", "nul\u{0}form\u{0C}feed\u{FFFE}\u{FFFF}end",
        "\u{1B}[2J\u{1B}[31mclear\u{7}\u{85}", "abc\u{202E}fed\u{200B}x\u{200D}y\u{FEFF}", "分享到 选择一个应用",
        "👨‍👩‍👧 🇯🇵 1\u{FE0F}\u{20E3}", String(repeating: "long text, ", count: 20), "&&&&&&&&<<<<<<<<>>>>>>>>''''''''",
        "12345678\"12345678'", "x\u{2028}y\u{2029}z", "e\u{301}\u{301}\u{301} combining",
    ]

    /// Sheets of those texts, with and without a title, a message, items and badges, and a theme
    /// whose colours are not all opaque.
    static var requests: [PresentationRequest] {
        var theme = Theme.builtInDefault
        theme.colors.background = ThemeColor(red: 10, green: 20, blue: 30, alpha: 128)
        theme.colors.badge = ThemeColor(red: 1, green: 2, blue: 3, alpha: 7)
        theme.colors.title = ThemeColor(red: 200, green: 100, blue: 0, alpha: 250)
        var requests = PresenterContract.samples.map(\.request)
        for (index, text) in texts.enumerated() {
            let items = [
                ActionSheetItem(text, badge: .text(text)), ActionSheetItem(text, badge: .num("123456")),
                ActionSheetItem(text, badge: .point), ActionSheetItem(text, badge: .more), ActionSheetItem(text),
            ]
            let sheet = ActionSheet(
                title: index % 3 == 0 ? nil : text, message: index % 2 == 0 ? text : nil, items: items,
                itemColor: index % 4 == 1 ? ThemeColor(red: 9, green: 8, blue: 7, alpha: 100) : nil,
                cancelButtonText: index % 5 == 0 ? nil : text, destructiveIndex: index % 3 == 2 ? nil : 1)
            requests.append(PresentationRequest(sheet: sheet, theme: index % 2 == 0 ? theme : .builtInDefault))
        }
        requests.append(PresentationRequest(sheet: ActionSheet(items: [])))
        // More than a block of text.
        let many = (0..<120).map { ActionSheetItem("Item \($0) \u{202E}", badge: $0 % 2 == 0 ? .num("\($0)") : .none) }
        requests.append(PresentationRequest(sheet: ActionSheet(title: "Many", items: many, destructiveIndex: 7)))
        return requests
    }

    @Test func theJSONPresenterWritesTheTextOfItsObject() throws {
        for request in Self.requests {
            let object = JSONPresenter.object(for: ResolvedSheet(request))
            #expect(try JSONPresenter().render(request) == object.prettyText + "\n")
            let compact = TextWriter.text { out in
                JSONWriter.write(pretty: false, into: &out) { JSONPresenter.write(ResolvedSheet(request), to: &$0) }
            }
            #expect(compact == object.compactText)
        }
    }

    @Test func theJSONPresentersColoursAreTheThemeRolesInOrder() throws {
        let object = try #require(JSONPresenter.object(for: ResolvedSheet(PresentationRequest(sheet: .demo)))["colors"])
        let written = try JSONParser.parse(try JSONPresenter().render(PresentationRequest(sheet: .demo)))
        #expect(written["colors"] == object)
        #expect(written["colors"]?.objectValue?.keys == ThemeColors.roles.map(\.key))
    }

    @Test func theHTMLPageIsTheSVGPictureInAPage() throws {
        for request in Self.requests {
            let svg = try SVGPresenter().render(request)
            let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            #expect(svg.hasPrefix(declaration))
            let title = SVGText.escaped(SVGText.displayable(request.sheet.title ?? "Action sheet"))
            let page = """
                <!DOCTYPE html>
                <html>
                <head>
                <meta charset="utf-8">
                <title>\(title)</title>
                <style>body { margin: 0; min-height: 100vh; display: flex; align-items: flex-end; \
                justify-content: center; background: #8E8E93; }</style>
                </head>
                <body>
                \(svg.dropFirst(declaration.count))</body>
                </html>

                """
            #expect(try HTMLPresenter().render(request) == page)
        }
    }

    /// Text escaped for XML, entity by entity.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A number whole, or to one decimal.
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0
            ? String(tenths / 10) : (tenths < 0 && tenths / 10 == 0 ? "-" : "") + "\(tenths / 10).\(abs(tenths % 10))"
    }

    /// A colour as SVG reads it: eight hex digits are `#RRGGBBAA`, so a theme's alpha-first colour is
    /// written alpha last.
    static func svg(_ color: ThemeColor) -> String {
        let hex = color.hex
        guard color.alpha != 0xFF, hex.count == 9 else { return hex }
        return "#" + hex.dropFirst(3) + hex.dropFirst(1).prefix(2)
    }

    /// The SVG document of a layout, built with `String` as the picture was first written.
    static func referenceDocument(_ layout: SVGSheetLayout, title: String?) -> String {
        let w = number(layout.width)
        let h = number(layout.height)
        let r = number(SVGSheetLayout.cornerRadius)
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" \
            font-family="\(escaped(SVGPresenter.fontFamily))">
            <title>\(escaped(SVGText.displayable(title ?? "Action sheet")))</title>
            <path d="M0,\(r) A\(r),\(r) 0 0 1 \(r),0 H\(number(layout.width - SVGSheetLayout.cornerRadius)) \
            A\(r),\(r) 0 0 1 \(w),\(r) V\(h) H0 Z" fill="\(svg(layout.colors.background))"/>

            """
        func rect(_ rect: SVGSheetLayout.Rect, fill: String, radius: Double? = nil) {
            out += "<rect x=\"\(number(rect.x))\" y=\"\(number(rect.y))\" width=\"\(number(rect.width))\" "
            out += "height=\"\(number(rect.height))\""
            if let radius { out += " rx=\"\(number(radius))\"" }
            out += " fill=\"\(fill)\"/>\n"
        }
        func text(_ run: SVGSheetLayout.TextRun, weight: String? = nil) {
            out += "<text x=\"\(number(run.x))\" y=\"\(number(run.baseline))\" font-size=\"\(number(run.fontSize))\""
            out += " text-anchor=\"middle\""
            if let weight { out += " font-weight=\"\(weight)\"" }
            out += " fill=\"\(svg(run.color))\">\(escaped(run.text))</text>\n"
        }
        for line in layout.title { text(line, weight: "600") }
        for line in layout.message { text(line) }
        for line in layout.separators { rect(line, fill: svg(layout.colors.separator)) }
        for row in layout.rows {
            text(row.text)
            guard let badge = row.badge else { continue }
            if badge.kind != .point { rect(badge.rect, fill: svg(badge.color), radius: badge.rect.height / 2) }
            if let label = badge.label { text(label) }
        }
        rect(layout.gap, fill: svg(layout.colors.separator))
        text(layout.cancel.text)
        return out + "</svg>\n"
    }

    /// A picture without its `<style>` and its elements' role classes and scope.
    static func withoutPalette(_ svg: String) -> String {
        svg.replacing(#/<style>\n[^<]*</style>\n/#, with: "").replacing(#/ class="sheet-[a-z0-9-]+"/#, with: "")
    }

    @Test func theSVGPictureIsTheReferencesText() throws {
        for request in Self.requests {
            let layout = SVGSheetLayout(ResolvedSheet(request))
            let expected = Self.referenceDocument(layout, title: request.sheet.title)
            // The presenter adds only the style that names each role's property and the role classes.
            #expect(Self.withoutPalette(try SVGPresenter().render(request)) == expected)
            #expect(SVGPresenter.document(layout, title: request.sheet.title) == expected)
        }
    }

    @Test(arguments: FastPathCase.all.map(\.text) + texts)
    func shownTextIsDisplayableAndCut(_ text: String) {
        for width in [0, 1, 3, 10, 16, 80] {
            let shown = SVGSheetLayout.shown(text, toWidth: width)
            let expected = TerminalText.truncate(SVGText.displayable(text), toWidth: width)
            #expect(shown.text == expected)
            #expect(shown.cells == TerminalText.width(expected))
        }
    }

    @Test(arguments: FastPathCase.all.map(\.text) + texts)
    func escapingMatchesEntityByEntity(_ text: String) {
        let expected = Self.escaped(text)
        #expect(SVGText.escaped(text) == expected)
        #expect(TextWriter.text { $0.append(xmlEscaped: text) } == expected)
    }

    @Test(arguments: [
        (999.0, "999"), (1000.0, "1000"), (-1000.0, "-1000"), (187.5, "187.5"), (12_345.64, "12345.6"),
        (-1234.55, "-1234.6"), (0.04, "0"), (-0.04, "0"), (-0.06, "-0.1"), (1e12, "1000000000000"), (0.25, "0.3"),
        (-0.5, "-0.5"),
    ])
    func numbersAreWholeOrToOneDecimal(_ value: Double, _ expected: String) {
        #expect(SVGText.number(value) == expected)
        #expect(SVGText.number(value) == Self.number(value))
    }
}
