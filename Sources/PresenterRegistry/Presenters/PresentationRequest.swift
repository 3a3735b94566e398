import SheetTerminal
public import ThemeKit

/// Everything a presenter is given, in one value.
public struct PresentationRequest: Sendable {
    /// The sheet to draw.
    public var sheet: ActionSheet
    /// The resolved theme.
    public var theme: Theme
    /// The theme's counterpart for the other appearance, when it names one.
    public var counterpart: Theme?
    /// The BCP 47 locale for the cancel label, when known.
    public var locale: String?
    /// The mini program asking, when known.
    public var appID: String?
    /// Properties of the output.
    public var output: OutputOptions
    /// Where a presenter that serves a page (`web`) serves it, and whom it tells.
    public var page = PageOptions()
    /// Used when neither the call nor the theme's own labels give one.
    package var platformCancelLabel: String?
    /// `nil` lets the presenter open the controlling terminal itself.
    package var terminal: TerminalOpener?

    /// Creates a request.
    public init(
        sheet: ActionSheet, theme: Theme = .builtInDefault, locale: String? = nil, appID: String? = nil,
        output: OutputOptions = OutputOptions()
    ) {
        self.sheet = sheet
        self.theme = theme
        self.locale = locale
        self.appID = appID
        self.output = output
    }
}

/// Properties of where a sheet is drawn.
public struct OutputOptions: Sendable, Hashable {
    /// The width to fit, in terminal cells.
    public var width: Int
    /// How many colours may be used.
    public var colorDepth: ColorDepth
    /// The index of the action the cursor starts on, for interactive presenters.
    public var selectedIndex: Int?
    /// The label of the action the cursor starts on; it wins over ``selectedIndex`` when one action has it.
    public var selectedLabel: String?
    /// The filter the picker starts with (`""`: nothing typed yet); `nil` starts with every action shown.
    public var filter: String?
    /// The most actions the user may choose; above 1, the answer is ``PresentationOutcome/choseSeveral(_:)``.
    public var limit = 1
    /// Whether the picker answers at once when the filter leaves one non-destructive action (fzf's `--select-1`).
    public var selectsIfOne = false
    /// Seconds to wait for a choice before failing with ``PresentationError/Kind/timedOut``; `nil` waits forever.
    public var timeout: Double?
    /// Whether the terminal can move its cursor (`TERM` set and not `dumb`), to redraw in place.
    public var cursorControl: Bool
    package var shortcuts: [Int: PickerShortcut] = [:]
    package var mouse = false
    /// No width having been requested, an interactive presenter follows the terminal as it is resized.
    package var followsTerminalWidth = false
    package var appearance: AppearanceChoice = .auto
    /// Whether rendering may ask the terminal for its background (OSC 11): only when output is a terminal.
    package var mayAskTerminal = false
    /// The appearance's fallback when the terminal is not asked or does not answer.
    package var colorFGBG: String?

    /// Creates options.
    public init(
        width: Int = 80, colorDepth: ColorDepth = .none, selectedIndex: Int? = nil, timeout: Double? = nil,
        cursorControl: Bool = false
    ) {
        self.width = width
        self.colorDepth = colorDepth
        self.selectedIndex = selectedIndex
        self.timeout = timeout
        self.cursorControl = cursorControl
    }

    package static let widths: ClosedRange<Int> = TerminalLimits.widths
}

extension ResolvedSheet {
    /// Applies the request's theme to its sheet.
    public init(_ request: PresentationRequest) {
        self.init(
            request.sheet, theme: request.theme, locale: request.locale,
            platformCancelLabel: request.platformCancelLabel)
    }
}
