// libFuzzer target: the picker's key decoder (keys, escape sequences, mouse and cursor reports).
//
// Built and run by `scripts/fuzz KeyDecoder SECONDS`. The input's first byte picks where the rest
// is split into reads (a terminal may split a sequence anywhere). Properties:
// - the keys do not depend on how the bytes were split into reads (whole, one byte a read, or
//   at the chosen places), flush included;
// - what the decoder holds between reads is bounded (`longestSequence` and a few bytes), however
//   long a sequence that never ends;
// - every mouse and cursor report's numbers are within `largestNumber`;
// - decoding costs at most a bounded number of keys per byte (one key at most per byte).
import PresenterRegistry

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let all = Array(UnsafeBufferPointer(start: data, count: size))
    let step = Int(all[0] % 16) + 1
    let bytes = Array(all.dropFirst())

    var whole = KeyDecoder()
    let once = whole.feed(bytes) + whole.flush()

    var single = KeyDecoder()
    var byByte: [Key] = []
    for byte in bytes {
        byByte += single.feed([byte])
        check(single)
    }
    byByte += single.flush()

    var chunked = KeyDecoder()
    var byChunk: [Key] = []
    var start = 0
    while start < bytes.count {
        let end = min(bytes.count, start + step)
        byChunk += chunked.feed(Array(bytes[start..<end]))
        check(chunked)
        start = end
    }
    byChunk += chunked.flush()

    if once != byByte { fatalError("one read and one byte a read decode differently: \(once) \(byByte)") }
    if once != byChunk { fatalError("one read and reads of \(step) decode differently: \(once) \(byChunk)") }
    if once.count > bytes.count { fatalError("more keys than bytes") }
    for key in once {
        switch key {
        case .mouse(let event):
            if event.column > KeyDecoder.largestNumber || event.row > KeyDecoder.largestNumber {
                fatalError("a mouse report past the largest number")
            }
        case .cursorPosition(let row, let column):
            if row > KeyDecoder.largestNumber || column > KeyDecoder.largestNumber || row < 0 || column < 0 {
                fatalError("a cursor report out of range")
            }
        default: break
        }
    }
    return 0
}

func check(_ decoder: KeyDecoder) {
    if decoder.pendingCount > KeyDecoder.longestSequence + 6 {
        fatalError("the decoder holds \(decoder.pendingCount) bytes")
    }
}
