import Synchronization
import Testing
@testable import SheetTerminal

@testable import PresenterRegistry

#if canImport(Glibc)
    import Glibc
#endif

/// Sheets that exercise the terminal code: the demo, CJK, emoji and hostile texts.
enum TerminalFixtures {
    /// A named sheet with the width it is drawn at.
    struct Sheet: Sendable {
        var name: String
        var sheet: ActionSheet
        var width: Int
    }

    static let demo = Sheet(name: "demo", sheet: .demo, width: 80)

    static let cjk = Sheet(
        name: "cjk",
        sheet: ActionSheet(
            title: "分享这张照片到朋友圈或者发送给好友请选择一个方式",
            message: "写真を共有します。送信先を選んでください。",
            items: [
                ActionSheetItem("发送给朋友"),
                ActionSheetItem("分享到朋友圈", badge: .num("120")),
                ActionSheetItem("收藏", badge: .text("新功能")),
                ActionSheetItem("日本語のとても長い項目名はここで切られます"),
                ActionSheetItem("한국어 항목", badge: .point),
                ActionSheetItem("ＦＵＬＬＷＩＤＴＨ删除"),
            ],
            cancelButtonText: "取消", destructiveIndex: 5),
        width: 40)

    static let emoji = Sheet(
        name: "emoji",
        sheet: ActionSheet(
            title: "Family 👨‍👩‍👧‍👦 photos",
            items: [
                ActionSheetItem("Send 👍🏽 to 🇯🇵 and 🇫🇷 friends"),
                ActionSheetItem("Keycaps 1️⃣ #️⃣ *️⃣", badge: .text("🔥🔥")),
                ActionSheetItem("Hearts ❤️ ♥ 😀 text ☺︎"),
                ActionSheetItem("Scotland 🏴󠁧󠁢󠁳󠁣󠁴󠁿 flag", badge: .more),
                ActionSheetItem("Combining e\u{301} a\u{308} n\u{303}"),
                ActionSheetItem("A long line of emoji 😀😃😄😁😆😅😂🤣🥲😊😇🙂"),
            ],
            destructiveIndex: 5),
        width: 40)

    static let hostile = Sheet(
        name: "hostile",
        sheet: ActionSheet(
            title: "Pay\u{1B}[31mNOW\u{1B}[0m\u{7}\u{0}",
            message: "line1\nline2\rover\ttab\u{7F}del\u{9B}31mC1\u{85}NEL",
            items: [
                ActionSheetItem("\u{202E}gnp.exe", badge: .text("\u{1B}]0;t\u{7}")),
                ActionSheetItem("iso\u{2066}late\u{2069}d \u{2067}x\u{2068}y\u{2069}"),
                ActionSheetItem("zero\u{200B}width\u{FEFF}bom\u{200E}\u{200F}\u{061C}"),
                ActionSheetItem("sep\u{2028}para\u{2029} soft\u{AD}hyphen \u{2060}wj a\u{200D}b"),
                ActionSheetItem("\u{1B}P+q\u{1B}\\ dcs \u{9D}osc\u{9C} \u{1B}c"),
            ],
            cancelButtonText: "\u{1B}[2J\u{1B}[HCancel", destructiveIndex: 0),
        width: 60)

    static let all = [demo, cjk, emoji, hostile]

    /// Every scalar that must never reach a terminal raw: C0, DEL, C1, the separators and every
    /// format (Cf) character of Unicode.
    static let unsafeScalars: [Unicode.Scalar] = {
        var scalars: [Unicode.Scalar] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            switch value {
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: scalars.append(scalar)
            default: if scalar.properties.generalCategory == .format { scalars.append(scalar) }
            }
        }
        return scalars
    }()

    /// The text with the presenter's own SGR sequences (`ESC [ [0-9;]* m`) taken out.
    static func strippingSGR(_ text: String) -> String {
        var out: [Unicode.Scalar] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
                if end < scalars.count, scalars[end] == "m" {
                    index = end + 1
                    continue
                }
            }
            out.append(scalars[index])
            index += 1
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: out)
        return result
    }
}

/// Records what a presenter reported, for tests.
final class OutcomeRecorder: PresentationDelegate {
    enum Outcome: Equatable {
        case finish(Int)
        case cancel
        case fail(PresentationError.Kind)
    }

    private let outcomes = Mutex<[Outcome]>([])

    var all: [Outcome] { outcomes.withLock { $0 } }

    func finish(index: Int) { outcomes.withLock { $0.append(.finish(index)) } }
    func cancel() { outcomes.withLock { $0.append(.cancel) } }
    func fail(_ error: PresentationError) { outcomes.withLock { $0.append(.fail(error.kind)) } }
}

/// A pair of pipes that stand in for a terminal: the test writes keys into one and reads the
/// drawing from the other.
final class PipeTerminal {
    let inputRead: Int32
    let inputWrite: Int32
    let outputRead: Int32
    let outputWrite: Int32

    init() {
        var input: [Int32] = [-1, -1]
        var output: [Int32] = [-1, -1]
        precondition(pipe(&input) == 0 && pipe(&output) == 0)
        (inputRead, inputWrite) = (input[0], input[1])
        (outputRead, outputWrite) = (output[0], output[1])
    }

    deinit {
        // The input's write end may be closed already; closing it twice could close a descriptor
        // that another test has since been given.
        shutdownInput()
        for descriptor in [inputRead, outputRead, outputWrite] { close(descriptor) }
    }

    /// Types bytes; `close` ends the input afterwards.
    func type(_ bytes: [UInt8], close closing: Bool = true) {
        _ = bytes.withUnsafeBytes { write(inputWrite, $0.baseAddress, $0.count) }
        if closing { shutdownInput() }
    }

    func type(_ text: String, close closing: Bool = true) { type(Array(text.utf8), close: closing) }

    private var inputClosed = false
    func shutdownInput() {
        guard !inputClosed else { return }
        inputClosed = true
        close(inputWrite)
    }

    /// A device over the pipes, as a presenter's terminal opener.
    ///
    /// The closure keeps the pipes alive: Swift may release an object after its last use, and a
    /// test's last use of the pipes can come before the presenter reads them, whose descriptors
    /// another test could by then have been given.
    var opener: TerminalOpener {
        nonisolated(unsafe) let pipes = self
        return { () throws(PresentationError) -> TerminalDevice in
            TerminalDevice(input: pipes.inputRead, output: pipes.outputWrite)
        }
    }

    /// Everything written so far (reads without blocking).
    func drawn() -> String {
        _ = fcntl(outputRead, F_SETFL, fcntl(outputRead, F_GETFL) | O_NONBLOCK)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(outputRead, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
