import Testing
@testable import SheetTerminal

@testable import PresenterRegistry

/// Every code point Unicode calls invisible, walked through every way a sheet reaches a terminal.
///
/// The set comes from the toolchain's own Unicode data, not from a list kept here: all 0x110000
/// scalars, filtered by `isDefaultIgnorableCodePoint` and `isNoncharacterCodePoint`, plus the
/// Khitan small script filler U+16FE4, which Unicode draws as nothing but does not mark
/// default-ignorable. Each one is put between two letters, where no emoji, keycap or flag
/// sequence can make it valid, and then after `❤`, where only the variation selectors VS15 and
/// VS16 make one.
@Suite struct InvisibleCharacterWalkTests {
    static let invisible: [Unicode.Scalar] = {
        var scalars: [Unicode.Scalar] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            if properties.isDefaultIgnorableCodePoint || properties.isNoncharacterCodePoint || value == 0x16FE4 {
                scalars.append(scalar)
            }
        }
        return scalars
    }()

    static let invisibleSet = Set(invisible)

    static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The invisible scalars a drawing holds raw.
    static func raw(in drawing: String) -> [String] {
        drawing.unicodeScalars.filter { invisibleSet.contains($0) }.map { "U+" + hex($0) }
    }

    @Test func theWalkHoldsEveryCharacterTheIssueNames() {
        let named: [ClosedRange<UInt32>] = [
            0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x034F...0x034F, 0x17B4...0x17B5, 0x180B...0x180F,
            0x16FE4...0x16FE4, 0xFDD0...0xFDEF, 0xFFFE...0xFFFF, 0x10FFFE...0x10FFFF, 0x200B...0x200F,
            0x2060...0x2064, 0xFEFF...0xFEFF, 0xE0000...0xE0FFF,
        ]
        for range in named {
            for value in range {
                #expect(Self.invisibleSet.contains(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
            }
        }
        #expect(Self.invisible.count > 4000)
    }

    /// One way a sheet's texts are drawn.
    struct Surface: Sendable, CustomTestStringConvertible {
        var name: String
        var draw: @Sendable (ActionSheet) throws -> String
        var testDescription: String { name }
    }

    static let surfaces: [Surface] = [
        Surface(name: "plain render") { sheet in
            try PlainPresenter().render(PresentationRequest(sheet: sheet, output: OutputOptions(width: 80)))
        },
        Surface(name: "ansi render without colour") { sheet in
            try AnsiPresenter().render(
                PresentationRequest(sheet: sheet, output: OutputOptions(width: 80, colorDepth: .none)))
        },
        Surface(name: "ansi render in 256 colours") { sheet in
            try AnsiPresenter().render(
                PresentationRequest(sheet: sheet, output: OutputOptions(width: 80, colorDepth: .ansi256)))
        },
        Surface(name: "ansi picker lines with the cursor") { sheet in
            let layout = AnsiSheetLayout(ResolvedSheet(PresentationRequest(sheet: sheet)), depth: .trueColor)
            return (layout.lines(width: 80, cursor: 0) + [layout.hint(PickerState(itemCount: 1).hint, width: 80)]).joined(
                separator: "\n")
        },
        Surface(name: "sanitize") { sheet in
            ([sheet.title, sheet.message, sheet.cancelButtonText].compactMap { $0 } + sheet.items.map(\.text))
                .map(TerminalText.sanitize).joined(separator: "\n")
        },
    ]

    /// A sheet with the text in its title, message, first item, that item's badge and the cancel button.
    static func sheet(_ text: String) -> ActionSheet {
        ActionSheet(
            title: text, message: text, items: [ActionSheetItem(text, badge: .text(text)), ActionSheetItem("ok")],
            cancelButtonText: text, destructiveIndex: 0)
    }

    @Test(arguments: surfaces)
    func noInvisibleCharacterComesOutRawBetweenLetters(_ surface: Surface) throws {
        for scalar in Self.invisible {
            var text = "x"
            text.unicodeScalars.append(scalar)
            text += "y"
            let drawn = try surface.draw(Self.sheet(text))
            #expect(Self.raw(in: drawn).isEmpty, "U+\(Self.hex(scalar)): raw \(Self.raw(in: drawn))")
            #expect(drawn.contains("x<U+\(Self.hex(scalar))>y"), "U+\(Self.hex(scalar)) is not shown")
        }
    }

    @Test(arguments: surfaces)
    func afterAnEmojiOnlyItsVariationSelectorsStayRaw(_ surface: Surface) throws {
        for scalar in Self.invisible {
            var text = "\u{2764}"
            text.unicodeScalars.append(scalar)
            text += "y"
            let drawn = try surface.draw(Self.sheet(text))
            let allowed = scalar.value == 0xFE0E || scalar.value == 0xFE0F ? ["U+" + Self.hex(scalar)] : []
            #expect(Set(Self.raw(in: drawn)).isSubset(of: allowed), "U+\(Self.hex(scalar)): raw \(Self.raw(in: drawn))")
        }
    }

    /// The real interactive paths, on pipes: the ansi picker and the plain prompt, with every
    /// invisible scalar in an item and its badge (a few hundred items a sheet, so a drawing fits
    /// in a pipe's buffer while the presenter waits for its key).
    @Test(arguments: ["plain", "ansi"])
    func presentingDrawsNoInvisibleCharacterRaw(_ presenter: String) {
        let chunks = stride(from: 0, to: Self.invisible.count, by: 250).map {
            Array(Self.invisible[$0..<min($0 + 250, Self.invisible.count)])
        }
        for chunk in chunks {
            let items = chunk.map { scalar in
                var text = "x"
                text.unicodeScalars.append(scalar)
                var badge = "b"
                badge.unicodeScalars.append(scalar)
                return ActionSheetItem(text + "y", badge: .text(badge))
            }
            let request = PresentationRequest(
                sheet: ActionSheet(items: items), output: OutputOptions(width: 80, colorDepth: .ansi256))
            let pipes = PipeTerminal()
            let recorder = OutcomeRecorder()
            if presenter == "plain" {
                pipes.type("0\n")
                PlainPresenter(openTerminal: pipes.opener).present(request, delegate: recorder)
            } else {
                pipes.type("q")
                AnsiPresenter(openTerminal: pipes.opener).present(request, delegate: recorder)
            }
            #expect(recorder.all == [.cancel])
            let drawn = pipes.drawn()
            #expect(Self.raw(in: drawn).isEmpty, "raw \(Self.raw(in: drawn).prefix(20))")
            for scalar in chunk {
                #expect(drawn.contains("x<U+\(Self.hex(scalar))>y"), "U+\(Self.hex(scalar)) is not shown")
            }
        }
    }
}
