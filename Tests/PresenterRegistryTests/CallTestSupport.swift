import Foundation
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

/// Decodes a JSON call written in a test, named `call.json` in diagnostics.
func decodeCall(_ json: String, dialect: CallDialect? = nil) throws(CallRejection) -> ActionSheetCall {
    try ActionSheetCall.decode(jsonText: SourceText(name: "call.json", text: json), dialect: dialect)
}

/// The rejection a JSON call gets, or `nil` when it is accepted.
func rejection(_ json: String, dialect: CallDialect? = nil) -> CallRejection? {
    do {
        _ = try decodeCall(json, dialect: dialect)
        return nil
    } catch {
        return error
    }
}

/// The folder of this test target's fixtures.
let fixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")

/// The package's root folder.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Whether goldens should be rewritten rather than compared (`SHEETCTL_UPDATE_GOLDENS=1 swift test`).
let updatingGoldens = ProcessInfo.processInfo.environment["SHEETCTL_UPDATE_GOLDENS"] == "1"

/// Compares `actual` with a golden file, or writes it when updating goldens.
/// - Returns: The golden's text (the actual text when updating).
func golden(_ relativePath: String, _ actual: String) throws -> String {
    let url = fixturesDirectory.appendingPathComponent(relativePath)
    if updatingGoldens {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return actual
    }
    return try String(contentsOf: url, encoding: .utf8)
}

/// A theme unlike the default in every part a request can override.
let contrastTheme = Theme(
    name: "contrast",
    colors: ThemeColors(
        title: ThemeColor(hex: "#111111")!, message: ThemeColor(hex: "#222222")!, item: ThemeColor(hex: "#ABCDEF")!,
        destructive: ThemeColor(hex: "#FF0000")!, cancel: ThemeColor(hex: "#00FF00")!,
        background: ThemeColor(hex: "#000000")!, separator: ThemeColor(hex: "#333333")!,
        badge: ThemeColor(hex: "#444444")!, badgeText: ThemeColor(hex: "#555555")!),
    badges: BadgeStyles(numMax: 99, numOverflow: "99+"),
    cancel: CancelLabels(label: "Dismiss", localized: ["zh-Hans": "关闭"]))
