import Foundation
import Synchronization
import Testing
import ThemeKit

@testable import PresenterRegistry
@testable import SheetTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal's background: the OSC 11 reply parser, COLORFGBG, and choosing a pair's side.
@Suite struct TerminalBackgroundTests {
    struct ReplyCase: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var reply: [UInt8]
        var color: String?
        init(_ name: String, _ reply: String, _ color: String?) {
            testDescription = name
            self.reply = Array(reply.utf8)
            self.color = color
        }
        init(_ name: String, bytes: [UInt8], _ color: String?) {
            testDescription = name
            reply = bytes
            self.color = color
        }
    }

    static let replies: [ReplyCase] = [
        ReplyCase("white, 4 digits, ST", "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", "#FFFFFF"),
        ReplyCase("black, 2 digits, BEL", "\u{1B}]11;rgb:00/00/00\u{07}", "#000000"),
        ReplyCase("4 digits, BEL", "\u{1B}]11;rgb:1c1c/1c1c/1e1e\u{07}", "#1C1C1E"),
        ReplyCase("2 digits, ST", "\u{1B}]11;rgb:fd/f6/e3\u{1B}\\", "#FDF6E3"),
        ReplyCase("1 digit", "\u{1B}]11;rgb:f/0/8\u{07}", "#FF0088"),
        ReplyCase("3 digits", "\u{1B}]11;rgb:fff/000/800\u{07}", "#FF0080"),
        ReplyCase("upper-case hex", "\u{1B}]11;rgb:FFFF/8000/0000\u{07}", "#FF8000"),
        ReplyCase("rgba, alpha ignored", "\u{1B}]11;rgba:0000/0000/0000/ffff\u{07}", "#000000"),
        ReplyCase(
            "after typed keys, before a device attributes answer", "ab\u{1B}]11;rgb:ff/ff/ff\u{07}\u{1B}[?62;22c",
            "#FFFFFF"),
        ReplyCase("garbage", "hello world", nil),
        ReplyCase("only a device attributes answer", "\u{1B}[?1;2c", nil),
        ReplyCase("truncated before the end", "\u{1B}]11;rgb:ffff/ffff/ff", nil),
        ReplyCase("truncated in ST", "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}", nil),
        ReplyCase("ESC that is not ST", "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}[", nil),
        ReplyCase("two channels", "\u{1B}]11;rgb:ffff/ffff\u{07}", nil),
        ReplyCase("four channels in rgb", "\u{1B}]11;rgb:ff/ff/ff/ff\u{07}", nil),
        ReplyCase("five digits", "\u{1B}]11;rgb:fffff/ffff/ffff\u{07}", nil),
        ReplyCase("an empty channel", "\u{1B}]11;rgb://ff\u{07}", nil),
        ReplyCase("not hex", "\u{1B}]11;rgb:gg/00/00\u{07}", nil),
        ReplyCase("another colour space", "\u{1B}]11;cmyk:0/0/0/0\u{07}", nil),
        ReplyCase("a colour name", "\u{1B}]11;white\u{07}", nil),
        ReplyCase("another OSC's reply", "\u{1B}]10;rgb:ff/ff/ff\u{07}", nil),
        ReplyCase("empty", "", nil),
        ReplyCase(
            "a reply past the bound", String(repeating: "x", count: 300) + "\u{1B}]11;rgb:ff/ff/ff\u{07}", nil),
        ReplyCase("invalid UTF-8 and NULs", bytes: [0xFF, 0x00, 0x1B, 0x5D, 0x31, 0x31, 0x3B, 0xC3, 0x07], nil),
    ]

    @Test(arguments: replies)
    func theReplyParserReadsOSC11AndRefusesTheRest(_ test: ReplyCase) {
        #expect(TerminalBackground.parseReply(test.reply)?.hex == test.color)
    }

    @Test func theParserSurvivesHostileBytes() {
        // Every prefix of a good reply, and random bytes around the introducer, give nil or a colour, never a trap.
        let good = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\".utf8)
        for length in 0..<good.count { #expect(TerminalBackground.parseReply(Array(good.prefix(length))) == nil) }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let count = Int.random(in: 0...80, using: &generator)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if Bool.random(using: &generator) { bytes.insert(contentsOf: [0x1B, 0x5D, 0x31, 0x31, 0x3B], at: 0) }
            if let color = TerminalBackground.parseReply(bytes) { #expect(color.alpha == 255) }
        }
    }

    struct FGBGCase: Sendable, CustomTestStringConvertible {
        var testDescription: String { "COLORFGBG=\(value)" }
        var value: String
        var appearance: ThemeAppearance?
    }

    static let fgbg: [FGBGCase] = [
        FGBGCase(value: "15;0", appearance: .dark), FGBGCase(value: "0;15", appearance: .light),
        FGBGCase(value: "0;7", appearance: .light), FGBGCase(value: "7;8", appearance: .dark),
        FGBGCase(value: "15;6", appearance: .dark), FGBGCase(value: "0;9", appearance: .light),
        FGBGCase(value: "0;default;15", appearance: .light), FGBGCase(value: "7;default;0", appearance: .dark),
        FGBGCase(value: "15;default", appearance: nil), FGBGCase(value: "15;16", appearance: nil),
        FGBGCase(value: "0", appearance: nil), FGBGCase(value: "", appearance: nil),
        FGBGCase(value: "0;-1", appearance: nil), FGBGCase(value: "0;٣", appearance: nil),
        FGBGCase(value: "0;00000000000000000000015", appearance: nil),
    ]

    @Test(arguments: fgbg)
    func colorFGBGGivesTheBackgroundsSide(_ test: FGBGCase) {
        #expect(TerminalBackground.appearance(colorFGBG: test.value) == test.appearance)
    }

    static var pair: PresentationRequest {
        var dark = Theme.builtInDefault
        dark.name = "night"
        dark.statedAppearance = .dark
        dark.colors.background = ThemeColor(hex: "#000000")!
        var request = PresentationRequest(sheet: .demo, theme: .builtInDefault)
        request.counterpart = dark
        return request
    }

    @Test func aFixedAppearancePicksThatSideWithoutAskingAnything() {
        var request = Self.pair
        request.output.appearance = .dark
        request.output.colorFGBG = "0;15"
        let asked = Mutex(false)
        let fitted = request.fitted(asking: {
            asked.withLock { $0 = true }
            return nil
        })
        #expect(fitted.theme.name == "night")
        #expect(fitted.counterpart?.name == "default")
        #expect(asked.withLock { $0 } == false)
        request.output.appearance = .light
        #expect(request.fitted(asking: nil).theme.name == "default")
    }

    @Test func autoFallsBackToCOLORFGBGThenToTheThemeAsNamed() {
        var request = Self.pair
        request.output.colorFGBG = "15;0"
        #expect(request.fitted(asking: nil).theme.name == "night")
        request.output.colorFGBG = "0;15"
        #expect(request.fitted(asking: nil).theme.name == "default")
        request.output.colorFGBG = nil
        #expect(request.fitted(asking: nil).theme.name == "default")
        // A terminal that is not one (a pipe) is not asked, and COLORFGBG still decides.
        let pipe = PipeTerminal()
        request.output.colorFGBG = "15;0"
        let opener = pipe.opener
        #expect(request.fitted(asking: { try? opener() }).theme.name == "night")
        #expect(pipe.drawn().isEmpty)
    }

    @Test func withoutACounterpartNothingIsAsked() {
        var request = PresentationRequest(sheet: .demo, theme: .builtInDefault)
        request.output.appearance = .dark
        #expect(request.fitted(asking: nil).theme == .builtInDefault)
    }
}

/// Asking a real pseudo-terminal, with the test answering as the terminal would. In the raw-mode
/// suite: raw mode and its signal handlers are process-wide.
extension TerminalRawModeTests {
    /// Plays the terminal: waits for the question, then answers with `reply`.
    static func answer(_ pty: PseudoTerminal, with reply: String?) -> Thread {
        let master = pty.master
        let thread = Thread {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 256)
            while !String(decoding: bytes, as: UTF8.self).contains("\u{1B}[c") {
                var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 30_000) > 0 else { return }
                let count = Glibc.read(master, &buffer, buffer.count)
                if count <= 0 { return }
                bytes += buffer[..<count]
            }
            if let reply { _ = reply.withCString { write(master, $0, strlen($0)) } }
        }
        thread.start()
        return thread
    }

    @Test(
        arguments: [
            ("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62c", "#000000"),
            ("\u{1B}]11;rgb:ff/ff/ff\u{07}\u{1B}[?62c", "#FFFFFF"),
            ("\u{1B}[?62c", nil),
            ("\u{1B}]11;rgb:ff/ff", nil),
        ] as [(String, String?)])
    func askingThePseudoTerminalReadsItsAnswerAndRestoresIt(_ reply: String, _ color: String?) throws {
        let pty = try PseudoTerminal()
        let before = pty.settings
        _ = Self.answer(pty, with: reply)
        let device = TerminalDevice(input: pty.slave, output: pty.slave)
        // A terminal that never ends its reply is waited for only as long as the timeout.
        #expect(TerminalBackground.ask(device, timeout: .seconds(5))?.hex == color)
        #expect(pty.settings.c_lflag == before.c_lflag)
        #expect(pty.settings.c_iflag == before.c_iflag)
        #expect(RawTerminalSignals.descriptor == -1)
    }
}
