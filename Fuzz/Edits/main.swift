// libFuzzer target: the language server's edits (`didChange` range changes of one message).
//
// Built and run by `scripts/fuzz Edits SECONDS`. The input is a document and a list of edits: the
// first byte picks the position encoding and how edits are placed (anywhere, each before the
// previous one, or each after the text the previous one inserted), the next two the document's
// length, and each edit takes two bytes for where it goes, one for its length and the bytes of its
// text. Properties:
// - applying the edits as one message gives the bytes of splicing them one at a time, each range
//   read in a document opened on the text the previous ones left;
// - the index stays consistent: every line's text and every position round trip as a document
//   opened on the resulting text gives them;
// - work is bounded per byte, in any order: the bytes indexed and copied are at most three passes
//   over the resulting text plus a few per edit and inserted byte, and each position a bounded walk.
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

    // The edits, placed in the text as it is when each comes, and spliced into it (the reference).
    var reference = Array(text.utf8)
    var changes: [TextDocument.RangeChange] = []
    var previousStart = reference.count
    var previousEnd = 0
    var inserted = 0
    while rest.count >= 3, changes.count < 512 {
        let first = Int(rest.removeFirst())
        let second = Int(rest.removeFirst())
        let count = min(Int(rest.removeFirst()) % 16, rest.count)
        let insertion = String(decoding: rest.prefix(count), as: UTF8.self)
        rest = rest.dropFirst(count)
        let current = TextDocument(uri: "file:///f.yaml", version: 1, text: String(decoding: reference, as: UTF8.self))
        let range: LSPRange
        switch placing {
        case 1:
            let start = first * 257 % (previousStart + 1)
            let end = start + second * 263 % (previousStart - start + 1)
            range = LSPRange(
                start: current.position(ofByte: start, encoding: encoding),
                end: current.position(ofByte: end, encoding: encoding))
        case 2:
            let size = reference.count
            let start = min(previousEnd + first % 64, size)
            let end = start + second % 8 % (size - start + 1)
            range = LSPRange(
                start: current.position(ofByte: start, encoding: encoding),
                end: current.position(ofByte: end, encoding: encoding))
        default:
            // Anywhere, past the ends and inside characters too.
            range = LSPRange(
                start: LSPPosition(line: first % 16, character: first / 16),
                end: LSPPosition(line: second % 16, character: second / 16))
        }
        let start = current.offset(of: range.start, encoding: encoding)
        var end = start
        if range.end > range.start { end = max(start, current.offset(of: range.end, encoding: encoding)) }
        reference.replaceSubrange(start..<end, with: Array(insertion.utf8))
        previousStart = start
        previousEnd = start + insertion.utf8.count
        inserted += insertion.utf8.count
        changes.append(TextDocument.RangeChange(range: range, text: insertion))
    }

    var document = TextDocument(uri: "file:///f.yaml", version: 1, text: text)
    let indexedBefore = document.indexedBytes.steps
    let walkedBefore = document.walkedBytes.steps
    let (applied, refused) = document.apply(changes, encoding: encoding) { _ in true }
    let indexed = document.indexedBytes.steps - indexedBefore
    let walked = document.walkedBytes.steps - walkedBefore
    if applied != changes.count || refused != nil { fatalError("a change not applied with no limit") }
    if document.bytes != reference {
        fatalError("one message and one at a time differ: \(document.bytes) \(reference) after \(changes)")
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

    // Work per byte: the inserted texts (each after a separator, and a CR and LF joined into two
    // bytes of their own at most twice an edit), one copy of the result and its index.
    let bound = 3 * document.bytes.count + inserted + 7 * changes.count
    if indexed > bound { fatalError("\(changes.count) edits indexed \(indexed) bytes, more than \(bound)") }
    if walked > (changes.count + 1) * 16 * 4 * 256 { fatalError("\(walked) bytes walked for \(changes.count) edits") }
    return 0
}
