import SheetTerminal
import SheetText
import ThemeKit

/// What a front end asks an ``ActionSheetHost`` to present: the sheet, who asks, and what overrides the route.
///
/// ```swift
/// var request = SheetRequest(.call(SourceText(name: "call.json", text: json)))
/// request.app = "2021001234567890"
/// request.theme = "midnight"  // beats the route's theme
/// ```
public struct SheetRequest: Sendable {
    /// Where the sheet comes from.
    public enum Source: Sendable {
        /// A sheet built in code, or from command-line words.
        case sheet(ActionSheet)
        /// A mini program's call's JSON parameters; keys the dialect does not know are ignored, as the platforms do.
        case call(SourceText)
        /// A sheet file's text, YAML or JSON with a call's keys; unknown keys are warnings.
        case sheetFile(SourceText)
        /// A sheet file to read, by path; it is among the files the preparation read.
        case sheetPath(String)
        /// A call decoded already (``ActionSheetCall/decode(jsonText:dialect:)``), in its dialect.
        case decodedCall(ActionSheetCall)
    }

    /// Where the sheet comes from.
    public var source: Source
    /// The call's dialect, when the caller knows it; `nil` tells it from the keys.
    public var dialect: CallDialect?
    /// The mini program asking; `nil` takes the routing table's default route.
    public var app: String?
    /// A presenter name that beats the route's.
    public var presenter: String?
    /// A theme name or path that beats the route's.
    public var theme: String?
    /// A theme file's unsaved text, drawn in place of the file (its name is the file's path, so
    /// `extends` and `counterpart` are found from its folder). It beats ``theme`` and the route's.
    public var themeText: SourceText?
    /// A BCP 47 locale that beats the route's.
    public var locale: String?
    /// Where the sheet is drawn.
    public var output: OutputOptions
    /// Where a presenter that serves a page (`web`) serves it, and whom it tells its address.
    public var page = PageOptions()
    /// Whether the sheet is drawn on a terminal for a person (`sheetctl show`): a route whose presenter
    /// draws elsewhere is drawn with `auto` instead (``PreparedPresentation/standInFor``); an override never.
    public var drawsOnTerminal = false
    /// Whether a theme that cannot be used is replaced by the built-in default; when `false` (a stand-in
    /// would mislead), ``ActionSheetHost/prepare(_:)`` throws ``HostError/Kind/unusableTheme`` instead.
    public var fallsBackToDefaultTheme = true
    /// Whether the sheet file is read again on every save (`preview --watch`, a live page): it must
    /// then be a regular file, since a pipe cannot be read twice; one is refused, never waited on.
    public var readsSheetAgain = false
    /// Opens the terminal an interactive presenter draws on, when the caller has one open.
    package var terminal: TerminalOpener?

    /// Creates a request.
    /// - Parameters:
    ///   - source: Where the sheet comes from.
    ///   - app: The mini program asking.
    ///   - output: Where the sheet is drawn.
    public init(_ source: Source, app: String? = nil, output: OutputOptions = OutputOptions()) {
        self.source = source
        self.app = app
        self.output = output
    }
}
