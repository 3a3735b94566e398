import Foundation
import OutsideClients
import Testing

/// Replies the terminal sends after the picker's wait for them — an OSC 11 background colour, a
/// device attributes answer — as they come over a slow SSH link: long after the sheet is up, in
/// pieces. They are dropped whole, never read as keys: the `1 1` of `ESC ] 1 1 ;` must not press
/// the number of the destructive item twice.
@Suite(.serialized, .needs(.tmux))
struct InteractiveShowReplyTests {
    /// Bytes as `tmux send-keys -H` takes them.
    static func hex(_ text: String) -> [String] {
        text.utf8.map { String($0, radix: 16) }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Each piece is sent on its own, so the picker reads them apart.
        var pieces: [String]
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "OSC 11 ended by ST", pieces: ["\u{1B}]11;rgb:1111/1111/1111\u{1B}\\"]),
        Case(name: "OSC 11 ended by BEL", pieces: ["\u{1B}]11;rgb:1111/1111/1111\u{7}"]),
        Case(
            name: "OSC 11 in pieces, then device attributes",
            pieces: ["\u{1B}]1", "1;rgb:11", "11/1111/1111\u{1B}", "\\", "\u{1B}[?62;1;22c"]),
        Case(name: "DCS", pieces: ["\u{1B}P1$r0;1m\u{1B}\\"]),
        Case(name: "APC", pieces: ["\u{1B}_Gi=1;OK\u{1B}\\"]),
    ]

    @Test(arguments: cases)
    func aLateReplyIsDroppedNotReadAsKeys(_ test: Case) throws {
        let session = try InteractiveShowTests.start(["--destructive", "0", "Delete", "Keep"])
        defer { session.kill() }
        try InteractiveShowTests.waitForSheet(session)
        for piece in test.pieces { try session.tmux(["send-keys", "-t", "test", "-H"] + Self.hex(piece)) }
        // Had the reply pressed "1" twice, the destructive item would be chosen already; the keys
        // below choose the second item.
        try session.send("Down")
        try session.send("Enter")
        let run = try InteractiveShowTests.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "1", "the reply chose an item")
        #expect(run.after == run.before)
    }
}
