import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What a plugin starts does not outlive its run, whether or not it cooperates: a descendant
/// that cleared its environment (and with it any mark the host put there), or that also left
/// the plugin's session, is ended when the run ends.
@Suite struct PluginContainmentEndToEndTests {
    typealias P = SheetctlProcess

    @Test func aDescendantWithAClearedEnvironmentIsEndedWithTheRun() throws {
        let marker = "sheetctl-test-\(UUID().uuidString)"
        let plugins = try InteractiveShowTests.pluginFolder(
            "escapes",
            script: """
                cat >/dev/null
                env -i /bin/sh -c 'sleep 300; : \(marker)-cleared' </dev/null >/dev/null 2>&1 &
                env -i setsid /bin/sh -c 'sleep 300; : \(marker)-session' </dev/null >/dev/null 2>&1 &
                echo '{"index": 1}'
                """)
        defer {
            try? FileManager.default.removeItem(atPath: plugins)
            for pid in InteractiveShowTests.processes(mentioning: marker) { kill(pid, SIGKILL) }
        }
        var environment = P.cleanEnvironment
        environment["PATH"] = plugins + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let result = try P.run(
            ["present", "--presenter", "escapes"], input: Data(PresentTestSupport.myCall.utf8),
            environment: environment)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"index":1}"# + "\n")
        // Ended and reaped before the host exits: nothing is left to find.
        let left = InteractiveShowTests.processes(mentioning: marker)
        #expect(left.isEmpty, "left running: \(left)")
    }
}
