import SheetTerminal
/// The one place `auto` is decided: ``AnsiPresenter`` with colour, or to present when the cursor can
/// move (`NO_COLOR` asks for no colour, not for typing numbers); else ``PlainPresenter``.
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
