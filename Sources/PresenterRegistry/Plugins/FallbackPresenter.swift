import SheetSystem
import SheetTerminal
/// How a failing plugin falls back to `plain`: only ``PresentationError/Kind/plugin`` falls back; a
/// timeout or an interrupt is the answer itself.
package struct FallbackPresenter: ActionSheetPresenter {
    var primary: any ActionSheetPresenter
    var fallback: any ActionSheetPresenter = PlainPresenter()
    /// Told before the fallback runs, so a tool can say on stderr why the sheet looks plain.
    var report: @Sendable (PresentationError) -> Void = { _ in }

    package func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        do {
            return try primary.render(request)
        } catch  where error.kind == .plugin {
            report(error)
            return try fallback.render(request)
        }
    }

    /// The request's timeout is one deadline for both: a plugin that fails late leaves the fallback the rest.
    package func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
        let clock = MonotonicClock()
        let start = clock.now
        do {
            return try primary.present(request)
        } catch  where error.kind == .plugin {
            var rest = request
            if let timeout = request.output.timeout {
                let left = timeout - Self.seconds(clock.now - start)
                guard left > 0 else { throw PresentationError.noChoice(within: timeout) }
                rest.output.timeout = left
            }
            report(error)
            do {
                return try fallback.present(rest)
            } catch  where error.kind == .timedOut {
                // Said of the whole wait, not of the part the fallback had.
                throw PresentationError.noChoice(within: request.output.timeout)
            }
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
