/// A presenter that hands the work to another when its primary fails: how a failing plugin
/// falls back to `plain` without taking the host down.
///
/// Only failures of the kinds in ``fallbackKinds`` (by default ``PresentationError/Kind/plugin``)
/// fall back; a timeout the user's request set, or an interrupt, is the answer itself. Each
/// fallback is reported first, so a tool can say on stderr why the sheet looks plain.
///
/// ```swift
/// let presenter = FallbackPresenter(primary: plugin, fallback: PlainPresenter()) { error in
///     print("sheetctl: \(error.message); drawing with plain instead", to: &standardError)
/// }
/// ```
package struct FallbackPresenter: ActionSheetPresenter {
    /// The presenter tried first.
    package var primary: any ActionSheetPresenter
    /// The presenter used when the primary fails.
    package var fallback: any ActionSheetPresenter
    /// The failures that fall back.
    package var fallbackKinds: Set<PresentationError.Kind>
    /// Told each primary failure that falls back, before the fallback runs.
    package var report: @Sendable (PresentationError) -> Void

    /// Creates the wrapper.
    /// - Parameters:
    ///   - primary: The presenter tried first.
    ///   - fallback: The presenter used when the primary fails; `plain` by default.
    ///   - fallbackKinds: The failures that fall back; plugin failures by default.
    ///   - report: Told each failure that falls back.
    package init(
        primary: any ActionSheetPresenter, fallback: any ActionSheetPresenter = PlainPresenter(),
        fallbackKinds: Set<PresentationError.Kind> = [.plugin],
        report: @escaping @Sendable (PresentationError) -> Void = { _ in }
    ) {
        self.primary = primary
        self.fallback = fallback
        self.fallbackKinds = fallbackKinds
        self.report = report
    }

    package func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        do {
            return try primary.render(request)
        } catch  where fallbackKinds.contains(error.kind) {
            report(error)
            return try fallback.render(request)
        }
    }

    package func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
        do {
            return try primary.present(request)
        } catch  where fallbackKinds.contains(error.kind) {
            report(error)
            return try fallback.present(request)
        }
    }
}
