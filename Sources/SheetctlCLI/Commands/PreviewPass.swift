import PresenterRegistry
import ThemeKit

/// The files it read are what `--watch` watches for the next save.
struct PreviewPass: Sendable {
    /// `nil` when nothing could be drawn (the reasons are on stderr); bytes, so a drawing is never made a `String`.
    var utf8: [UInt8]?
    /// 0, or 65/66 when an input could not be used (a theme that fell back to the default still draws).
    var exitCode: Int32
    /// Read, or that would have been read; never standard input.
    var inputs: [String]
    /// Printed by the caller after a drawing `--watch` cleared the screen for, so a warning is not wiped away.
    var messages = RecordedMessages()
    var theme: Theme? = nil

    var drawing: String? { utf8.map { String(decoding: $0, as: UTF8.self) } }

    var isGood: Bool { utf8 != nil && exitCode == ExitStatus.success }
}
