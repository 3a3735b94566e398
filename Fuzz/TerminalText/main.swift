// libFuzzer target: sanitising, measuring and cutting untrusted text for a terminal.
//
// Built and run by `scripts/fuzz TerminalText SECONDS`. The input's first byte picks a width; the
// rest is the text (invalid UTF-8 repaired, as every reader of call text does). Properties:
// - `sanitize` leaves no C0 or C1 control, ESC, DEL, line or paragraph separator, or bidi
//   control, and is idempotent;
// - nor any other format character, default-ignorable character or noncharacter, but VS15/VS16
//   right after an emoji, a joiner between two emoji and the tags of a black flag, all inside
//   one grapheme cluster;
// - `truncate(s, w)` is never wider than `w`, and is `s` itself or a prefix of `s` by grapheme
//   clusters followed by `…`;
// - `fit(s, w)` is exactly `w` cells wide (when the widest cluster fits) and starts with
//   `truncate(s, w)`;
// - `width` is the sum of the clusters' widths, each at most 2 cells a code point (tmux adds
//   its code points' widths: a thumb with a skin tone is 4).
import SheetTerminal
import SheetText

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let chosen = Int(bytes[0] % 64)

    let safe = TerminalText.sanitize(text)
    for scalar in safe.unicodeScalars where isForbidden(scalar) {
        fatalError("sanitize left U+\(String(scalar.value, radix: 16)) raw")
    }
    if TerminalText.sanitize(safe) != safe { fatalError("sanitize is not idempotent") }
    checkInvisibles(safe)

    var total = 0
    for character in safe {
        // As tmux draws it, a cluster is the sum of its code points, each 0–2 cells (`👍🏽` is 4).
        let cells = TerminalText.width(of: character)
        if !(0...2 * character.unicodeScalars.count).contains(cells) {
            fatalError("a cluster of \(character.unicodeScalars.count) code points \(cells) cells wide")
        }
        total += cells
    }
    if total != TerminalText.width(safe) { fatalError("width is not the sum of the clusters' widths") }

    for width in [chosen, 0, 1, 2, 3, 10, 80] {
        check(safe, width: width, total: total)
    }
    _ = TerminalText.safe(text, width: chosen)
    return 0
}

func check(_ text: String, width: Int, total: Int) {
    let cut = TerminalText.truncate(text, toWidth: width)
    if TerminalText.width(cut) > max(width, 0) {
        fatalError("truncate to \(width) gave \(TerminalText.width(cut)) cells")
    }
    if cut != text {
        guard cut.hasSuffix(TerminalText.ellipsis) || cut.isEmpty else { fatalError("a cut without an ellipsis") }
        let kept = Array(cut.isEmpty ? "" : cut.dropLast())
        let characters = Array(text)
        if kept.count > characters.count || Array(characters.prefix(kept.count)) != kept {
            fatalError("truncate is not a prefix by grapheme clusters")
        }
    }
    let fitted = TerminalText.fit(text, toWidth: width)
    if !fitted.hasPrefix(cut) && Array(fitted.prefix(Array(cut).count)) != Array(cut) {
        fatalError("fit does not start with truncate")
    }
    if width > 1, TerminalText.width(fitted) != width {
        fatalError("fit to \(width) gave \(TerminalText.width(fitted)) cells")
    }
}

/// What a sanitised text may never hold raw: C0 controls (ESC included), DEL, C1 controls, the
/// line and paragraph separators, and the bidi marks, embeddings, overrides and isolates.
func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
    case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
}

/// Checks that every invisible scalar left raw belongs to an emoji sequence, judged from the
/// scalars' Unicode properties alone.
func checkInvisibles(_ safe: String) {
    for character in safe {
        let scalars = Array(character.unicodeScalars)
        for (position, scalar) in scalars.enumerated() {
            let properties = scalar.properties
            guard
                properties.isDefaultIgnorableCodePoint || properties.isNoncharacterCodePoint
                    || properties.generalCategory == .format || scalar.value == 0x16FE4
            else { continue }
            let previous = position > 0 ? scalars[position - 1] : nil
            let next = position + 1 < scalars.count ? scalars[position + 1] : nil
            let kept: Bool
            switch scalar.value {
            case 0xFE0E, 0xFE0F:
                kept = previous?.properties.isEmoji == true && previous?.properties.isEmojiModifier == false
            case 0x200D:
                kept = previous != nil && next.map { $0.value > 0x7F && $0.properties.isEmoji } == true
            case 0xE0020...0xE007F:
                kept = scalars[0].value == 0x1F3F4
            default:
                kept = false
            }
            if !kept { fatalError("sanitize left U+\(String(scalar.value, radix: 16)) raw") }
        }
    }
}
