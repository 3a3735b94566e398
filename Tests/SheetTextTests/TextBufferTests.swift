import Testing

@testable import SheetText

@Suite struct TextBufferTests {
    @Test func piecesJoinInOrder() {
        var buffer = TextBuffer(capacity: 4)
        for piece in ["Share ", "分享照片 🇨🇳", ": ", "‹end›"] {
            Array(piece.utf8).withUnsafeBufferPointer { buffer.append(utf8: $0) }
        }
        #expect(buffer.text == "Share 分享照片 🇨🇳: ‹end›")
        #expect(buffer.count == buffer.text.utf8.count)
    }
}
