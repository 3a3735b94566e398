import PresenterRegistry
import ThemeKit

/// One drawing of `sheetctl preview`: the text drawn, the exit code it earns, and the files it
/// read, which `--watch` watches for the next save.
struct PreviewPass: Sendable {
    /// The drawing's UTF-8; `nil` when nothing could be drawn (the reasons are already on stderr).
    /// Bytes, as the one-shot path writes them: a large drawing is never made into a `String`.
    var utf8: [UInt8]?
    /// The exit code of a run that ends after this drawing: 0, or 65/66 when an input could not
    /// be used (a theme that fell back to the default still draws).
    var exitCode: Int32
    /// The files read, or that would have been read: the sheet, the theme and every theme it
    /// extends, the routing file. Standard input is never among them.
    var inputs: [String]
    /// What the drawing had to say on stderr, printed by the caller: after the drawing when
    /// `--watch` clears the screen for it, so a warning is not wiped away.
    var messages = RecordedMessages()
    var theme: Theme? = nil

    var drawing: String? { utf8.map { String(decoding: $0, as: UTF8.self) } }

    /// Whether the drawing comes from inputs that could all be used, so `--watch` shows it.
    var isGood: Bool { utf8 != nil && exitCode == ExitStatus.success }
}
