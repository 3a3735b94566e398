import SheetTerminal
/// Chooses for the output, the one place `auto` is decided: ``AnsiPresenter`` when colour is on
/// (the request's colour depth is not ``ColorDepth/none``) or, to present, when the terminal can
/// move its cursor (``OutputOptions/cursorControl``: a keyboard picker without colour still works,
/// and `NO_COLOR` asks for no colour, not for typing numbers); else ``PlainPresenter``.
package struct AutoPresenter: ActionSheetPresenter {
    var ansi = AnsiPresenter()
    var plain = PlainPresenter()

    package func chosen(for request: PresentationRequest, presenting: Bool = false) -> any ActionSheetPresenter {
        request.output.colorDepth != .none || (presenting && request.output.cursorControl) ? ansi : plain
    }

    package func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        // The same choice as `chosen(for:)`, without boxing the presenter.
        request.output.colorDepth == .none ? try plain.render(request) : try ansi.render(request)
    }

    package func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
        try chosen(for: request, presenting: true).present(request)
    }
}
