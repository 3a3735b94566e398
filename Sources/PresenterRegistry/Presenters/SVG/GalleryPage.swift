import SheetText
import ThemeKit

/// The page of `sheetctl themes gallery`: a card for each theme, with its picture or why it could not be drawn.
package enum GalleryPage {
    package struct Card: Sendable {
        package var name: String
        package var description: String?
        /// `nil` for a theme that cannot be loaded.
        package var file: String?
        /// So the page keeps its place before the picture loads.
        package var height: Double
        /// The first line of its first error.
        package var problem: String?
    }

    /// Every card is as wide as a sheet, so the rows line up; a cut caption keeps its text in a tooltip.
    package static func html(_ entries: [Card]) -> String {
        let width = SVGText.number(SVGSheetLayout.sheetWidth)
        var page = """
            <!DOCTYPE html>
            <html>
            <head>
            <meta charset="utf-8">
            <title>sheetctl themes</title>
            <style>
            body { margin: 0; padding: 24px; background: #8E8E93; font-family: sans-serif; }
            main { display: grid; grid-template-columns: repeat(auto-fill, \(width)px); gap: 24px; align-items: start; }
            figure.card { margin: 0; width: \(width)px; min-width: 0; }
            figure.card img { display: block; width: \(width)px; }
            figcaption { margin-top: 8px; color: #FFFFFF; }
            figcaption .name { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
            figure.broken .problem { box-sizing: border-box; width: \(width)px; padding: 16px; background: #FFFFFF;
              color: #8B0000; font-family: monospace; overflow-wrap: anywhere; }
            figcaption small { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; line-clamp: 3;
              overflow: hidden; overflow-wrap: anywhere; opacity: 0.8; }
            </style>
            </head>
            <body>
            <main>

            """
        for entry in entries {
            let name = SVGText.escaped(SVGText.displayable(entry.name))
            let description = entry.description.map {
                let text = SVGText.escaped(SVGText.displayable($0))
                return "<small title=\"\(text)\">\(text)</small>"
            }
            if let file = entry.file {
                page += "<figure class=\"card\"><img src=\"\(percentEncoded(file))\" alt=\"\(name)\" "
                page += "width=\"\(width)\" height=\"\(SVGText.number(entry.height))\">"
            } else {
                let problem = SVGText.escaped(SVGText.displayable(entry.problem ?? ""))
                page += "<figure class=\"card broken\"><p class=\"problem\">\(problem)</p>"
            }
            page += "<figcaption><span class=\"name\" title=\"\(name)\">\(name)</span>\(description ?? "")</figcaption>"
            page += "</figure>\n"
        }
        page += "</main>\n</body>\n</html>\n"
        return page
    }

    /// Every byte but ASCII letters, digits and `-._~` percent-encoded.
    package static func percentEncoded(_ name: String) -> String {
        var out = ""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (byte < 16 ? "0" : "") + hex
            }
        }
        return out
    }
}

extension GalleryPage {
    /// The demo sheet drawn by the SVG presenter in each theme (never in a stand-in), and the page.
    package struct Gallery: Sendable {
        /// `NAME.svg` for each theme drawn, then `index.html`.
        package var files: [(name: String, text: String)] = []
        package var problems: [HostError] = []
        package var drawn = 0
    }

    package static func gallery(of themes: ThemeLibrary) -> Gallery {
        var gallery = Gallery()
        var cards: [Card] = []
        let host = ActionSheetHost(themes: themes)
        for listing in themes.list() {
            var request = SheetRequest(.sheet(.demo))
            request.theme = listing.path ?? listing.name
            request.fallsBackToDefaultTheme = false
            var card = Card(name: listing.name, description: listing.description, height: 0)
            do throws(HostError) {
                let prepared = try host.prepare(request)
                let layout = SVGSheetLayout(ResolvedSheet(prepared.request))
                gallery.files.append((listing.name + ".svg", SVGPresenter.document(layout, title: listing.name)))
                card.file = listing.name + ".svg"
                card.height = layout.height
                gallery.drawn += 1
            } catch {
                gallery.problems.append(error)
                let first = error.diagnostics.first { $0.severity == .error } ?? error.diagnostics.first
                let line = first.map { String(DiagnosticRenderer().render($0).prefix { $0 != "\n" }) }
                card.problem = line ?? "the theme cannot be loaded"
            }
            cards.append(card)
        }
        gallery.files.append(("index.html", html(cards)))
        return gallery
    }
}
