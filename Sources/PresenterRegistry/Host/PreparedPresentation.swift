import SheetTerminal
import SheetText
import ThemeKit
import Synchronization

/// A sheet ready to draw or present: the presenter, its request, and everything found on the way.
public struct PreparedPresentation: Sendable {
    /// The presenter, after `auto` and the overrides; a failing plugin draws with `plain` (``fallbacks``).
    public let presenter: any ActionSheetPresenter
    /// The request the presenter gets: the sheet, the theme, the locale, the output.
    public var request: PresentationRequest
    /// The route after the overrides.
    public let route: Route
    /// The call's dialect, when the sheet came in one.
    public let dialect: CallDialect?
    /// Every problem found (a sheet file's unknown keys, a theme that fell back), in order.
    public let diagnostics: [Diagnostic]
    /// The texts the diagnostics point into.
    public let sources: [SourceText]
    /// The files read (or that would have been): the sheet, the theme and each theme it extends.
    public let inputs: [String]
    /// Why the named theme could not be used, when it could not: the built-in default stands in.
    public let themeProblem: ThemeProblem?
    /// Whether the request's own override named the theme.
    public let themeFromOverride: Bool
    /// The route's presenter that `auto` stands in for (``SheetRequest/drawsOnTerminal``).
    public let standInFor: String?
    let fallbackLog: FallbackLog

    /// Why a theme could not be used.
    public enum ThemeProblem: Sendable, Hashable {
        /// No theme has the name, or no file the path.
        case notFound
        /// Its file cannot be opened.
        case cannotOpen
        /// It was read but cannot be used.
        case unusable
    }

    /// Draws the sheet without interaction.
    /// - Returns: The drawing, ending in a line break.
    /// - Throws: ``PresentationError`` when the presenter cannot draw.
    public func render() throws(PresentationError) -> String { try presenter.render(request) }

    package func renderUTF8() throws(PresentationError) -> [UInt8] { Array(try render().utf8) }

    /// Shows the sheet and waits for the answer.
    /// - Returns: The choice or the cancel.
    /// - Throws: ``PresentationError`` when the sheet could not be shown or ended without an answer.
    public func present() throws(PresentationError) -> PresentationOutcome { try presenter.present(request) }

    /// An answer as compact JSON in the call's dialect (`my` when none): the one place a prepared
    /// call's answer is written, so its item count (`jsbridge`'s cancel) is always the call's.
    /// - Parameter answer: The choice, cancel or failure.
    public func callAnswer(_ answer: CallAnswer) -> String {
        answer.text(in: dialect ?? .my, itemCount: request.sheet.items.count)
    }

    /// The failures of a plugin that made `plain` draw instead, so far; each is told once.
    public func takeFallbacks() -> [PresentationError] { fallbackLog.drain() }

    /// Tells `observer` each failure of a plugin as it happens, before `plain` draws instead (so a
    /// note comes before the fallback's prompt).
    /// - Parameter observer: Told each failure, on the thread presenting.
    public func observeFallbacks(_ observer: @escaping @Sendable (PresentationError) -> Void) {
        fallbackLog.observe(observer)
    }
}

/// Filled from the presenter's callback, on any thread.
final class FallbackLog: Sendable {
    private let reasons = Mutex<[PresentationError]>([])
    private let observer = Mutex<(@Sendable (PresentationError) -> Void)?>(nil)

    func append(_ reason: PresentationError) {
        // Called outside the lock: an observer is user code.
        if let observer = observer.withLock({ $0 }) {
            observer(reason)
        } else {
            reasons.withLock { $0.append(reason) }
        }
    }

    func observe(_ observer: @escaping @Sendable (PresentationError) -> Void) {
        self.observer.withLock { $0 = observer }
    }

    func drain() -> [PresentationError] {
        reasons.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }
}
