// ThemeKit's public API speaks in SheetText's types: a host that imports ThemeKit gets them with it.
@_exported public import SheetText
