import Testing
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

/// The picture's fast paths give what its rules give: a text made displayable, cut to a width,
/// wrapped into lines and escaped into a document, over many texts and widths, with East Asian
/// Ambiguous characters narrow and wide.
@Suite struct SVGFastPathTests {
    /// Pieces texts are made of: ASCII, spaces a line breaks at and ones it does not, the point
    /// glyph, CJK, emoji alone and joined, marks, controls, invisible characters, what XML escapes.
    static let pieces = [
        "a", "Share", " ", "  ", "\u{3000}", "\u{A0}", "\u{2003}", "●", "○", "•", "…", "─", "é", "e\u{301}", "分享",
        "照片。", "カ", "한", "😀", "👍🏽", "👩\u{200D}💻", "\u{200D}", "\u{1B}[31m", "\t", "\u{7F}", "\u{200B}",
        "\u{FFFE}", "&", "<b>", "\"", "'", "·", "›", "Ω", "ü", "\u{AD}",
    ]

    /// Texts of one, two and three pieces, and some long ones.
    static let texts: [String] = {
        var texts = [""]
        for first in pieces {
            texts.append(first)
            for second in pieces {
                texts.append(first + second)
                texts.append(first + "x" + second)
            }
        }
        for (offset, piece) in pieces.enumerated() {
            texts.append(String(repeating: piece + pieces[(offset * 7) % pieces.count], count: 12))
            texts.append(" Choose where to send it" + piece)
        }
        return texts
    }()

    static let widths = [1, 2, 3, 5, 8, 13, 43, 60]

    @Test(arguments: [false, true])
    func displayableIsTheRule(ambiguousIsWide: Bool) {
        CellWidth.$ambiguousIsWide.withValue(ambiguousIsWide) {
            for text in Self.texts {
                #expect(SVGText.displayable(text) == SVGText.displayableInGeneral(text), "\(text.debugDescription)")
            }
        }
    }

    @Test(arguments: [false, true])
    func shownIsTheRule(ambiguousIsWide: Bool) {
        CellWidth.$ambiguousIsWide.withValue(ambiguousIsWide) {
            for text in Self.texts {
                for width in [0] + Self.widths {
                    let fast = SVGSheetLayout.shown(text, toWidth: width)
                    let rule = SVGSheetLayout.shownInGeneral(text, toWidth: width)
                    #expect(fast == rule, "\(text.debugDescription) in \(width)")
                }
            }
        }
    }

    @Test(arguments: [false, true])
    func wrappedIsTheRule(ambiguousIsWide: Bool) {
        CellWidth.$ambiguousIsWide.withValue(ambiguousIsWide) {
            for text in Self.texts {
                for width in Self.widths {
                    for maxLines in 1...3 {
                        let fast = SVGSheetLayout.wrapped(text, width: width, maxLines: maxLines)
                        let rule = SVGSheetLayout.wrappedInGeneral(text, width: width, maxLines: maxLines)
                        #expect(fast == rule, "\(text.debugDescription) in \(width) × \(maxLines)")
                    }
                }
            }
        }
    }

    /// The title and message on one line, drawn without an array of lines, are the lines the rule makes.
    @Test func headerLinesAreTheRule() {
        for text in Self.texts {
            let layout = SVGSheetLayout(
                ResolvedSheet(PresentationRequest(sheet: ActionSheet(title: text, message: text, items: []))))
            let cells = max(
                1,
                Int(
                    (SVGSheetLayout.sheetWidth - 2 * SVGSheetLayout.padding)
                        / (SVGSheetLayout.cellAdvance * SVGSheetLayout.headerFontSize)))
            let title = SVGSheetLayout.wrappedInGeneral(text, width: cells, maxLines: SVGSheetLayout.titleLineLimit)
            let message = SVGSheetLayout.wrappedInGeneral(
                text, width: cells, maxLines: SVGSheetLayout.messageLineLimit)
            #expect(layout.title.map(\.text) == title.map { SVGSheetLayout.shown($0, toWidth: cells).text })
            #expect(layout.message.map(\.text) == message.map { SVGSheetLayout.shown($0, toWidth: cells).text })
        }
    }

    /// What XML escaping must write: the five characters as entities, every other as it is.
    static func escapedByRule(_ text: String) -> String { PresenterWritingTests.escaped(text) }

    /// Escaped texts between ASCII, alone and many in one document (past the spliced pieces a
    /// writer keeps on the stack), are the texts the rule makes.
    @Test func xmlEscapedIsTheRule() {
        for text in Self.texts {
            #expect(
                TextWriter.text { $0.append(xmlEscaped: text) } == Self.escapedByRule(text), "\(text.debugDescription)")
            let framed = TextWriter.text { out in
                out.append("<text>")
                out.append(xmlEscaped: text)
                out.append("</text>\n")
            }
            #expect(framed == "<text>" + Self.escapedByRule(text) + "</text>\n", "\(text.debugDescription)")
        }
        let document = TextWriter.text { out in
            for text in Self.texts {
                out.append(xmlEscaped: text)
                out.append("|")
            }
        }
        #expect(document == Self.texts.map { Self.escapedByRule($0) + "|" }.joined())
        var buffer = TextBuffer()
        buffer.write { out in
            for text in Self.texts.prefix(40) { out.append(xmlEscaped: text) }
        }
        #expect(buffer.text == Self.texts.prefix(40).map(Self.escapedByRule).joined())
    }
}
