// The public API speaks in SheetTerminal's words (``PresentationError``, ``ColorDepth``): hosts get them here.
@_exported public import SheetTerminal
