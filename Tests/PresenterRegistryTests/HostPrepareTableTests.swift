import Foundation
import PresenterRegistry
import Testing
import ThemeKit

/// The host's drawing path as a table: sheet, routing file, theme folder and request fields → the
/// route, the theme problem, the diagnostics and the drawing (or the failure), so a pipeline bug
/// fails here, at the library, before any command runs.
@Suite struct HostPrepareTableTests {
    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var app: String?
        var sheet = "title: Photo\nitems: [Share, Delete]\n"
        var theme: String? = nil
        var fallsBack = true
        var presenter = "plain"
        var locale: String? = nil
        var drawnTheme = "default"
        var problem: PreparedPresentation.ThemeProblem? = nil
        var failure: HostError.Kind? = nil
    }

    static let routing = """
        default: { presenter: plain, theme: default }
        apps:
          html-app: { presenter: html, locale: ja }
          ocean-app: { presenter: plain, theme: ocean, locale: zh-Hans }
          missing-theme: { presenter: plain, theme: no-such-theme }
          broken-theme: { presenter: plain, theme: broken }
        """

    static let cases: [Case] = [
        Case(description: "no app: the default route", app: nil),
        Case(description: "a route's presenter and locale", app: "html-app", presenter: "html", locale: "ja"),
        Case(description: "a route's theme from the folder", app: "ocean-app", locale: "zh-Hans", drawnTheme: "ocean"),
        Case(
            description: "the request's theme beats the route's", app: "ocean-app", theme: "default", locale: "zh-Hans"),
        Case(description: "a theme not found falls back", app: "missing-theme", problem: .notFound),
        Case(description: "a broken theme falls back", app: "broken-theme", problem: .unusable),
        Case(
            description: "no stand-in theme when the request says so", app: "broken-theme", fallsBack: false,
            failure: .unusableTheme),
        Case(description: "a sheet with no items", app: nil, sheet: "items: []\n", failure: .unusableSheet),
        Case(description: "an unknown presenter", app: nil, theme: nil, presenter: "nope", failure: .unknownPresenter),
    ]

    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "host-prepare-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path + "/themes", withIntermediateDirectories: true)
        try routing.write(toFile: path + "/registry.yaml", atomically: true, encoding: .utf8)
        try "name: ocean\n".write(toFile: path + "/themes/ocean.yaml", atomically: true, encoding: .utf8)
        try "name: broken\ncolors: { item: nope }\n".write(
            toFile: path + "/themes/broken.yaml", atomically: true, encoding: .utf8)
        return path
    }

    @Test(arguments: cases)
    func thePreparedSheet(_ c: Case) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let host = try ActionSheetHost(routingFile: folder + "/registry.yaml", themeDirectories: [folder + "/themes"])
        var request = SheetRequest(.sheetFile(SourceText(name: "sheet.yaml", text: c.sheet)), app: c.app)
        request.theme = c.theme
        request.fallsBackToDefaultTheme = c.fallsBack
        if c.failure == .unknownPresenter { request.presenter = c.presenter }
        let prepared: PreparedPresentation
        do throws(HostError) {
            prepared = try host.prepare(request)
        } catch {
            #expect(error.kind == c.failure, "\(error.message)")
            if error.kind != .unknownPresenter { #expect(!error.diagnostics.isEmpty || !error.message.isEmpty) }
            return
        }
        #expect(c.failure == nil, "prepared, not \(String(describing: c.failure))")
        #expect(prepared.route.presenter == c.presenter)
        #expect(prepared.route.locale == c.locale)
        #expect(prepared.request.theme.name == c.drawnTheme)
        #expect(prepared.themeProblem == c.problem)
        // A theme problem is said, located, in the diagnostics; a clean run says nothing.
        #expect(
            prepared.diagnostics.contains { $0.severity == .error } == (c.problem != nil), "\(prepared.diagnostics)")
        let drawing = String(decoding: try prepared.renderUTF8(), as: UTF8.self)
        #expect(drawing.contains("Share"), "\(drawing)")
    }
}
