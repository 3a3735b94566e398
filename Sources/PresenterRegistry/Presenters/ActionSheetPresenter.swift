import SheetTerminal
/// Draws action sheets: the Linux counterpart of the SDK's `GRVActionSheetDelegate`.
///
/// A presenter receives one ``PresentationRequest`` value, so new request fields never break
/// existing presenters (as swift-log's `LogHandler` receives one event).
///
/// ```swift
/// struct Upper: ActionSheetPresenter {
///     func render(_ request: PresentationRequest) throws(PresentationError) -> String {
///         request.sheet.items.map { $0.text.uppercased() }.joined(separator: "\n") + "\n"
///     }
///     func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
///         .cancelled
///     }
/// }
/// ```
public protocol ActionSheetPresenter: Sendable {
    /// Draws the sheet without interaction, for a preview.
    /// - Parameter request: The sheet, its theme and the output's properties.
    /// - Returns: The drawing, ending in a line break.
    /// - Throws: ``PresentationError`` when the presenter cannot draw (a plugin that fails, say).
    func render(_ request: PresentationRequest) throws(PresentationError) -> String

    /// Shows the sheet and waits for the user: the SDK's `showActionSheet`, with its finish and
    /// cancel handlers as the returned outcome.
    ///
    /// It blocks until the user answers, as drawing on a terminal or waiting for a plugin does; a
    /// host that must not block calls it from a task of its own.
    /// - Parameter request: The sheet, its theme and the output's properties.
    /// - Returns: ``PresentationOutcome/chose(_:)`` with an index into the request's items, or
    ///   ``PresentationOutcome/cancelled``.
    /// - Throws: ``PresentationError`` when the sheet could not be shown, or showing it ended
    ///   without a choice or a dismissal (a timeout, an interrupt, a failing plugin).
    func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome
}

/// A presenter that can also give its drawing as UTF-8 bytes, without making a `String` of it.
///
/// A drawing written to a file or a pipe needs no string; for a large sheet, making one checks
/// every byte of the drawing again. ``PreparedPresentation/renderUTF8()`` asks for bytes from a
/// presenter that has them, and takes the string's UTF-8 from any other.
package protocol UTF8RenderingPresenter: ActionSheetPresenter {
    /// The UTF-8 of what ``ActionSheetPresenter/render(_:)`` returns, byte for byte.
    /// - Parameter request: The sheet, its theme and the output's properties.
    /// - Returns: The drawing's bytes, ending in a line break.
    /// - Throws: ``PresentationError`` when the presenter cannot draw.
    func renderUTF8(_ request: PresentationRequest) throws(PresentationError) -> [UInt8]
}
