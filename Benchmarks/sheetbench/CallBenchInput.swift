import ThemeKit

/// A `my.showActionSheet` call as large as a call may be, written twice: on one line, as
/// `JSON.stringify` writes it, and pretty-printed, one value a line.
///
/// The items mix ASCII, CJK, emoji, accents and escaped quotes and backslashes; every fifth has a
/// badge. Only keys the dialect knows are used, so `preview --sheet` reads it without a warning.
/// The pretty form is the longer, so it is the one held to the input limit (16 MiB, less a margin);
/// the one-line form is the same call, compact.
struct CallBenchInput {
    /// The limit on a call's size: `SheetSource.maxBytes`.
    static let limit = 16 << 20

    let items: Int
    let oneLine: [UInt8]
    let pretty: [UInt8]
    /// The text of the last item, which the rendered sheet must show.
    let lastItem: String

    static func item(_ index: Int) -> String {
        switch index % 5 {
        case 0: "Share to a friend #\(index)"
        case 1: "分享到微信 第\(index)项"
        case 2: "Save the photo 📷 \(index)"
        case 3: "Quote \"\(index)\" and a back\\slash"
        default: "Ünïcödé option \(index)"
        }
    }

    static func call(items count: Int) -> JSONValue {
        let kinds = ["num", "text", "point", "more"]
        var badges: [JSONValue] = []
        for index in stride(from: 0, to: count, by: 5) {
            badges.append(
                .object([
                    "index": .integer(index), "type": .string(kinds[(index / 5) % kinds.count]),
                    "text": .string(String(index % 150)),
                ]))
        }
        return .object([
            "title": .string("Share \(count) ways"), "message": .string("A call as large as a call may be"),
            "items": .array((0..<count).map { .string(item($0)) }), "badges": .array(badges),
            "cancelButtonText": .string("取消"), "destructiveBtnIndex": .integer(count / 2),
            "itemColor": .string("#FF1C1C1E"),
        ])
    }

    init() {
        // The size of a sample fixes the count; each try that comes out too long takes 2% fewer.
        let sample = 10_000
        let perItem = Double(Self.call(items: sample).prettyText.utf8.count) / Double(sample)
        var count = Int(Double(Self.limit - (64 << 10)) / perItem)
        while true {
            let value = Self.call(items: count)
            let pretty = Array(value.prettyText.utf8)
            if pretty.count <= Self.limit {
                items = count
                self.pretty = pretty
                oneLine = Array(value.compactText.utf8)
                lastItem = Self.item(count - 1)
                return
            }
            count = count * 49 / 50
        }
    }
}
