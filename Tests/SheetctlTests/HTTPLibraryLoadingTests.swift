import Foundation
import Testing

/// libmicrohttpd, and GnuTLS with it, is loaded only by a command that serves: the others start
/// without it, and a machine without it can still run everything but serving, which then says
/// which package to install.
@Suite struct HTTPLibraryLoadingTests {
    /// The libraries the dynamic loader reports loading for a run (`LD_DEBUG=libs`), from its
    /// "calling init:" lines.
    private static func loadedLibraries(_ arguments: [String], input: String = "") throws -> (
        libraries: [String], result: SheetctlProcess.Result
    ) {
        var environment = SheetctlProcess.cleanEnvironment
        environment["LD_DEBUG"] = "libs"
        let result = try SheetctlProcess.run(arguments, input: Data(input.utf8), environment: environment)
        let libraries = result.stderr.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "calling init: ") else { return nil }
            return String(line[range.upperBound...])
        }
        return (libraries, result)
    }

    private static func isHTTPLibrary(_ path: String) -> Bool {
        path.contains("libmicrohttpd") || path.contains("libgnutls")
    }

    @Test func lintLoadsNeitherLibmicrohttpdNorGnuTLS() throws {
        let (libraries, result) = try Self.loadedLibraries(["lint", LintTestSupport.packageRoot + "/themes/dark.yaml"])
        #expect(result.code == 0, "\(result.stderr.suffix(2000))")
        // The loader's report is there (libyaml is loaded), and names no HTTP library.
        #expect(libraries.contains { $0.contains("libyaml") }, "\(libraries)")
        #expect(!libraries.contains(where: Self.isHTTPLibrary), "\(libraries)")
    }

    @Test func aServerThatStartsLoadsLibmicrohttpd() throws {
        // An address not on this machine: the library is loaded, then listening fails at once.
        let (libraries, result) = try Self.loadedLibraries(["preview", "--serve", "--address", "192.0.2.1"])
        #expect(result.code == 74)
        #expect(libraries.contains { $0.contains("libmicrohttpd") }, "\(libraries)")
        #expect(result.stderr.contains("sheetctl: cannot listen on 192.0.2.1:0: cannot assign requested address"))
    }

    /// Hides the library's files (`/dev/null` mounted over each, in a private mount namespace),
    /// then runs the command.
    private static let hidingScript = """
        for f in /usr/lib/*/libmicrohttpd.so* /usr/lib/libmicrohttpd.so* /usr/local/lib/libmicrohttpd.so*; do
            [ -e "$f" ] && mount --bind /dev/null "$(readlink -f "$f")"
        done
        binary=$1; shift
        printf '%s' '{"items":["Share","Delete"]}' | "$binary" "$@"
        """

    static let servingCommands: [[String]] = [
        ["preview", "--serve"],
        ["present", "--app", "2021001234567890", "--presenter", "web"],
    ]

    @Test(
        .enabled(if: Namespace.canMount, "user and mount namespaces are not allowed here"),
        arguments: servingCommands)
    func withoutLibmicrohttpdServingFailsSayingWhatToInstall(_ arguments: [String]) throws {
        let binary = try #require(SheetctlProcess.binary)
        let result = try Namespace.runMounting(Self.hidingScript, [binary] + arguments)
        #expect(!result.timedOut)
        // 74, as for any server that cannot start: the command could not do its input and output.
        #expect(result.code == 74, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stderr.contains(
                "cannot load libmicrohttpd.so.12, which serving needs: install libmicrohttpd (Debian: the libmicrohttpd12 package)\n"
            ), "\(result.stderr)")
    }

    @Test(.enabled(if: Namespace.canMount, "user and mount namespaces are not allowed here"))
    func withoutLibmicrohttpdEverythingElseRuns() throws {
        let binary = try #require(SheetctlProcess.binary)
        let result = try Namespace.runMounting(
            Self.hidingScript, [binary, "present", "--app", "2021001234567890", "--choose", "1"])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"index":1}"# + "\n", "\(result.stdout)")
    }
}
