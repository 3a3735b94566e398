import SheetText
extension DiagnosticCode {
    /// A string that is not `#RGB`, `#RRGGBB`, `#AARRGGBB` or a palette name.
    public static let badColor: DiagnosticCode = "bad-color"
    /// A colour left empty because YAML read its unquoted `#` as the start of a comment.
    public static let unquotedColor: DiagnosticCode = "unquoted-color"
    /// A theme file whose canonical form would not mean what it means (``ThemeFormatter``).
    public static let cannotFormat: DiagnosticCode = "cannot-format"
    /// A colour names a palette entry that neither the file nor a theme it extends defines.
    public static let unknownPaletteName: DiagnosticCode = "unknown-palette-name"
    /// A palette key that is not a name (it must start with a letter).
    public static let badPaletteName: DiagnosticCode = "bad-palette-name"
    /// A translation's key that is not a language tag.
    public static let badLanguageTag: DiagnosticCode = "bad-language-tag"
    /// A value that is not one of the words its key takes (`appearance: dim`).
    public static let badChoice: DiagnosticCode = "bad-choice"
    /// A key the format requires is missing (a theme's `name`).
    public static let missingKey: DiagnosticCode = "missing-key"
    /// A number below its minimum, or an empty string where text is needed.
    public static let outOfRange: DiagnosticCode = "out-of-range"
    /// `extends` leads back to a theme already being loaded.
    public static let extendsCycle: DiagnosticCode = "extends-cycle"
    /// `extends` chains more themes than ``ThemeLibrary/maxExtendsDepth``.
    public static let extendsTooDeep: DiagnosticCode = "extends-too-deep"
    /// No theme has the name, or no file the path, that `extends` or `--theme` gives.
    public static let themeNotFound: DiagnosticCode = "theme-not-found"
    /// `counterpart` names a theme that is not on the theme search path, or a file that cannot be read.
    public static let counterpartNotFound: DiagnosticCode = "counterpart-not-found"
    /// `counterpart` names the theme it is in.
    public static let counterpartIsSelf: DiagnosticCode = "counterpart-is-self"
    /// A theme and its counterpart have the same appearance (both light, or both dark).
    public static let counterpartSameAppearance: DiagnosticCode = "counterpart-same-appearance"
    /// Following `counterpart` from theme to theme comes back to the first only after more than two.
    public static let counterpartCycle: DiagnosticCode = "counterpart-cycle"
    /// The counterpart does not name this theme back (it names another, or none).
    public static let counterpartNotMutual: DiagnosticCode = "counterpart-not-mutual"
    /// Text on the background is below WCAG AA contrast (4.5:1); a warning.
    public static let lowContrast: DiagnosticCode = "low-contrast"
    /// Text below the APCA lightness contrast its role needs (Lc 75 body, Lc 60 other text); a warning.
    public static let lowAPCAContrast: DiagnosticCode = "low-apca-contrast"
    /// A badge's text on its fill below WCAG AA contrast (4.5:1); a warning.
    public static let lowBadgeTextContrast: DiagnosticCode = "low-badge-text-contrast"
    /// A badge's fill on the background below the 3:1 WCAG asks of what is not text; a warning.
    public static let lowBadgeContrast: DiagnosticCode = "low-badge-contrast"
    /// The destructive and the item colour too alike under a colour-vision deficiency or in greyscale; a warning.
    public static let destructiveIndistinct: DiagnosticCode = "destructive-indistinct"
    /// A number badge's overflow label that is the more badge's glyph, so the two cannot be told apart; a warning.
    public static let overflowLikeMore: DiagnosticCode = "overflow-like-more"
    /// A palette entry no colour refers to; a warning.
    public static let unusedPaletteEntry: DiagnosticCode = "unused-palette-entry"
    /// A theme file whose file name is not the name it declares; a warning.
    public static let fileNameMismatch: DiagnosticCode = "file-name-mismatch"
    /// A theme could not be used, and the built-in default was used instead; a note.
    public static let themeFallback: DiagnosticCode = "theme-fallback"
}
