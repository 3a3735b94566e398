// libFuzzer target: the picker's key decoder (keys, escape sequences, mouse and cursor reports).
//
// Built and run by `scripts/fuzz KeyDecoder SECONDS`. The input's first byte picks where the rest
// is split into reads (a terminal may split a sequence anywhere). Properties:
// - the keys do not depend on how the bytes were split into reads (whole, one byte a read, or
//   at the chosen places), flush included;
// - what the decoder holds between reads is bounded (`longestSequence` and a few bytes), however
//   long a sequence that never ends;
// - every mouse and cursor report's numbers are within `largestNumber`;
// - decoding costs at most a bounded number of keys per byte (one key at most per byte);
// - a terminal's reply — the input made the body of an OSC, DCS or APC string ended by BEL or ST,
//   or the parameters of a device attributes answer — is one reply and no keys, split anywhere,
//   and what follows it decodes as it would alone; a string's body is never held.
import SheetTerminal
import SheetText

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

    checkReply(bytes, kind: all[0], step: step)

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

/// Keys of `bytes` fed in reads of `step` bytes, then flushed.
func decode(_ bytes: [UInt8], step: Int) -> [Key] {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    var start = 0
    while start < bytes.count {
        let end = min(bytes.count, start + step)
        keys += decoder.feed(Array(bytes[start..<end]))
        check(decoder)
        start = end
    }
    return keys + decoder.flush()
}

/// The input as a reply the terminal might send late, followed by a key: one reply, then the key.
func checkReply(_ bytes: [UInt8], kind: UInt8, step: Int) {
    let reply: [UInt8]
    switch kind % 4 {
    case 3:
        // Device attributes: `ESC [ ?` digits and semicolons `c`.
        let parameters = bytes.prefix(KeyDecoder.longestSequence - 1).map { UInt8(ascii: "0") + $0 % 10 }
        reply = [0x1B, 0x5B, 0x3F] + parameters + [0x63]
    default:
        // A control string's body holds no control character (C0 or DEL are not in replies).
        let introducer = [UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_")][Int(kind % 4)]
        let body = bytes.filter { $0 >= 0x20 && $0 != 0x7F }
        let end: [UInt8] = kind & 0x80 == 0 ? [0x07] : [0x1B, 0x5C]
        reply = [0x1B, introducer] + body + end
    }
    let keys = decode(reply + Array("1".utf8), step: step)
    if keys != [.reply, .character("1")] { fatalError("a reply decoded as \(keys)") }
}
