import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Real faults met by the built binary: a full disk and a read-only file system under
/// `registry set` (in a private `tmpfs`), an unreadable theme (as an unprivileged user), and
/// special files and symbolic-link loops where files belong.
@Suite final class FaultEndToEndTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "sheetctl-faults-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        try? FileManager.default.removeItem(atPath: folder)
    }

    static let routing = "# the routes of this host\napps:\n  a: { theme: x }\n"

    /// Mounts a 64 KiB `tmpfs` on `$1`, writes the routing file, damages the file system as
    /// `$3` says (`full`: fill it; `readonly`: remount it read-only), runs `sheetctl $4…` and
    /// prints its exit status and then the routing file.
    static let faultScript = """
        set -u
        dir=$1; bin=$2; fault=$3; shift 3
        mount -t tmpfs -o size=64k tmpfs "$dir" || exit 90
        printf '%s' "$ROUTING" > "$dir/r.yaml"
        case "$fault" in
          full) head -c 1048576 /dev/zero > "$dir/fill" 2>/dev/null ;;
          readonly) : > "$dir/r.yaml.lock"; mount -o remount,ro "$dir" || exit 91 ;;
          readonly-unlocked) mount -o remount,ro "$dir" || exit 91 ;;
        esac
        "$bin" "$@" --registry "$dir/r.yaml"
        echo "exit=$?"
        cat "$dir/r.yaml"
        ls -A "$dir" | tr '\\n' ' '
        """

    struct Fault: Sendable, CustomTestStringConvertible {
        var fault: String
        var arguments: [String]
        var reason: String
        var step: String
        var testDescription: String { "\(fault): \(arguments.joined(separator: " "))" }
    }

    static let faults: [Fault] = [
        Fault(
            fault: "full", arguments: ["registry", "set", "b", "--theme", "dark"], reason: "no space left on device",
            step: "writing the temporary file"),
        Fault(
            fault: "full", arguments: ["registry", "unset", "a"], reason: "no space left on device",
            step: "writing the temporary file"),
        Fault(
            fault: "readonly", arguments: ["registry", "set", "b", "--theme", "dark"],
            reason: "read-only file system", step: "creating the temporary file"),
        Fault(
            fault: "readonly", arguments: ["registry", "unset", "a"], reason: "read-only file system",
            step: "creating the temporary file"),
        // Without a lock file from an earlier edit, the first thing the read-only folder refuses is
        // the lock file: the reason given must be that, not that the lock file is missing.
        Fault(
            fault: "readonly-unlocked", arguments: ["registry", "set", "b", "--theme", "dark"],
            reason: "read-only file system", step: "lock"),
    ]

    @Test(
        .enabled(if: Namespace.canMount, "user and mount namespaces are not allowed here"),
        arguments: faults)
    func aRealFaultDuringAnEditLeavesTheOldFileAndSaysWhy(_ fault: Fault) throws {
        let binary = try #require(SheetctlProcess.binary)
        let mountPoint = folder + "/mnt"
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: false)
        let script = "ROUTING='\(Self.routing)'\n" + Self.faultScript
        let result = try Namespace.runMounting(script, [mountPoint, binary, fault.fault] + fault.arguments)
        #expect(!result.timedOut)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "exit=74", "\(result.stdout)\(result.stderr)")
        // The file is whole and unchanged, and no temporary file is left behind.
        #expect(lines.dropFirst().joined(separator: "\n").hasPrefix(Self.routing))
        let left = String(lines.last ?? "").split(separator: " ").filter { $0 != "fill" && $0 != "r.yaml.lock" }
        #expect(left == ["r.yaml"])
        let file = mountPoint + "/r.yaml"
        #expect(
            result.stderr
                == (fault.step == "lock"
                    ? "sheetctl: cannot open the lock file '\(file).lock': \(fault.reason)\n"
                    : "sheetctl: cannot write '\(file)': \(fault.reason) (\(fault.step)); the old file is unchanged\n"))
    }

    @Test(.enabled(if: Namespace.canDropPrivileges, "user namespaces are not allowed here"))
    func aThemeFileThatCannotBeReadIsAnErrorNamingIt() throws {
        let theme = folder + "/secret.yaml"
        try Data("name: secret\n".utf8).write(to: URL(fileURLWithPath: theme))
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: theme)

        let lint = try Namespace.runUnprivileged(["lint", theme])
        #expect(lint.code == 66)
        #expect(lint.stderr.contains("cannot open '\(theme)': permission denied [unreadable-file]"))

        let listed = try Namespace.runUnprivileged(["themes", "list", "--theme-path", folder])
        #expect(listed.code == 0)
        #expect(listed.stdout.contains("secret"))

        let shown = try Namespace.runUnprivileged(["themes", "show", "secret", "--theme-path", folder])
        #expect(shown.code != 0)
        #expect(shown.stderr.contains("permission denied"))
    }

    @Test func aRoutingFileThatIsAFIFOIsRefusedAtOnce() throws {
        let fifo = folder + "/fifo.yaml"
        #expect(mkfifo(fifo, 0o600) == 0)
        for arguments in [
            ["registry", "resolve", "a"], ["registry", "list"], ["registry", "set", "a", "--theme", "x"],
        ] {
            let result = try SheetctlProcess.run(arguments + ["--registry", fifo], timeout: 20)
            #expect(!result.timedOut, "\(arguments) hung on a FIFO")
            #expect(result.code == 66, "\(arguments)")
            #expect(result.stderr.contains("'\(fifo)'"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("is not a regular file"), "\(arguments): \(result.stderr)")
        }
    }

    @Test func aRoutingFileThatIsAFolderIsRefusedAtOnce() throws {
        for arguments in [["registry", "resolve", "a"], ["registry", "list"]] {
            let result = try SheetctlProcess.run(arguments + ["--registry", folder], timeout: 20)
            #expect(!result.timedOut)
            #expect(result.code == 66, "\(arguments)")
            #expect(result.stderr.contains("'\(folder)': is a directory"), "\(arguments): \(result.stderr)")
        }
    }

    @Test func themesListAndLookUpTerminateOnASymbolicLinkLoop() throws {
        try Data("name: mine\n".utf8).write(to: URL(fileURLWithPath: folder + "/mine.yaml"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: folder + "/self.yaml", withDestinationPath: "self.yaml")
        let path = "\(folder):\(folder)/loop:\(folder)/loop/loop"
        let listed = try SheetctlProcess.run(
            ["themes", "list"], environment: ["SHEETCTL_THEME_PATH": path], timeout: 20)
        #expect(!listed.timedOut)
        #expect(listed.code == 0)
        #expect(listed.stdout.contains("mine"))
        #expect(!listed.stdout.contains("self"))
        let shown = try SheetctlProcess.run(
            ["themes", "show", "self"], environment: ["SHEETCTL_THEME_PATH": path], timeout: 20)
        #expect(!shown.timedOut)
        #expect(shown.code != 0)
        #expect(shown.stderr.contains("[theme-not-found]"))
    }

    @Test func lintRefusesTwoHundredThousandBracketsWithALocatedError() throws {
        let file = folder + "/deep.yaml"
        try Data(("name: deep\npalette: " + String(repeating: "[", count: 200_000)).utf8).write(
            to: URL(fileURLWithPath: file))
        let result = try SheetctlProcess.run(["lint", file], timeout: 60)
        #expect(!result.timedOut)
        #expect(result.code == 1)
        #expect(result.stderr.contains("\(file):2:"))
        #expect(result.stderr.contains("[nesting-too-deep]"))
    }
}
