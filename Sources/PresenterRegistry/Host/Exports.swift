// The presenters' public API speaks in SheetTerminal's words (``PresentationError``,
// ``ColorDepth``, ``TerminalText``): a host that imports PresenterRegistry gets them with it.
@_exported public import SheetTerminal
