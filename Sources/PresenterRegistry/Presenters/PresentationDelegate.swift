import SheetTerminal
/// Receives the outcome of ``ActionSheetPresenter/present(_:delegate:)``: the SDK's finish and
/// cancel handlers, plus a way to say that the sheet could not be shown.
public protocol PresentationDelegate: Sendable {
    /// The user chose the action at `index` in the request's items.
    func finish(index: Int)
    /// The user dismissed the sheet without choosing.
    func cancel()
    /// The sheet could not be shown, or showing it ended without a choice or a dismissal
    /// (a timeout, an interrupt, a failing plugin).
    func fail(_ error: PresentationError)
}

extension ActionSheetPresenter {
    /// Presents the sheet and hands the outcome to a delegate: the SDK's
    /// `showActionSheet(param, finishHandler, cancelHandler)` shape, for hosts that want callbacks.
    ///
    /// Exactly one of the delegate's methods is called, once, before this returns.
    /// - Parameters:
    ///   - request: The sheet, its theme and the output's properties.
    ///   - delegate: Receives the outcome.
    public func present(_ request: PresentationRequest, delegate: any PresentationDelegate) {
        do throws(PresentationError) {
            switch try present(request) {
            case .chose(let index): delegate.finish(index: index)
            case .cancelled: delegate.cancel()
            // A delegate takes one answer: a host that sets a limit reads the outcome of present(_:).
            case .choseSeveral(let indices): indices.first.map { delegate.finish(index: $0) } ?? delegate.cancel()
            }
        } catch {
            delegate.fail(error)
        }
    }
}
