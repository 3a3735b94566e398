import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `-o PATH` through the built binary, for each kind of thing at the path: a regular file (mode
/// kept, replaced whole), nothing yet (its folder made), a symbolic link (written through), a
/// FIFO and a socket (written to, never renamed over), the null and full devices and
/// `/dev/stdout` (in a private `/dev`, so the machine's own devices are never at stake), a
/// folder, and `-`.
@Suite final class OutputFileEndToEndTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "sheetctl-output-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    static let plainDrawing: String = {
        (try? SheetctlProcess.run(["preview", "--presenter", "plain"]).stdout) ?? ""
    }()

    static func type(of path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    func read(_ name: String) throws -> String { try String(contentsOfFile: folder + "/" + name, encoding: .utf8) }

    @Test func aRegularFileIsReplacedWholeAndKeepsItsMode() throws {
        let path = folder + "/sheet.txt"
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        try #require(chmod(path, 0o640) == 0)
        let result = try SheetctlProcess.run(["preview", "--presenter", "plain", "-o", path])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try read("sheet.txt") == Self.plainDrawing)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["sheet.txt"])
    }

    struct FolderCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var output: String
        var expected: String
        var testDescription: String { (arguments + ["-o", output]).joined(separator: " ") }
    }

    static let folderCases = [
        FolderCase(
            arguments: ["preview", "--presenter", "svg"], output: "new/pictures/sheet.svg", expected: "</svg>\n"),
        FolderCase(
            arguments: [
                "themes", "import",
                LintTestSupport.packageRoot + "/Tests/ThemeKitTests/Fixtures/base16/current-base16.yaml",
            ], output: "NEWDIR/x.yaml", expected: "name: x\n"),
    ]

    @Test(arguments: folderCases) func aMissingFolderIsMade(_ test: FolderCase) throws {
        let result = try SheetctlProcess.run(test.arguments + ["-o", folder + "/" + test.output])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(try read(test.output).contains(test.expected))
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: false)
        try "old\n".write(toFile: folder + "/real/sheet.txt", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.txt", withDestinationPath: "real/sheet.txt")
        let result = try SheetctlProcess.run(["preview", "--presenter", "plain", "-o", folder + "/link.txt"])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(Self.type(of: folder + "/link.txt") == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.txt") == "real/sheet.txt")
        #expect(try read("real/sheet.txt") == Self.plainDrawing)
    }

    @Test func aFIFOIsWrittenToItsReaderAndStaysAFIFO() throws {
        let fifo = folder + "/drawing"
        try #require(mkfifo(fifo, 0o600) == 0)
        // The reader gives up after a while, so a sheetctl that replaced the FIFO ends the test.
        let result = try ShellScript.run(
            """
            timeout -s KILL 20 cat "$2" > "$3" & reader=$!
            "$1" preview --presenter plain -o "$2"; echo "exit=$?"
            wait $reader; echo "reader=$?"
            """, [fifo, folder + "/got"])
        #expect(result.stdout == "exit=0\nreader=0\n", "\(result.stderr)")
        #expect(try read("got") == Self.plainDrawing)
        #expect(Self.type(of: fifo) == S_IFIFO)
    }

    @Test func aSocketIsConnectedToAndWritten() throws {
        let path = folder + "/listen.sock"
        let listener = try UnixListener(path: path)
        let result = try SheetctlProcess.run(["preview", "--presenter", "plain", "-o", path])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(try listener.acceptAndRead() == Self.plainDrawing)
        #expect(Self.type(of: path) == S_IFSOCK)
    }

    @Test func aFolderIsRefusedWith74() throws {
        let result = try SheetctlProcess.run(["preview", "-o", folder])
        #expect(result.code == 74)
        #expect(result.stderr == "sheetctl: cannot write '\(folder)': it is a folder\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func dashIsStandardOutput() throws {
        let result = try SheetctlProcess.run(["preview", "--presenter", "plain", "-o", "-"], directory: folder)
        #expect(result.code == 0)
        #expect(result.stdout == Self.plainDrawing)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        let imported = try SheetctlProcess.run(
            [
                "themes", "import", "-o", "-",
                LintTestSupport.packageRoot + "/Tests/ThemeKitTests/Fixtures/base16/current-base16.yaml",
            ], directory: folder)
        #expect(imported.code == 0)
        #expect(imported.stdout.contains("name: harbour-night\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    /// Binds the real null and full devices into a private, `tmpfs`-backed `/dev` with a
    /// `/dev/stdout` link, runs `sheetctl preview -o` at each, and prints what became of them.
    /// The devices are bind mounts, so even a writer that tried to rename over them could not.
    static let privateDevScript = """
        set -u
        bin=$1; keep=$2
        for d in null full; do : > "$keep/$d"; mount --bind "/dev/$d" "$keep/$d" || exit 90; done
        mount -t tmpfs -o size=1m tmpfs /dev || exit 91
        for d in null full; do : > "/dev/$d"; mount --bind "$keep/$d" "/dev/$d" || exit 92; done
        ln -s /proc/self/fd /dev/fd; ln -s /proc/self/fd/1 /dev/stdout
        "$bin" preview --presenter plain -o /dev/null; echo "null=$?"
        "$bin" preview --presenter plain -o /dev/null >&-; echo "null with stdout closed=$?"
        "$bin" preview --presenter plain -o /dev/full 2> "$keep/full.err"; echo "full=$?"
        "$bin" preview --presenter plain -o /dev/stdout > "$keep/stdout.txt"; echo "stdout=$?"
        stat -c '%n %F' /dev/null /dev/full /dev/stdout
        echo $(ls -A /dev)
        """

    @Test(.enabled(if: Namespace.canMount, "user and mount namespaces are not allowed here"))
    func devicesAndStandardOutputAreWrittenNeverReplaced() throws {
        let binary = try #require(SheetctlProcess.binary)
        let result = try Namespace.runMounting(Self.privateDevScript, [binary, folder])
        #expect(
            result.stdout == """
                null=0
                null with stdout closed=0
                full=74
                stdout=0
                /dev/null character special file
                /dev/full character special file
                /dev/stdout symbolic link
                fd full null stdout

                """, "\(result.stderr)")
        #expect(try read("full.err") == "sheetctl: cannot write '/dev/full': no space left on device (writing to it)\n")
        #expect(try read("stdout.txt") == Self.plainDrawing)
    }

    /// Where no namespace can be made: a user other than root cannot replace `/dev/null`, so the
    /// real one is safe to aim at.
    @Test(.enabled(if: getuid() != 0, "as root, only a private /dev is aimed at"))
    func theRealNullDeviceStaysTheNullDevice() throws {
        let result = try SheetctlProcess.run(["preview", "-o", "/dev/null"])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(Self.type(of: "/dev/null") == S_IFCHR)
    }

    // MARK: themes gallery

    @Test func theGallerysIndexIsWrittenThroughALink() throws {
        let gallery = folder + "/gallery"
        try FileManager.default.createDirectory(atPath: gallery, withIntermediateDirectories: false)
        try "old".write(toFile: folder + "/published.html", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: gallery + "/index.html", withDestinationPath: "../published.html")
        let result = try SheetctlProcess.run(["themes", "gallery", "-o", gallery])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(Self.type(of: gallery + "/index.html") == S_IFLNK)
        #expect(try read("published.html").hasPrefix("<!DOCTYPE html>"))
        #expect(try read("published.html").contains("<img src=\"default.svg\""))
    }

    @Test func theGalleryTakesAFolderNotStandardOutput() throws {
        let result = try SheetctlProcess.run(["themes", "gallery", "-o", "-"], directory: folder)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: -o takes a folder: "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func aClosedStandardOutputNeverLandsInAnOutputFile() throws {
        // With descriptor 1 closed, the next file opened would be descriptor 1: each picture's
        // temporary file would take the listing meant for standard output.
        let gallery = folder + "/gallery"
        let result = try ShellScript.run(#""$1" themes gallery -o "$2" >&-; echo "exit=$?""#, [gallery])
        #expect(result.stdout == "exit=74\n")
        #expect(result.stderr == "sheetctl: cannot write to standard output: bad file descriptor\n")
        let svg = try String(contentsOfFile: gallery + "/default.svg", encoding: .utf8)
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(!svg.contains(gallery))
    }
}

/// A listening Unix socket, for a writer to connect to.
final class UnixListener {
    let descriptor: Int32

    init(path: String) throws {
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        try #require(descriptor >= 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0)
        try #require(listen(descriptor, 4) == 0)
        // Never wait: a writer that did not connect has already gone when this is asked.
        _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
    }

    deinit { close(descriptor) }

    /// Takes the connection waiting in the backlog and reads it to its end.
    func acceptAndRead() throws -> String {
        let connection = accept(descriptor, nil, nil)
        try #require(connection >= 0, "nobody connected")
        defer { close(connection) }
        _ = fcntl(connection, F_SETFL, 0)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(connection, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
