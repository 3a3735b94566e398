import Testing

@testable import SheetctlCLI
import SheetSystem

@Suite struct PreviewTests {
    @Test func previewDrawsTheDemoSheetWithCancelLast() {
        let out = BufferSink(), err = BufferSink()
        let code = SheetctlCommand.run(
            arguments: ["preview"], context: CommandContext(stdout: out, stderr: err, environment: [:]))
        #expect(code == 0)
        #expect(out.text.hasPrefix("Share this photo\n"))
        #expect(out.text.hasSuffix("Cancel\n"))
        #expect(err.text.isEmpty)
    }
}
