import Foundation
import PresenterRegistry
import SheetTerminal
import Synchronization
import Testing
import ThemeKit

/// What a front end asks of the host as fields of its request, as a table: request fields, routing
/// file and themes → the presentation or the failure, its diagnostics and the files read. A front
/// end (`show`, `--watch`, the gallery, the web presenter) asks; it never edits routes or themes.
@Suite struct HostRequestFieldTests {
    /// How a case's theme is named.
    enum ThemeNaming: Sendable {
        /// By the request's own override.
        case override
        /// By the route of the app `themed`.
        case route
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        /// The theme file's name in the run's folder, and its text; `nil` for a theme that does not exist.
        var theme: (name: String, text: String?)
        var naming: ThemeNaming
        var fallsBack: Bool
        /// The failure's kind, or `nil` for a presentation.
        var kind: HostError.Kind?
        var problem: PreparedPresentation.ThemeProblem
        var status: Int32
        /// A diagnostic code that must be among those given.
        var code: String
    }

    static let broken = "name: broken\ncolors: { title: 12 }\n"

    static let cases: [Case] = [
        Case(
            testDescription: "a host's default: a missing theme falls back", theme: ("gone", nil), naming: .override,
            fallsBack: true, kind: nil, problem: .notFound, status: 66, code: "theme-fallback"),
        Case(
            testDescription: "no stand-in: a missing theme is a failure", theme: ("gone", nil), naming: .override,
            fallsBack: false, kind: .unusableTheme, problem: .notFound, status: 66, code: "theme-not-found"),
        Case(
            testDescription: "no stand-in: a broken theme the route names is a failure",
            theme: ("broken", broken), naming: .route, fallsBack: false, kind: .unusableTheme, problem: .unusable,
            status: 65, code: "bad-color"),
        Case(
            testDescription: "a host's default: a broken theme the route names falls back",
            theme: ("broken", broken), naming: .route, fallsBack: true, kind: nil, problem: .unusable, status: 65,
            code: "theme-fallback"),
        Case(
            testDescription: "no stand-in: a broken theme file named by path is a failure",
            theme: ("broken.yaml", broken), naming: .override, fallsBack: false, kind: .unusableTheme,
            problem: .unusable, status: 65, code: "bad-color"),
    ]

    @Test(arguments: cases)
    func aThemeThatCannotBeUsed(_ c: Case) throws {
        let folder = NSTemporaryDirectory() + "host-fields-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let isPath = c.theme.name.hasSuffix(".yaml")
        let themeFile = folder + "/" + (isPath ? c.theme.name : c.theme.name + ".yaml")
        if let text = c.theme.text { try text.write(toFile: themeFile, atomically: true, encoding: .utf8) }
        let themeName = isPath ? themeFile : c.theme.name
        let routing = folder + "/registry.yaml"
        try "apps:\n  themed: { presenter: plain, theme: \(themeName) }\n".write(
            toFile: routing, atomically: true, encoding: .utf8)
        let host = try ActionSheetHost(routingFile: routing, themeDirectories: [folder])

        var request = SheetRequest(.sheet(.demo), app: "themed")
        if c.naming == .override {
            request.app = nil
            request.theme = themeName
        }
        request.fallsBackToDefaultTheme = c.fallsBack
        do throws(HostError) {
            let prepared = try host.prepare(request)
            #expect(c.kind == nil, "prepared, with \(prepared.diagnostics.map(\.code.rawValue))")
            #expect(prepared.themeProblem == c.problem)
            #expect(prepared.themeProblem?.exitStatus == c.status)
            #expect(prepared.request.theme.name == Theme.builtInDefault.name)
            #expect(prepared.diagnostics.map(\.code.rawValue).contains(c.code))
        } catch {
            #expect(error.kind == c.kind)
            #expect(error.themeProblem == c.problem)
            #expect(error.exitStatus == c.status)
            #expect(error.message == "the theme '\(themeName)' cannot be used")
            let codes = error.diagnostics.map(\.code.rawValue)
            #expect(codes.contains(c.code), "\(codes)")
            // Nothing stands in, so no note says that something does.
            #expect(!codes.contains("theme-fallback"))
            if c.theme.text != nil {
                // The broken theme's file is among those read (a front end that draws again on
                // every save watches it), and its text is at hand to quote.
                #expect(error.inputs.contains(themeFile), "\(error.inputs)")
                #expect(error.sources.contains { $0.name == themeFile })
            }
        }
    }

    /// A sheet file read again on every save must be a regular file: a pipe is refused with a
    /// located message, never waited on, and the path is still among the files to watch.
    @Test func aSheetReadAgainMustBeARegularFile() throws {
        let fifo = NSTemporaryDirectory() + "host-fields-" + UUID().uuidString + ".yaml"
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        var request = SheetRequest(.sheetPath(fifo))
        request.readsSheetAgain = true
        do throws(HostError) {
            _ = try ActionSheetHost().prepare(request)
            Issue.record("a pipe was read")
        } catch {
            #expect(error.kind == .cannotOpenSheet)
            #expect(error.inputs == [fifo])
            #expect(error.diagnostics.contains { $0.message.contains("is not a regular file") }, "\(error.diagnostics)")
        }
    }

    /// A sheet file read again that is a regular file is read as any other.
    @Test func aSheetReadAgainFromAFileIsDrawn() throws {
        let file = NSTemporaryDirectory() + "host-fields-" + UUID().uuidString + ".yaml"
        try "items: [One, Two]\n".write(toFile: file, atomically: true, encoding: .utf8)
        defer { unlink(file) }
        var request = SheetRequest(.sheetPath(file))
        request.readsSheetAgain = true
        request.presenter = "plain"
        let prepared = try ActionSheetHost().prepare(request)
        #expect(prepared.inputs.first == file)
        #expect(try prepared.render().contains("One"))
    }

    /// An editor's unsaved text of a theme file is drawn in its place, as that file: the theme it
    /// extends is found beside the file, and the file is among the inputs to watch.
    @Test func aThemesUnsavedTextIsDrawnAsItsFile() throws {
        let folder = NSTemporaryDirectory() + "host-fields-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "name: brand\ncolors:\n  title: \"#101010\"\n".write(
            toFile: folder + "/brand.yaml", atomically: true, encoding: .utf8)
        try "name: mine\nextends: brand\ncolors:\n  item: \"#0000FF\"\n".write(
            toFile: folder + "/mine.yaml", atomically: true, encoding: .utf8)
        var request = SheetRequest(.sheet(.demo))
        request.theme = "midnight"
        request.themeText = SourceText(
            name: folder + "/mine.yaml", text: "name: mine\nextends: brand\ncolors:\n  item: \"#FF0000\"\n")
        request.fallsBackToDefaultTheme = false
        let prepared = try ActionSheetHost().prepare(request)
        #expect(prepared.request.theme.name == "mine")
        #expect(prepared.request.theme.colors.item == ThemeColor(hex: "#FF0000"))
        #expect(prepared.request.theme.colors.title == ThemeColor(hex: "#101010"))
        #expect(prepared.inputs.contains(folder + "/mine.yaml"))
        #expect(prepared.inputs.contains(folder + "/brand.yaml"))
    }

    /// A presenter that records the page options it is given.
    final class PageRecorder: ActionSheetPresenter {
        let seen = Mutex<[PageOptions]>([])
        func render(_ request: PresentationRequest) throws(PresentationError) -> String {
            seen.withLock { $0.append(request.page) }
            return "drawn\n"
        }
        func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
            seen.withLock { $0.append(request.page) }
            request.page.tell?("at the page")
            return .chose(0)
        }
    }

    /// A page presenter registered once serves each call where the call's request asks
    /// (``SheetRequest/page``): nothing about one run is baked into the catalog.
    @Test func thePagePresenterServesWhereTheRequestAsks() throws {
        let recorder = PageRecorder()
        let presenters = PresenterCatalog(searchPath: nil)
        presenters.registerDrawingOffTerminal("page") { recorder }
        let host = ActionSheetHost(presenters: presenters)
        let told = Mutex<[String]>([])
        var request = SheetRequest(.call(SourceText(name: "call.json", text: #"{"items": ["A"]}"#)))
        request.presenter = "page"
        request.page = PageOptions(address: "::1", port: 8080) { line in told.withLock { $0.append(line) } }
        #expect(host.answer(request).text == #"{"index":0}"#)
        var second = request
        second.page = PageOptions()
        #expect(try host.prepare(second).render() == "drawn\n")
        let seen = recorder.seen.withLock { $0 }
        #expect(seen.map(\.address) == ["::1", nil])
        #expect(seen.map(\.port) == [8080, nil])
        #expect(told.withLock { $0 } == ["at the page"])
    }

    /// `auto` where a terminal could draw the picker but none can be opened: the answer's failure is
    /// the typed ``PresentationError`` of kind `noTerminal`, which a host catches (and ends with 65
    /// as `sheetctl present` does), in the call's dialect, never a crash.
    @Test func withoutATerminalAutoIsATypedFailure() {
        var request = SheetRequest(
            .call(SourceText(name: "call.json", text: #"{"itemList": ["A", "B"]}"#)),
            output: OutputOptions(colorDepth: .ansi256, cursorControl: true))
        request.terminal = { () throws(PresentationError) -> TerminalDevice in
            throw PresentationError(.noTerminal, "no terminal here")
        }
        let host = ActionSheetHost()
        let answered = host.answer(request, onPrepared: nil)
        guard case .presentation(let error)? = answered.failure else {
            Issue.record("no presentation failure: \(String(describing: answered.failure))")
            return
        }
        #expect(error.kind == .noTerminal)
        #expect(answered.exitStatus == 65)
        #expect(answered.text.hasPrefix(#"{"errMsg":"showActionSheet:fail"#), "\(answered.text)")
    }

    /// A routing file that cannot be used is thrown with its text, so a host quotes the line each
    /// diagnostic points at without reading the file again.
    @Test func aRoutingFileThatCannotBeUsedComesWithItsText() throws {
        let file = NSTemporaryDirectory() + "host-fields-" + UUID().uuidString + ".yaml"
        try "default: { presenter: plain }\napps: [1, 2\n".write(toFile: file, atomically: true, encoding: .utf8)
        defer { unlink(file) }
        do throws(HostError) {
            _ = try ActionSheetHost(routingFile: file)
            Issue.record("a broken routing file was used")
        } catch {
            #expect(error.kind == .unusableRouting)
            #expect(error.sources.map(\.name) == [file])
            let rendered = DiagnosticRenderer(sources: error.sources).render(error.diagnostics)
            #expect(rendered.contains(" | "), "\(rendered)")
            #expect(rendered.contains("^"), "\(rendered)")
        }
        let tolerant = ActionSheetHost.tolerating(HostConfiguration(routingFile: file))
        #expect(tolerant.routingProblem?.sources.map(\.name) == [file])
    }
}
