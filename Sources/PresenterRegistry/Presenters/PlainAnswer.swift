import SheetTerminal
import SheetText

/// A line typed at the plain presenter's prompt: numbers or shortcut letters; `0` or nothing
/// dismisses; `/TEXT` filters.
enum PlainAnswer: Sendable, Hashable {
    case cancel
    case chose([Int])
    /// `""`: every item.
    case filter(String)
    /// Why, as a sentence to print before asking again.
    case invalid(String)

    /// As the prompt and help say: spaces or commas.
    static let separators: Set<Character> = [" ", ",", "\t"]

    /// The most cells of a typed word repeated in an ``invalid(_:)`` sentence.
    static let quotedCells = 20

    /// `listed`: the items a filter lists; `letters`: the item each shortcut letter (lower case) chooses.
    init(_ line: [UInt8], count: Int, listed: Set<Int>? = nil, limit: Int = 1, letters: [Character: Int] = [:]) {
        let text = String(decoding: line, as: UTF8.self).trimmingSpaces()
        if text.first == "/" {
            self = .filter(String(text.dropFirst()))
            return
        }
        let words = text.split(whereSeparator: Self.separators.contains)
        if text.isEmpty {
            self = .cancel
            return
        }
        var chosen: [Int] = []
        var seen = Set<Int>()
        for word in words {
            let quoted = "'" + TerminalText.safe(String(word), width: Self.quotedCells) + "'"
            let item: Int
            if word.count == 1, let lettered = letters[Character(word.lowercased())] {
                item = lettered
            } else if let number = DecimalNumber(String(word), syntax: .leadingZeros)?.integer(in: 0...count) {
                // 0 dismisses on its own; beside a choice it is a mistake, not a dismissal.
                guard number > 0 else {
                    self = words.count == 1 ? .cancel : .invalid("0 dismisses on its own; leave it out to choose")
                    return
                }
                item = number - 1
            } else {
                let what = letters.isEmpty ? "a number listed" : "a number listed or a letter in brackets"
                self = .invalid("\(quoted) is not \(what)")
                return
            }
            guard listed?.contains(item) ?? true else {
                self = .invalid("\(quoted) is not one of the items listed")
                return
            }
            guard seen.insert(item).inserted else {
                self = .invalid("item \(item + 1) is given twice")
                return
            }
            chosen.append(item)
        }
        guard !chosen.isEmpty else {
            self = .invalid("\("'" + TerminalText.safe(text, width: Self.quotedCells) + "'") holds no number")
            return
        }
        guard chosen.count <= limit else {
            self = .invalid(
                limit == 1
                    ? "one item may be chosen, and \(chosen.count) were given"
                    : "at most \(limit) items may be chosen, and \(chosen.count) were given")
            return
        }
        self = .chose(chosen.sorted())
    }
}
