import Foundation
import Testing

@testable import SheetctlCLI

/// `sheetctl preview --app/--registry/--locale`: the route picks presenter, theme and locale, and
/// flags beat it.
@Suite struct PreviewRoutingTests {
    private typealias S = PresentTestSupport

    /// A sheet without a cancel text, so the locale shows.
    static let sheet = "title: Routed\nitems: [One, Two]\n"

    private func preview(_ extra: [String], routing: String = S.routing, environment: [String: String] = [:]) throws
        -> (code: Int32, out: String, err: String, registry: String)
    {
        let scratch = try RegistryCommandTests.Scratch()
        let sheet = try scratch.write("sheet.yaml", Self.sheet)
        let registry = try scratch.write("registry.yaml", routing)
        let arguments = ["preview", "--sheet", sheet] + extra.map { $0 == "REGISTRY" ? registry : $0 }
        let result = SheetctlProcess.runInProcess(arguments, environment: environment)
        return (result.code, result.out, result.err, registry)
    }

    struct RouteCase: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var theme: String
        var cancel: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        RouteCase(
            name: "an exact ID", arguments: ["--app", "json-app", "--registry", "REGISTRY"], theme: "midnight",
            cancel: "キャンセル"),
        RouteCase(
            // dark sets no label of its own, so the sheet's platform (my) gives it, as present does.
            name: "a pattern", arguments: ["--app", "20210", "--registry", "REGISTRY"], theme: "dark", cancel: "取消"),
        RouteCase(
            name: "--theme beats the route",
            arguments: ["--app", "json-app", "--registry", "REGISTRY", "--theme", "high-contrast"],
            theme: "high-contrast", cancel: "キャンセル"),
        RouteCase(
            name: "--locale beats the route",
            arguments: ["--app", "json-app", "--registry", "REGISTRY", "--locale", "ko"],
            theme: "midnight", cancel: "취소"),
        RouteCase(
            name: "the registry from the environment", arguments: ["--app", "json-app"], theme: "midnight",
            cancel: "キャンセル"),
    ])
    func theRoutePicksPresenterThemeAndLocale(_ testCase: RouteCase) throws {
        let scratch = try RegistryCommandTests.Scratch()
        let registry = try scratch.write("env-registry.yaml", S.routing)
        let result = try preview(testCase.arguments, environment: ["SHEETCTL_REGISTRY": registry])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.isEmpty)
        let object = try #require(S.object(result.out), "json presenter expected: \(result.out)")
        #expect(object["theme"] as? String == testCase.theme)
        #expect((object["cancel"] as? [String: Any])?["text"] as? String == testCase.cancel)
    }

    @Test func presenterFlagBeatsTheRoute() throws {
        let result = try preview(["--app", "json-app", "--registry", "REGISTRY", "--presenter", "plain"])
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("Routed\n"))
        #expect(result.out.hasSuffix("0. キャンセル\n"))
    }

    @Test func theDefaultRouteAppliesToAnUnknownAppAndToRegistryAlone() throws {
        for extra in [["--app", "someone-else", "--registry", "REGISTRY"], ["--registry", "REGISTRY"]] {
            let result = try preview(extra, routing: "default: { presenter: json, theme: dark, locale: ja }\n")
            #expect(result.code == 0)
            let object = try #require(S.object(result.out))
            #expect(object["theme"] as? String == "dark")
            #expect((object["cancel"] as? [String: Any])?["text"] as? String == "キャンセル")
        }
    }

    /// Without --app or --registry a preview shows the sheet as it is, whatever the routing file says.
    @Test func withoutAppTheRoutingFileIsNotRead() throws {
        let scratch = try RegistryCommandTests.Scratch()
        let registry = try scratch.write("registry.yaml", "default: { presenter: nope }\n")
        let result = try preview([], environment: ["SHEETCTL_REGISTRY": registry])
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("Routed\n"))
    }

    @Test func aBrokenRouteThemeFallsBackWithDiagnostics() throws {
        let result = try preview(["--app", "broken-theme", "--registry", "REGISTRY"])
        #expect(result.code == 0)
        #expect(S.object(result.out)?["theme"] as? String == "default")
        #expect(result.err.contains("no theme named 'no-such-theme'"))
        #expect(result.err.contains("using the built-in default [theme-fallback]"))
    }

    @Test func anUnknownThemeNamedByTheFlagStillDrawsAndExits66() throws {
        let result = try preview(["--app", "json-app", "--registry", "REGISTRY", "--theme", "no-such-theme"])
        #expect(result.code == 66)
        #expect(S.object(result.out)?["theme"] as? String == "default")
    }

    @Test func aRoutingFileThatCannotBeUsedIs65() throws {
        let result = try preview(["--app", "x", "--registry", "REGISTRY"], routing: "default: { presenter: nope }\n")
        #expect(result.code == 65)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("\(result.registry):1:23: error: unknown presenter 'nope'"))
    }

    @Test func aNamedRoutingFileThatIsMissingIs66() throws {
        let result = try preview(["--app", "x", "--registry", "/nonexistent/registry.yaml"])
        #expect(result.code == 66)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("/nonexistent/registry.yaml"))
    }

    @Test func anUnknownPresenterFlagIsStillAUsageError() throws {
        let result = try preview(["--app", "json-app", "--registry", "REGISTRY", "--presenter", "jsn"])
        #expect(result.code == 64)
        #expect(result.err.hasPrefix("Error: unknown presenter 'jsn'\nDid you mean 'json'?\n"))
    }
}
