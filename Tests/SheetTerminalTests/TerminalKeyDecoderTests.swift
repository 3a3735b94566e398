import Testing

@testable import SheetTerminal

@Suite struct TerminalKeyDecoderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var keys: [Key]
        var testDescription: String { name }
    }

    static func esc(_ text: String) -> [UInt8] { [0x1B] + Array(text.utf8) }

    static let cases: [Case] = [
        Case(name: "CSI up", bytes: esc("[A"), keys: [.up]),
        Case(name: "CSI down", bytes: esc("[B"), keys: [.down]),
        Case(name: "CSI right", bytes: esc("[C"), keys: [.right]),
        Case(name: "CSI left", bytes: esc("[D"), keys: [.left]),
        Case(name: "SS3 up (application cursor keys)", bytes: esc("OA"), keys: [.up]),
        Case(name: "SS3 down", bytes: esc("OB"), keys: [.down]),
        Case(name: "CSI home", bytes: esc("[H"), keys: [.home]),
        Case(name: "CSI end", bytes: esc("[F"), keys: [.end]),
        Case(name: "SS3 home", bytes: esc("OH"), keys: [.home]),
        Case(name: "SS3 end", bytes: esc("OF"), keys: [.end]),
        Case(name: "VT home 1~", bytes: esc("[1~"), keys: [.home]),
        Case(name: "rxvt home 7~", bytes: esc("[7~"), keys: [.home]),
        Case(name: "VT end 4~", bytes: esc("[4~"), keys: [.end]),
        Case(name: "rxvt end 8~", bytes: esc("[8~"), keys: [.end]),
        Case(name: "page up", bytes: esc("[5~"), keys: [.pageUp]),
        Case(name: "page down", bytes: esc("[6~"), keys: [.pageDown]),
        Case(name: "delete is unknown", bytes: esc("[3~"), keys: [.unknown]),
        Case(name: "ctrl-up with modifier", bytes: esc("[1;5A"), keys: [.up]),
        Case(name: "shift-end with modifier", bytes: esc("[4;2~"), keys: [.end]),
        Case(name: "unknown CSI final", bytes: esc("[2J"), keys: [.unknown]),
        Case(name: "unknown SS3", bytes: esc("OP"), keys: [.unknown]),
        Case(name: "CR is enter", bytes: [0x0D], keys: [.enter]),
        Case(name: "LF is enter", bytes: [0x0A], keys: [.enter]),
        Case(name: "ctrl-C", bytes: [0x03], keys: [.interrupt]),
        Case(name: "ctrl-D", bytes: [0x04], keys: [.endOfInput]),
        Case(name: "ctrl-P and ctrl-N", bytes: [0x10, 0x0E], keys: [.up, .down]),
        Case(name: "letters", bytes: Array("jkq".utf8), keys: [.character("j"), .character("k"), .character("q")]),
        Case(name: "double escape", bytes: [0x1B, 0x1B, 0x5B, 0x41], keys: [.escape, .up]),
        Case(name: "alt-j", bytes: esc("j"), keys: [.unknown]),
        Case(name: "other control", bytes: [0x01], keys: [.unknown]),
        Case(name: "UTF-8 character", bytes: Array("é分j".utf8), keys: [.character("é"), .character("分"), .character("j")]),
        Case(name: "stray continuation byte", bytes: [0x80, 0x6A], keys: [.unknown, .character("j")]),
        Case(name: "several keys in one read", bytes: esc("[B") + esc("[B") + [0x0D], keys: [.down, .down, .enter]),
        Case(name: "SGR mouse press", bytes: esc("[<0;5;7M"), keys: [.mouse(MouseEvent(.press, column: 5, row: 7))]),
        Case(name: "SGR mouse release", bytes: esc("[<0;5;7m"), keys: [.mouse(MouseEvent(.other, column: 5, row: 7))]),
        Case(
            name: "SGR press with Ctrl", bytes: esc("[<16;3;4M"), keys: [.mouse(MouseEvent(.press, column: 3, row: 4))]),
        Case(name: "SGR motion", bytes: esc("[<32;3;4M"), keys: [.mouse(MouseEvent(.other, column: 3, row: 4))]),
        Case(name: "SGR right button", bytes: esc("[<2;3;4M"), keys: [.mouse(MouseEvent(.other, column: 3, row: 4))]),
        Case(
            name: "SGR wheel up and down", bytes: esc("[<64;1;2M") + esc("[<65;1;2M"),
            keys: [.mouse(MouseEvent(.wheelUp, column: 1, row: 2)), .mouse(MouseEvent(.wheelDown, column: 1, row: 2))]),
        Case(
            name: "X10 mouse press", bytes: esc("[M") + [32, 37, 39] + [0x6A],
            keys: [.mouse(MouseEvent(.press, column: 5, row: 7)), .character("j")]),
        Case(
            name: "X10 mouse bytes that look like keys are not keys", bytes: esc("[M") + Array(" 1q".utf8),
            keys: [.mouse(MouseEvent(.press, column: 17, row: 81))]),
        Case(
            name: "SGR mouse at a column past any Int",
            bytes: esc("[<0;99999999999999999999;3M"),
            keys: [.mouse(MouseEvent(.press, column: KeyDecoder.largestNumber, row: 3))]),
        Case(name: "SGR mouse with a field missing", bytes: esc("[<0;5M") + [0x6A], keys: [.unknown, .character("j")]),
        Case(name: "SGR mouse with an empty field", bytes: esc("[<0;;5M"), keys: [.unknown]),
        Case(
            name: "cursor position report", bytes: esc("[12;40R"), keys: [.cursorPosition(row: 12, column: 40)]),
        Case(
            name: "an over-long sequence is one unknown key, its digits no number keys",
            bytes: esc("[" + String(repeating: "1", count: 40) + "~") + [0x6A], keys: [.unknown, .character("j")]),
        Case(
            name: "an over-long sequence is unknown whatever its final byte",
            bytes: esc("[" + String(repeating: "1", count: 40) + "A") + [0x6A], keys: [.unknown, .character("j")]),
        Case(
            name: "an over-long sequence with intermediates",
            bytes: esc("[" + String(repeating: "2", count: 30) + String(repeating: "!", count: 10) + "3") + [0x6A],
            keys: [.unknown, .character("j")]),
        // The terminal's replies, late or not, are one reply each, never keys.
        Case(
            name: "OSC 11 reply ended by ST", bytes: esc("]11;rgb:1111/1111/1111") + esc("\\") + [0x6A],
            keys: [.reply, .character("j")]),
        Case(
            name: "OSC 11 reply ended by BEL", bytes: esc("]11;rgb:1111/1111/1111") + [0x07, 0x6A],
            keys: [.reply, .character("j")]),
        Case(name: "DCS reply", bytes: esc("P1$r0;1m") + esc("\\"), keys: [.reply]),
        Case(name: "APC reply", bytes: esc("_Gi=1;OK") + [0x07], keys: [.reply]),
        Case(name: "primary device attributes", bytes: esc("[?62;1;22c") + [0x6A], keys: [.reply, .character("j")]),
        Case(name: "secondary device attributes", bytes: esc("[>41;354;0c"), keys: [.reply]),
        Case(
            name: "two replies back to back", bytes: esc("]11;rgb:1/1/1\u{7}") + esc("[?1;2c"), keys: [.reply, .reply]),
        Case(
            name: "a string's UTF-8 is its own", bytes: esc("]2;分") + [0x07] + Array("k".utf8),
            keys: [.reply, .character("k")]),
        Case(name: "Ctrl-C ends a string and is a key", bytes: esc("]11;rg") + [0x03], keys: [.reply, .interrupt]),
        Case(name: "Enter ends a string and is a key", bytes: esc("]11;rg") + [0x0D], keys: [.reply, .enter]),
        Case(name: "CAN cancels a string", bytes: esc("]11;1") + [0x18, 0x6A], keys: [.reply, .character("j")]),
        Case(name: "an ESC that is not ST ends a string", bytes: esc("]11;11") + esc("[A"), keys: [.reply, .up]),
    ]

    @Test(arguments: cases)
    func decodesWholeReads(_ testCase: Case) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(testCase.bytes) == testCase.keys)
        #expect(!decoder.isPending)
    }

    @Test(arguments: cases)
    func decodesTheSameBytesSplitAcrossReads(_ testCase: Case) {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for byte in testCase.bytes { keys += decoder.feed([byte]) }
        // Bytes that may still become a sequence are held back until more come, so the split makes no difference.
        keys += decoder.flush()
        #expect(keys == testCase.keys)
    }

    @Test func aLoneEscapeWaitsThenFlushesAsEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.isPending)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isPending)
        #expect(decoder.flush() == [])
    }

    @Test func anIncompleteSequenceWaitsThenFlushesAsUnknown() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Self.esc("[1")) == [])
        #expect(decoder.isPending)
        #expect(decoder.flush() == [.unknown])
    }

    @Test func aSequenceCompletedByTheNextReadIsOneKey() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B, 0x5B]) == [])
        #expect(decoder.feed([0x41, 0x6A]) == [.up, .character("j")])
    }

    @Test func aPartialUTF8CharacterWaits() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xE5, 0x88]) == [])
        #expect(decoder.feed([0x86]) == [.character("分")])
        #expect(!decoder.isPending)
    }

    /// A sequence that never ends holds a bounded number of bytes, and none of its digits ever
    /// comes out as a number key (which would choose an item).
    @Test func aSequenceThatNeverEndsIsHeldBoundedAndIsNoKeys() {
        var decoder = KeyDecoder()
        var keys = decoder.feed(Self.esc("[<"))
        for _ in 0..<1000 {
            keys += decoder.feed(Array("1;2".utf8))
            #expect(decoder.pendingCount <= KeyDecoder.longestSequence + 2)
        }
        keys += decoder.feed(Array("M".utf8)) + decoder.feed([0x6A]) + decoder.flush()
        #expect(keys == [.unknown, .character("j")])
    }

    /// A string however long holds nothing, and none of it is keys; what follows it is.
    @Test func aLongStringInManyReadsHoldsNothingAndIsOneReply() {
        var decoder = KeyDecoder()
        var keys = decoder.feed(Self.esc("]52;c;"))
        for _ in 0..<10_000 {
            keys += decoder.feed(Array("MTExMTEx".utf8))
            #expect(decoder.pendingCount == 0)
            #expect(!decoder.isPending)
        }
        keys += decoder.feed(Self.esc("\\") + [0x32])
        #expect(keys == [.reply, .character("2")])
    }

    /// The reply that chose an item: after the picker's wait, in pieces, each wait between them long
    /// enough for the picker to flush what is pending.
    @Test func aLateBackgroundReplyInPiecesPressesNoNumber() {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for piece in ["\u{1B}]1", "1;rgb:ff", "ff/ffff/ffff\u{1B}", "\\", "\u{1B}[?6", "2;22c", "2"] {
            keys += decoder.feed(Array(piece.utf8))
            if decoder.isPending { keys += decoder.flush() }
        }
        // The device attributes answer cut short is unknown, its rest skipped; the "2" after is a key.
        #expect(keys == [.reply, .unknown, .character("2")])
    }
}
