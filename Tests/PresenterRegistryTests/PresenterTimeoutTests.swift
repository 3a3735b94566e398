import Testing
import ThemeKit

@testable import PresenterRegistry

/// A host may put any `Double` in ``OutputOptions/timeout``: the interactive presenters wait as
/// long as it says, or as long as they ever wait, but never trap converting it (a `Duration`
/// traps past about 9.2e18 seconds, poll's milliseconds past 9.2e15), which would leave the
/// terminal raw.
@Suite struct PresenterTimeoutTests {
    static let sheet = ActionSheet(items: [ActionSheetItem("A"), ActionSheetItem("B"), ActionSheetItem("C")])

    static func request(timeout: Double) -> PresentationRequest {
        PresentationRequest(sheet: sheet, output: OutputOptions(timeout: timeout))
    }

    @Test(arguments: [1e16, 1e19, 1e300, Double.infinity, Double.nan, Double.greatestFiniteMagnitude])
    func aTimeoutTooLongToConvertStillWaitsForTheKeys(_ seconds: Double) {
        let ansi = PipeTerminal()
        ansi.type("j\r")
        let picked = OutcomeRecorder()
        AnsiPresenter(openTerminal: ansi.opener).present(Self.request(timeout: seconds), delegate: picked)
        #expect(picked.all == [.finish(1)])

        let plain = PipeTerminal()
        plain.type("2\n")
        let typed = OutcomeRecorder()
        PlainPresenter(openTerminal: plain.opener).present(Self.request(timeout: seconds), delegate: typed)
        #expect(typed.all == [.finish(1)])
    }

    @Test(arguments: [0, -1, -1e300, -Double.infinity])
    func noTimeOrLessTimesOutAtOnce(_ seconds: Double) {
        let ansi = PipeTerminal()
        ansi.type("", close: false)
        let picked = OutcomeRecorder()
        AnsiPresenter(openTerminal: ansi.opener).present(Self.request(timeout: seconds), delegate: picked)
        #expect(picked.all == [.fail(.timedOut)])

        let plain = PipeTerminal()
        plain.type("", close: false)
        let typed = OutcomeRecorder()
        PlainPresenter(openTerminal: plain.opener).present(Self.request(timeout: seconds), delegate: typed)
        #expect(typed.all == [.fail(.timedOut)])
    }
}
