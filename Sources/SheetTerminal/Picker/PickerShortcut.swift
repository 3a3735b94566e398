/// An item's shortcut letter, marked in its label with `&` as Windows, Qt and dialog mark them
/// (`&Delete` is chosen with `d`; `&&` is a literal `&`): an ASCII letter, matched in either case,
/// never a letter the picker itself acts on (``PickerState/reservedLetters``).
package struct PickerShortcut: Sendable, Hashable {
    /// In lower case.
    package let letter: Character
    /// In characters (grapheme clusters), so a presenter underlines that one: `Save &as`'s second `a`.
    package let offset: Int

    package init(letter: Character, offset: Int) {
        self.letter = Character(letter.lowercased())
        self.offset = offset
    }

    package func parts(of label: String) -> (before: String, letter: String, after: String)? {
        guard offset >= 0, let start = label.index(label.startIndex, offsetBy: offset, limitedBy: label.endIndex),
            start < label.endIndex
        else { return nil }
        let end = label.index(after: start)
        return (String(label[..<start]), String(label[start..<end]), String(label[end...]))
    }

    package func bracketed(_ label: String) -> String {
        guard let parts = parts(of: label) else { return label }
        return parts.before + "[" + parts.letter + "]" + parts.after
    }

    package enum MarkError: Error, Sendable, Hashable {
        /// `&` followed by something that is not an ASCII letter (or by nothing).
        case notALetter(String)
        case twoMarkers
    }

    package struct Marked: Sendable, Hashable {
        /// The label's bytes with the marker taken out and `&&` made `&`.
        package var bytes: [UInt8]
        package var shortcut: PickerShortcut?
    }

    /// Works on bytes, so a label that is not UTF-8 keeps its other bytes (`&` and letters are ASCII).
    package static func read(_ label: [UInt8]) throws(MarkError) -> Marked {
        let ampersand = UInt8(ascii: "&")
        guard label.contains(ampersand) else { return Marked(bytes: label, shortcut: nil) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(label.count)
        var shortcut: PickerShortcut?
        var index = 0
        while index < label.count {
            let byte = label[index]
            let next = index + 1 < label.count ? label[index + 1] : nil
            if byte != ampersand || next == ampersand {
                bytes.append(byte)
                index += byte == ampersand ? 2 : 1
                continue
            }
            guard let next, isASCIILetter(next) else {
                throw .notALetter(next.map { String(decoding: [$0], as: UTF8.self) } ?? "")
            }
            guard shortcut == nil else { throw .twoMarkers }
            let offset = String(decoding: bytes, as: UTF8.self).count
            shortcut = PickerShortcut(letter: Character(Unicode.Scalar(next)), offset: offset)
            index += 1  // the letter itself is kept, as part of the label
        }
        return Marked(bytes: bytes, shortcut: shortcut)
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }

    package enum Clash: Sendable, Hashable {
        /// The action's letter is a key the picker acts on (`q` dismisses): that binding's summary.
        case pickerKey(item: Int, letter: Character, key: String, summary: String)
        case sameLetter(first: Int, second: Int, letter: Character)
    }

    package static func firstClash(_ shortcuts: [Int: PickerShortcut]) -> Clash? {
        var seen: [Character: Int] = [:]
        for item in shortcuts.keys.sorted() {
            let letter = shortcuts[item]!.letter
            if let binding = PickerState.binding(forLetter: letter) {
                let key =
                    binding.keys.lazy.compactMap { key -> String? in
                        guard case .character(let character) = key, character.lowercased() == String(letter) else {
                            return nil
                        }
                        return String(character)
                    }.first ?? String(letter)
                return .pickerKey(item: item, letter: letter, key: key, summary: binding.summary)
            }
            if let first = seen[letter] { return .sameLetter(first: first, second: item, letter: letter) }
            seen[letter] = item
        }
        return nil
    }
}
