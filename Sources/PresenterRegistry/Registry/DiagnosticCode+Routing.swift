import SheetText
import ThemeKit

extension DiagnosticCode {
    /// A route names a presenter that is neither built in, registered, nor a plugin on `PATH`.
    public static let unknownPresenter: DiagnosticCode = "unknown-presenter"
    /// An `apps` key is not an ID or a prefix pattern (`*` anywhere but at the end, `*` alone, empty).
    public static let badAppPattern: DiagnosticCode = "bad-pattern"
    /// The same ID or pattern appears twice under `apps`.
    public static let duplicateApp: DiagnosticCode = "duplicate-app"
    /// A route has a field other than `presenter`, `theme` and `locale`.
    public static let unknownRouteField: DiagnosticCode = "unknown-field"
    /// A routing file uses an alias, which it does not support.
    public static let routingAlias: DiagnosticCode = "alias-not-allowed"
    /// More problems were found than are reported.
    public static let tooManyProblems: DiagnosticCode = "too-many-problems"
}
