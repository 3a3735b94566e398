// libFuzzer target: the language server's edits (`didChange` range changes of one message).
//
// Built and run by `scripts/fuzz Edits SECONDS`. The input is a document and a list of edits: the
// first byte picks the position encoding and how edits are placed (anywhere, each before the
// previous one, or each after the text the previous one inserted), the next two the document's
// length, and each edit takes two bytes for where it goes, one for its length and the bytes of its
// text. Properties:
// - applying the edits as one message gives the bytes and lines of applying them one at a time,
//   each range read in the text the previous ones left;
// - the index stays consistent: every line's text and every position round trip as a document
//   opened on the resulting text gives them;
// - work is bounded per byte: edits in one order (last first, or each after the previous one's
//   text) on a text without CR cost at most three passes over the text and the edits, whatever
//   their number; any other message at most one pass per edit; each position a bounded walk.
import SheetLanguageServer

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 3 else { return 0 }
    let all = Array(UnsafeBufferPointer(start: data, count: size))
    let encoding = PositionEncoding.allCases[Int(all[0]) % PositionEncoding.allCases.count]
    let placing = Int(all[0] / 3) % 3
    let length = min(Int(all[1]) << 8 | Int(all[2]), all.count - 3)
    let text = String(decoding: all[3..<(3 + length)], as: UTF8.self)
    var rest = all[(3 + length)...]

    // The edits, placed in the text as it is when each comes (the one-at-a-time reference).
    var reference = TextDocument(uri: "file:///f.yaml", version: 1, text: text)
    var changes: [TextDocument.RangeChange] = []
    var previousStart = reference.bytes.count
    var previousEnd = 0
    var edited = 0
    while rest.count >= 3, changes.count < 512 {
        let first = Int(rest.removeFirst())
        let second = Int(rest.removeFirst())
        let count = min(Int(rest.removeFirst()) % 16, rest.count)
        let inserted = String(decoding: rest.prefix(count), as: UTF8.self)
        rest = rest.dropFirst(count)
        let range: LSPRange
        switch placing {
        case 1:
            let start = first * 257 % (previousStart + 1)
            let end = start + second * 263 % (previousStart - start + 1)
            range = LSPRange(
                start: reference.position(ofByte: start, encoding: encoding),
                end: reference.position(ofByte: end, encoding: encoding))
        case 2:
            let size = reference.bytes.count
            let start = min(previousEnd + first % 64, size)
            let end = start + second % 8 % (size - start + 1)
            range = LSPRange(
                start: reference.position(ofByte: start, encoding: encoding),
                end: reference.position(ofByte: end, encoding: encoding))
        default:
            // Anywhere, past the ends and inside characters too.
            range = LSPRange(
                start: LSPPosition(line: first % 16, character: first / 16),
                end: LSPPosition(line: second % 16, character: second / 16))
        }
        let before = reference.bytes.count
        let start = reference.offset(of: range.start, encoding: encoding)
        reference.replace(range, with: inserted, encoding: encoding)
        previousStart = start
        previousEnd = start + inserted.utf8.count
        edited += inserted.utf8.count + max(before - reference.bytes.count, 0)
        changes.append(TextDocument.RangeChange(range: range, text: inserted))
    }

    var document = TextDocument(uri: "file:///f.yaml", version: 1, text: text)
    let indexedBefore = document.indexedBytes.steps
    let walkedBefore = document.walkedBytes.steps
    let (applied, refused) = document.apply(changes, encoding: encoding) { _ in true }
    let indexed = document.indexedBytes.steps - indexedBefore
    let walked = document.walkedBytes.steps - walkedBefore
    if applied != changes.count || refused != nil { fatalError("a change not applied with no limit") }
    if document.bytes != reference.bytes {
        fatalError("one message and one at a time differ: \(document.bytes) \(reference.bytes) after \(changes)")
    }

    // The index matches that of a document opened on the result.
    let fresh = TextDocument(uri: "file:///f.yaml", version: 1, text: String(decoding: document.bytes, as: UTF8.self))
    if document.lineCount != fresh.lineCount { fatalError("line counts differ") }
    for line in 0..<document.lineCount where document.lineText(line) != fresh.lineText(line) {
        fatalError("line \(line) differs")
    }
    for offset in stride(from: 0, through: document.bytes.count, by: max(1, document.bytes.count / 64)) {
        let position = document.position(ofByte: offset, encoding: encoding)
        if position != fresh.position(ofByte: offset, encoding: encoding)
            || document.offset(of: position, encoding: encoding) != fresh.offset(of: position, encoding: encoding)
        {
            fatalError("positions differ at \(offset)")
        }
    }

    // Work per byte.
    let largest = max(text.utf8.count, document.bytes.count) + edited
    let hasCR = text.utf8.contains(0x0D) || changes.contains { $0.text.utf8.contains(0x0D) }
    if placing != 0, !hasCR, indexed > 3 * largest + 3 * edited {
        fatalError("\(changes.count) ordered edits indexed \(indexed) bytes of a text of \(largest)")
    }
    if indexed > (changes.count + 1) * 3 * (largest + edited) {
        fatalError("\(changes.count) edits indexed \(indexed) bytes of a text of \(largest)")
    }
    if walked > (changes.count + 1) * 16 * 4 * 256 { fatalError("\(walked) bytes walked for \(changes.count) edits") }
    return 0
}
