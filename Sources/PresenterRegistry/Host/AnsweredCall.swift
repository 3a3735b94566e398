public import ThemeKit

/// A call answered by ``ActionSheetHost/answer(_:script:onPrepared:)``: the answer as a value and as the
/// dialect writes it, what was shown, and why it failed when it did.
public struct AnsweredCall: Sendable {
    /// Why the call was not answered as asked.
    public enum Failure: Sendable, CustomStringConvertible {
        /// The call could not be prepared, or the host's routing file cannot be used.
        case host(HostError)
        /// Presenting failed: no terminal, a timeout (a scripted one too), an interrupt, a plugin.
        case presentation(PresentationError)
        /// The call is not what the script's entry expects: one line per difference.
        case unexpectedCall([String], at: SourceLocation?)
        /// The scripted answer names nothing the sheet shows.
        case scriptNamesNothing(String, entry: AnswerScript.Entry)
        /// The script has no answer left for this call (counted from 0).
        case noScriptedAnswer(call: Int)

        /// What went wrong, for a person; untrusted parts are not yet made safe for a terminal.
        public var description: String {
            switch self {
            case .host(let error): error.message
            case .presentation(let error): "cannot present the call: \(error.message)"
            case .unexpectedCall(let mismatches, _):
                "the call is not what was expected: " + mismatches.joined(separator: "; ")
            case .scriptNamesNothing(let mismatch, _): mismatch
            case .noScriptedAnswer(let call): "call \(call + 1) has no scripted answer"
            }
        }
    }

    /// The answer: a choice, a cancel, or a failure (a rejected call's, or why presenting failed).
    public var answer: CallAnswer
    /// ``answer`` as the call's dialect writes it, as compact JSON on one line.
    public var text: String
    /// The call's dialect, when it could be told.
    public var dialect: CallDialect?
    /// The sheet as shown, after the theme and the locale; `nil` when the call could not be read.
    public var sheet: ResolvedSheet?
    /// The mini program asking.
    public var app: String?
    /// The scripted answer that gave it, as written, when one did.
    public var scripted: String?
    /// Why the call was not answered as asked; `nil` for a choice or cancel made.
    public var failure: Failure?
    /// Why a theme the request itself named could not be used (the built-in default stood in).
    public var themeProblem: PreparedPresentation.ThemeProblem?
    /// The failures of a plugin that made `plain` present instead.
    public var fallbacks: [PresentationError] = []

    package func record(in log: inout CallLog) {
        log.record(sheet: sheet, dialect: dialect, app: app, answer: text, scripted: scripted)
    }
}
