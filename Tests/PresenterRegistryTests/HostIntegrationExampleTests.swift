import PresenterRegistry
import Testing
import ThemeKit

/// The example of docs/host-integrators.md, compiled and run, so the guide cannot drift from the API.
@Suite struct HostIntegrationExampleTests {
    /// A host's own presenter: here it chooses the first action without asking anyone.
    struct FirstActionPresenter: ActionSheetPresenter {
        func render(_ request: PresentationRequest) throws(PresentationError) -> String {
            let sheet = ResolvedSheet(request)
            let lines = [sheet.title, sheet.message].compactMap { $0 } + sheet.items.map(\.text) + [sheet.cancelLabel]
            return lines.map(TerminalText.sanitize).joined(separator: "\n") + "\n"
        }

        func present(_ request: PresentationRequest, delegate: any PresentationDelegate) {
            delegate.finish(index: 0)
        }
    }

    /// Answers one call the way the guide shows: decode, route, theme, present, answer.
    static func answer(callJSON: String, app: String, routing: String) -> String {
        // The presenters: built-ins, plugins on PATH, and the host's own.
        let catalog = PresenterCatalog(searchPath: nil)
        catalog.register("first") { FirstActionPresenter() }

        // The call, in either dialect.
        let call: ActionSheetCall
        do throws(CallRejection) {
            call = try ActionSheetCall.decode(jsonText: SourceText(name: "call.json", text: callJSON))
        } catch {
            return error.answer().compactText  // {"error":2,...} or {"errMsg":"showActionSheet:fail ..."}
        }

        // The route of this mini program: presenter, theme, locale.
        let route: Route
        do throws(DiagnosticError) {
            route = try RoutingFile.load(SourceText(name: "registry.yaml", text: routing), catalog: catalog)
                .resolve(app).route
        } catch {
            route = .builtIn
        }

        // The theme; a broken one never takes the host down.
        let library = ThemeLibrary(searchPath: .standard(environment: [:]))
        let theme = library.loadOrDefault(route.theme).theme ?? .builtInDefault

        // Present, and turn the outcome into the dialect's answer.
        let presenter = catalog.presenter(named: route.presenter) ?? PlainPresenter()
        let delegate = RecordingPresentationDelegate()
        presenter.present(
            PresentationRequest(sheet: call.sheet, theme: theme, locale: route.locale, appID: app),
            delegate: delegate)
        let answer: CallAnswer =
            switch delegate.waitForOutcome(timeout: 60) {
            case .finish(let index): .selected(index)
            case .cancel: .cancelled
            case .fail(let error): .failed(error.message)
            case nil: .failed("no answer")
            }
        return answer.text(in: call.dialect)
    }

    static let routing = """
        default: { presenter: plain, theme: default }
        apps:
          "2021*": { presenter: first, theme: dark, locale: zh-Hans }
        """

    @Test func aRoutedCallIsAnsweredInItsDialect() {
        #expect(
            Self.answer(callJSON: #"{"items": ["Share", "Delete"]}"#, app: "2021000000000001", routing: Self.routing)
                == #"{"index":0}"#)
        #expect(
            Self.answer(callJSON: #"{"itemList": ["A", "B"]}"#, app: "2021000000000001", routing: Self.routing)
                == #"{"tapIndex":0}"#)
    }

    @Test func theExamplePresenterKeepsTheContract() {
        #expect(PresenterContract.checkRender(FirstActionPresenter()).isEmpty)
        let delegate = RecordingPresentationDelegate()
        FirstActionPresenter().present(PresentationRequest(sheet: .demo), delegate: delegate)
        #expect(delegate.events == [.finish(index: 0)])
    }

    @Test func aRejectedCallGetsTheDialectsFailure() {
        #expect(
            Self.answer(callJSON: #"{"items": []}"#, app: "2021", routing: Self.routing)
                .hasPrefix(#"{"error":2,"errorMessage":"invalid parameter!""#))
    }
}
