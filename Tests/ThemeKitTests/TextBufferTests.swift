import Testing

@testable import ThemeKit

@Suite struct TextBufferTests {
    @Test(arguments: [0, 7, -7, 10, 99, 100, -4096, 1_234_567_890, Int.max, Int.min])
    func decimalsMatchStringInit(_ value: Int) {
        var buffer = TextBuffer(capacity: 0)
        buffer.append(decimal: value)
        #expect(buffer.text == String(value))
    }

    @Test func piecesJoinInOrder() {
        var buffer = TextBuffer(capacity: 4)
        let wide = "分享照片 🇨🇳"
        buffer.append("Share ")
        buffer.append(wide)
        buffer.append(ascii: UInt8(ascii: ":"))
        buffer.append(ascii: UInt8(ascii: " "), count: 3)
        buffer.append(ascii: UInt8(ascii: "x"), count: 0)
        buffer.append("abc…xyz".dropFirst(2))
        let literal: StaticString = "‹end›"
        buffer.append(literal)
        #expect(buffer.text == "Share 分享照片 🇨🇳:   c…xyz‹end›")
        #expect(buffer.count == buffer.text.utf8.count)
        buffer.removeAll()
        #expect(buffer.text.isEmpty)
    }
}
