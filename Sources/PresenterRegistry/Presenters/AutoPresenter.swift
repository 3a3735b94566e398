/// Chooses for the output: ``AnsiPresenter`` when colour is on (the request's colour depth is not
/// ``ColorDepth/none``), else ``PlainPresenter``.
public struct AutoPresenter: ActionSheetPresenter {
    private let ansi: AnsiPresenter
    private let plain: PlainPresenter

    /// Creates the presenter.
    /// - Parameters:
    ///   - ansi: The presenter for colour terminals.
    ///   - plain: The presenter for everything else.
    public init(ansi: AnsiPresenter = AnsiPresenter(), plain: PlainPresenter = PlainPresenter()) {
        self.ansi = ansi
        self.plain = plain
    }

    /// The presenter a request gets.
    /// - Parameter request: The request.
    /// - Returns: The ANSI presenter when the request may use colour, else the plain one.
    public func chosen(for request: PresentationRequest) -> any ActionSheetPresenter {
        request.output.colorDepth == .none ? plain : ansi
    }

    public func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        // The same choice as `chosen(for:)`, without boxing the presenter.
        request.output.colorDepth == .none ? try plain.render(request) : try ansi.render(request)
    }

    public func present(_ request: PresentationRequest, delegate: any PresentationDelegate) {
        chosen(for: request).present(request, delegate: delegate)
    }
}
