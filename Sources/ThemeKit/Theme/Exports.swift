// ThemeKit's public API speaks in SheetText's words (``Diagnostic``, ``SourceLocation``,
// ``SourceText``, ``DiagnosticCode``): a host that imports ThemeKit gets them with it.
@_exported public import SheetText
