import PresenterRegistry
import SheetSnapshot
import Testing

/// The cells drawn: their paths, the accessibility snapshot, the same bytes on every run.
@Suite struct SnapshotRenderingTests {
    @Test func twoRenderingsAreTheSameBytesInTheSameOrder() throws {
        let folder = try SnapshotTestFolder()
        var matrix = folder.matrix
        matrix.sheets = SnapshotSheet.builtIn
        let one = SnapshotRendering(matrix, host: folder.host)
        let two = SnapshotRendering(matrix, host: folder.host)
        #expect(one.problems.isEmpty)
        #expect(one.cells.map(\.cell) == two.cells.map(\.cell))
        #expect(one.cells.map(\.bytes) == two.cells.map(\.bytes))
        #expect(one.cells.map(\.cell.path) == one.cells.map(\.cell.path).sorted())
    }

    @Test func everyBuiltInSheetIsDrawnInEveryShippedThemeAtFortyCells() throws {
        let folder = try SnapshotTestFolder()
        let rendering = SnapshotRendering(
            SnapshotMatrix(themes: [SnapshotTestFolder.shippedDefault], widths: [40]), host: folder.host)
        #expect(rendering.problems.isEmpty)
        #expect(Set(rendering.cells.map(\.cell.sheet)).count == SnapshotSheet.builtIn.count)
        #expect(SnapshotSheet.builtIn.count >= 9)
    }

    @Test func theAccessibilitySnapshotAnnouncesTheSheetInOrder() throws {
        let folder = try SnapshotTestFolder()
        let matrix = SnapshotMatrix(
            themes: [SnapshotTheme("paper")], sheets: SnapshotSheet.builtIn.filter { $0.name == "demo" }, widths: [40])
        let rendering = SnapshotRendering(matrix, host: folder.host)
        let cell = try #require(rendering.cells.first { $0.cell.kind == .accessibility })
        #expect(cell.cell.path == "paper/demo/light/a11y.yaml")
        #expect(
            String(decoding: cell.bytes, as: UTF8.self) == """
                # What a screen reader announces, in order.
                - title: "Share this photo"
                - message: "Choose where to send it"
                - button: "Send to a friend"
                  position: 1 of 6
                - button: "Post to moments"
                  badge: point
                  position: 2 of 6
                - button: "Messages"
                  badge: "12"
                  position: 3 of 6
                - button: "Favourites"
                  badge: "New"
                  position: 4 of 6
                - button: "More apps"
                  badge: more
                  position: 5 of 6
                - button: "Delete photo"
                  role: destructive
                  position: 6 of 6
                - button: "Cancel"
                  role: cancel

                """)
    }

    @Test func aThemeWithACounterpartIsDrawnInBothModesEachAlone() throws {
        let folder = try SnapshotTestFolder()
        let matrix = SnapshotMatrix(
            themes: [SnapshotTestFolder.shippedDefault], sheets: SnapshotSheet.builtIn.filter { $0.name == "demo" },
            widths: [40])
        let cells = SnapshotRendering(matrix, host: folder.host).cells
        let light = try #require(cells.first { $0.cell.path == "default/demo/light/sheet.json" })
        let dark = try #require(cells.first { $0.cell.path == "default/demo/dark/sheet.json" })
        #expect(String(decoding: light.bytes, as: UTF8.self).contains(##""background": "#FFFFFF""##))
        #expect(String(decoding: dark.bytes, as: UTF8.self).contains(##""background": "#1C1C1E""##))
        let svg = try #require(cells.first { $0.cell.path == "default/demo/dark/sheet.svg" })
        #expect(!String(decoding: svg.bytes, as: UTF8.self).contains("prefers-color-scheme"))
    }

    @Test func aNarrowWidthASheetCannotBeDrawnInIsAProblem() throws {
        let folder = try SnapshotTestFolder()
        let matrix = SnapshotMatrix(
            themes: [SnapshotTheme("paper")], sheets: SnapshotSheet.builtIn.filter { $0.name == "demo" }, widths: [1])
        let rendering = SnapshotRendering(matrix, host: folder.host)
        #expect(rendering.cells.isEmpty)
        #expect(rendering.problems.count == 1)
        #expect(rendering.problems.first?.message.hasPrefix("paper/demo/light/w1.plain.txt cannot be drawn") == true)
    }
}
