import SheetTerminal
/// Draws action sheets: the Linux counterpart of the SDK's `GRVActionSheetDelegate`.
///
/// A presenter receives one ``PresentationRequest`` value, so new request fields never break it.
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

    /// Shows the sheet and waits for the user, blocking: the SDK's `showActionSheet`.
    /// - Parameter request: The sheet, its theme and the output's properties.
    /// - Returns: ``PresentationOutcome/chose(_:)`` with an index into the request's items, or
    ///   ``PresentationOutcome/cancelled``.
    /// - Throws: ``PresentationError`` when the sheet could not be shown or no choice came (a timeout, say).
    func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome
}
