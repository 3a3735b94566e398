import SheetTerminal
/// Receives the outcome of ``ActionSheetPresenter/present(_:delegate:)``: the SDK's finish and cancel handlers.
public protocol PresentationDelegate: Sendable {
    /// The user chose the action at `index` in the request's items.
    func finish(index: Int)
    /// The user dismissed the sheet without choosing.
    func cancel()
    /// The sheet could not be shown, or no choice came (a timeout, an interrupt, a failing plugin).
    func fail(_ error: PresentationError)
}

extension ActionSheetPresenter {
    /// Presents the sheet and calls exactly one of the delegate's methods, once, before returning.
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
