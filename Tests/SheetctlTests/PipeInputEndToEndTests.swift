import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `--sheet` and `--call` read from pipes, as shell users write them: `<(…)`, `/dev/fd/N` and a
/// FIFO, whichever comes first, its writer or `sheetctl`; and the size limit still holds.
@Suite final class PipeInputEndToEndTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "sheetctl-pipes-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    static let sheet = #"printf 'title: From a pipe\nitems: [Alpha, Beta]\n'"#

    /// A sheet file, for a FIFO's writer to copy in.
    func sheetFile() throws -> String {
        let path = folder + "/source.yaml"
        try "title: From a pipe\nitems: [Alpha, Beta]\n".write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    func expectTheSheetWasDrawn(_ result: SheetctlProcess.Result) {
        #expect(result.stdout.hasPrefix("From a pipe\n"), "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("1. Alpha"))
        #expect(result.stdout.hasSuffix("exit=0\n"))
    }

    @Test func previewReadsAProcessSubstitution() throws {
        let result = try ShellScript.run(
            #""$1" preview --presenter plain --sheet <(\#(Self.sheet)); echo "exit=$?""#)
        expectTheSheetWasDrawn(result)
        #expect(result.stderr.isEmpty)
    }

    @Test func previewReadsAFIFOWhoseWriterCameFirst() throws {
        let result = try ShellScript.run(
            """
            mkfifo "$2"
            timeout -s KILL 20 sh -c 'cat "$0" > "$1"' "$3" "$2" &
            timeout -s KILL 20 "$1" preview --presenter plain --sheet "$2"; echo "exit=$?"
            """, [folder + "/sheet.yaml", try sheetFile()])
        expectTheSheetWasDrawn(result)
    }

    @Test func previewWaitsForAFIFOsWriterLikeCat() throws {
        // sheetctl opens the FIFO before anyone writes to it: it must wait for the writer, not read
        // an empty sheet or refuse.
        let result = try ShellScript.run(
            """
            mkfifo "$2"
            timeout -s KILL 20 "$1" preview --presenter plain --sheet "$2" > "$3" & pid=$!
            # Until sheetctl (whichever process has it open) holds the FIFO, or has ended.
            while kill -0 $pid 2>/dev/null && ! ls -l /proc/[0-9]*/fd 2>/dev/null | grep -qF -- "$2"; do sleep 0.01; done
            timeout -s KILL 20 sh -c 'cat "$0" > "$1"' "$4" "$2"
            wait $pid; echo "exit=$?" >> "$3"; cat "$3"
            """, [folder + "/sheet.yaml", folder + "/out", try sheetFile()])
        expectTheSheetWasDrawn(result)
    }

    @Test func presentReadsItsCallFromADescriptor() throws {
        let result = try ShellScript.run(
            #"""
            "$1" present --choose 1 --call /dev/fd/3 3< <(printf '{"items": ["Share", "Delete"]}'); echo "exit=$?"
            "$1" present --choose cancel --call <(printf '{"itemList": ["A"]}'); echo "exit=$?"
            """#)
        #expect(
            result.stdout == #"{"index":1}"# + "\nexit=0\n" + #"{"errMsg":"showActionSheet:fail cancel"}"#
                + "\nexit=0\n",
            "\(result.stderr)")
    }

    @Test func anEndlessPipeIsRefusedAtTheLimitWithALocatedError() throws {
        // `yes` never stops: the reader must stop one byte past the limit and say so.
        let result = try ShellScript.run(
            """
            "$1" preview --sheet <(yes); echo "exit=$?"
            "$1" present --call <(yes); echo "exit=$?"
            """)
        #expect(result.stdout == "exit=65\nexit=65\n")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(result.stderr)")
        for line in lines {
            #expect(line.hasPrefix("/dev/fd/"))
            #expect(line.hasSuffix(":1:1: error: input is larger than the limit of 16777216 bytes [input-too-large]"))
        }
    }

    @Test func watchRefusesAPipeItCouldNotReadAgain() throws {
        // Bounded: a watch that took the pipe would wait for a save forever.
        let result = try ShellScript.run(
            #"timeout -s KILL 20 "$1" preview --watch --sheet <(\#(Self.sheet)); echo "exit=$?""#)
        #expect(result.stdout == "exit=64\n")
        #expect(result.stderr.hasPrefix("Error: --watch needs --sheet to name a file: a pipe cannot be read again\n"))
    }
}
