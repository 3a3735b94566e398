import SheetText
import ThemeKit

/// Why an ``ActionSheetHost`` could not prepare a presentation.
public struct HostError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure: a closed list, so whoever maps failures to exit codes handles every kind.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// The call or sheet was read but cannot be used; ``HostError/callAnswer`` holds the failure object.
        case unusableSheet
        /// The sheet file cannot be opened.
        case cannotOpenSheet
        /// The request's own presenter override names no presenter.
        case unknownPresenter
        /// The route names a presenter that cannot be found.
        case brokenRoute
        /// The routing file was read but cannot be used; ``HostError/diagnostics`` say where.
        case unusableRouting
        /// The routing file cannot be opened (it was named and is missing, or cannot be read).
        case cannotOpenRouting
        /// The theme cannot be used and the request takes no stand-in; ``HostError/themeProblem`` says why.
        case unusableTheme
    }

    /// What kind of failure.
    public var kind: Kind
    /// What happened, for a person; untrusted parts are not yet made safe for a terminal.
    public var message: String
    /// The located problems, when there are any.
    public var diagnostics: [Diagnostic] = []
    /// The texts the diagnostics point into.
    public var sources: [SourceText] = []
    /// Names close to a mistyped one, best first.
    public var suggestion: String?
    /// The answer the call's dialect gives a call that cannot be used, as compact JSON.
    public var callAnswer: String?
    /// Why the theme could not be used, for ``Kind/unusableTheme``.
    public var themeProblem: PreparedPresentation.ThemeProblem?
    /// The files read, or that would have been, before the failure: a front end that redraws watches them.
    public var inputs: [String] = []

    public var description: String { message }
}
