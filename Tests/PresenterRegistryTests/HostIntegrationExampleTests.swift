import Foundation
import PresenterRegistry
import PresenterTesting
import Testing
@testable import SheetTerminal
@testable import SheetText
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

        func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
            .chose(0)
        }
    }

    /// Answers one call the way the guide shows: a host set up once, then one call.
    static func answer(callJSON: String, app: String, routingFile: String, themes: String) throws(HostError) -> String {
        let configuration = HostConfiguration(routingFile: routingFile, themeDirectories: [themes])
        configuration.presenters.register("first") { FirstActionPresenter() }
        let host = try ActionSheetHost(configuration: configuration)
        return host.answer(callJSON: callJSON, app: app)  // {"index":0}, {"errMsg":"showActionSheet:ok","tapIndex":0}, a cancel or a failure
    }

    /// The guide's first example is the code of ``answer(callJSON:app:routingFile:themes:)``, line for
    /// line: at most 4 lines, none of them swallowing an error with `try?`.
    @Test func theGuidesExampleIsTheCodeRunHere() throws {
        let guide = try String(contentsOfFile: Self.root + "/docs/host-integrators.md", encoding: .utf8)
        let block = try #require(guide.components(separatedBy: "```swift\n").dropFirst().first)
        let lines = block.components(separatedBy: "```")[0].split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("func answer(") })
        let body = Array(lines[(start + 1)...].prefix { $0 != "}" })
        #expect(body.count <= 4 && !body.isEmpty, "\(body)")
        #expect(!body.contains { $0.contains("try?") })
        let here = try String(contentsOfFile: #filePath, encoding: .utf8)
        #expect(
            here.contains(body.map { "    " + $0 }.joined(separator: "\n")),
            "the guide's example is not the code run here")
    }

    /// A routing file written for the run.
    static func file(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "registry-" + UUID().uuidString + ".yaml"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The package's folder.
    static let root: String = {
        var root = #filePath
        for _ in 0..<3 { root = String(root[..<root.lastIndex(of: "/")!]) }
        return root
    }()

    /// The package's own themes, standing in for the folder a deployed host ships its themes in.
    static let themes = root + "/themes"

    static let routing = """
        default: { presenter: plain, theme: default }
        apps:
          "2021*": { presenter: first, theme: dark, locale: zh-Hans }
        """

    @Test func aRoutedCallIsAnsweredInItsDialect() throws {
        let routing = try Self.file(Self.routing)
        defer { unlink(routing) }
        #expect(
            try Self.answer(
                callJSON: #"{"items": ["Share", "Delete"]}"#, app: "2021000000000001", routingFile: routing,
                themes: Self.themes)
                == #"{"index":0}"#)
        #expect(
            try Self.answer(
                callJSON: #"{"itemList": ["A", "B"]}"#, app: "2021000000000001", routingFile: routing,
                themes: Self.themes)
                == #"{"errMsg":"showActionSheet:ok","tapIndex":0}"#)
    }

    /// A routing file that cannot be used is thrown with where it goes wrong, never dropped.
    @Test(arguments: [
        ("apps: [1, 2\n" as String?, HostError.Kind.unusableRouting, true), (nil, .cannotOpenRouting, false),
    ])
    func aRoutingProblemIsThrownWithItsPlace(_ text: String?, _ kind: HostError.Kind, _ located: Bool) throws {
        let routing = try text.map(Self.file) ?? NSTemporaryDirectory() + "no-such-registry.yaml"
        defer { unlink(routing) }
        do throws(HostError) {
            _ = try Self.answer(callJSON: #"{"items": ["A"]}"#, app: "2021", routingFile: routing, themes: Self.themes)
            Issue.record("no error")
        } catch {
            #expect(error.kind == kind)
            #expect(!error.diagnostics.isEmpty)
            #expect((error.diagnostics.first?.location != nil) == located)
        }
    }

    /// An entry that cannot be used is left out, and the host says so: a located warning.
    @Test func anEntryLeftOutIsAWarningOfTheHost() throws {
        let routing = try Self.file("apps:\n  x: { presenter: nobody-has-this }\n  \"2021*\": { presenter: plain }\n")
        defer { unlink(routing) }
        let host = try ActionSheetHost(routingFile: routing, themeDirectories: [Self.themes])
        #expect(host.diagnostics.map(\.location?.start.line) == [2])
        #expect(host.routing.route(for: "2021").presenter == "plain")
    }

    @Test func theExamplePresenterKeepsTheContract() {
        #expect(PresenterContract.checkRender(FirstActionPresenter()).isEmpty)
        #expect(
            PresenterContract.checkPresent(
                FirstActionPresenter(), sample: PresenterContract.samples[0], expecting: .finish(index: 0)
            ).isEmpty)
        // The SDK-shaped adapter hands the same outcome to a delegate.
        let delegate = RecordingPresentationDelegate()
        FirstActionPresenter().present(PresentationRequest(sheet: .demo), delegate: delegate)
        #expect(delegate.events == [.finish(index: 0)])
    }

    @Test func aRejectedCallGetsTheDialectsFailure() throws {
        #expect(
            try Self.answer(
                callJSON: #"{"items": []}"#, app: "2021", routingFile: Self.file(Self.routing), themes: Self.themes
            )
            .hasPrefix(#"{"error":2,"errorMessage":"invalid parameter!""#))
    }

    @Test func aSheetBuiltInCodeIsPreparedWithItsRoutesThemeAndPresenter() throws {
        var host = ActionSheetHost(themes: ThemeLibrary(searchPath: ThemeSearchPath(directories: [Self.themes])))
        host.presenters.register("first") { FirstActionPresenter() }
        host.routing = try RoutingFile.load(SourceText(name: "r.yaml", text: Self.routing), catalog: host.presenters)
        let sheet = try ActionSheet(title: "Photo", buttons: [.cancel(), .default("Share"), .destructive("Delete")])
        let prepared = try host.prepare(SheetRequest(.sheet(sheet), app: "2021000000000001"))
        #expect(prepared.route == Route(presenter: "first", theme: "dark", locale: "zh-Hans"))
        #expect(prepared.request.theme.name == "dark")
        #expect(prepared.themeProblem == nil)
        #expect(ResolvedSheet(prepared.request).cancelLabel == "取消")
        #expect(try prepared.present() == .chose(0))
        #expect(try prepared.render().contains("Delete"))
    }

    @Test func theCancelLabelFollowsOneRule() throws {
        let host = ActionSheetHost(themes: ThemeLibrary(searchPath: ThemeSearchPath(directories: [Self.themes])))
        func label(_ call: String, theme: String? = nil, locale: String? = nil) throws -> String {
            var request = SheetRequest(.call(SourceText(name: "c.json", text: call)))
            request.theme = theme
            request.locale = locale
            return ResolvedSheet(try host.prepare(request).request).cancelLabel
        }
        let folder = FileManager.default.temporaryDirectory.path + "/host-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let german = folder + "/de.yaml"
        try "name: de\ncancel: { label: Abbrechen }\n".write(toFile: german, atomically: true, encoding: .utf8)
        #expect(try label(#"{"items": ["A"], "cancelButtonText": "Nope"}"#, theme: german) == "Nope")  // the call's
        #expect(try label(#"{"items": ["A"]}"#, locale: "ja") == "キャンセル")  // the theme's translation
        #expect(try label(#"{"items": ["A"]}"#, theme: german) == "Abbrechen")  // a label the theme sets
        #expect(try label(#"{"items": ["A"]}"#, theme: german, locale: "fr") == "Abbrechen")
        #expect(try label(#"{"items": ["A"]}"#) == "取消")  // the dialect's
        #expect(try label(#"{"itemList": ["A"]}"#, locale: "fr") == "取消")
        let demo = try host.prepare(SheetRequest(.sheet(.demo)))
        #expect(ResolvedSheet(demo.request).cancelLabel == "Cancel")  // the built-in default's
    }
}
