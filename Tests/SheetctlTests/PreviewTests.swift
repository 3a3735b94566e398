import Testing

@testable import SheetctlCLI
import SheetSystem

@Suite struct PreviewTests {
    @Test func previewDrawsTheDemoSheetWithCancelLast() {
        let result = SheetctlProcess.runInProcess(["preview"])
        #expect(result.code == 0)
        #expect(result.stdout.hasPrefix("Share this photo\n"))
        #expect(result.stdout.hasSuffix("Cancel\n"))
        #expect(result.stderr.isEmpty)
    }
}
