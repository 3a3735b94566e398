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
