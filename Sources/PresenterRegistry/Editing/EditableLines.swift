/// A text as lines that keep their own line breaks, so that editing some lines leaves every byte
/// of the others as it was.
///
/// Lines are numbered from 1, as libyaml numbers them; columns count Unicode scalars, as libyaml
/// does. A UTF-8 byte order mark is held apart (libyaml never sees it) and written back first.
struct EditableLines {
    /// One line: its text and the break that ended it (`""` for a last line without one).
    struct Line: Equatable {
        var text: String
        var terminator: String
    }

    /// Whether the text began with a byte order mark.
    var hasByteOrderMark: Bool
    /// The lines, in order.
    var lines: [Line]
    /// The break new lines get: CRLF when the text already uses it, else LF.
    var newline: String

    /// Splits bytes (valid UTF-8) into lines at LF, CRLF and CR.
    init(bytes: [UInt8]) {
        hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        var lines: [Line] = []
        var start = hasByteOrderMark ? 3 : 0
        var index = start
        var sawCRLF = false
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index += 1
                continue
            }
            var end = index + 1
            if byte == 0x0D, end < bytes.count, bytes[end] == 0x0A {
                end += 1
                sawCRLF = true
            }
            lines.append(
                Line(
                    text: String(decoding: bytes[start..<index], as: UTF8.self),
                    terminator: String(decoding: bytes[index..<end], as: UTF8.self)))
            start = end
            index = end
        }
        if start < bytes.count {
            lines.append(Line(text: String(decoding: bytes[start...], as: UTF8.self), terminator: ""))
        }
        self.lines = lines
        self.newline = sawCRLF ? "\r\n" : "\n"
    }

    /// The whole text again.
    var text: String {
        var out = hasByteOrderMark ? "\u{FEFF}" : ""
        for line in lines { out += line.text + line.terminator }
        return out
    }

    /// The text of line `number`, or `""` past the end.
    func text(ofLine number: Int) -> String {
        lines.indices.contains(number - 1) ? lines[number - 1].text : ""
    }

    /// What follows column `column` (1-based) on line `number`: the text from that column on.
    func rest(ofLine number: Int, from column: Int) -> Substring {
        let text = text(ofLine: number)
        let scalars = text.unicodeScalars
        let offset = max(0, column - 1)
        guard offset < scalars.count else { return text[text.endIndex...] }
        return Substring(scalars[scalars.index(scalars.startIndex, offsetBy: offset)...])
    }

    /// The text of line `number` before column `column`.
    func prefix(ofLine number: Int, before column: Int) -> Substring {
        let text = text(ofLine: number)
        let scalars = text.unicodeScalars
        let offset = min(max(0, column - 1), scalars.count)
        return Substring(scalars[..<scalars.index(scalars.startIndex, offsetBy: offset)])
    }

    /// Replaces lines `range` (1-based, inclusive; an empty range inserts before its lower bound)
    /// with new lines, each ended by ``newline``. A line before the insertion that has no break
    /// gets one, so the new lines never join it.
    mutating func replace(lines range: Range<Int>, with texts: [String]) {
        // A range past the end (a layout misread) is cut to the lines there are; the editor parses
        // its result again and refuses it if its meaning is not the one intended.
        let lower = min(max(range.lowerBound - 1, 0), lines.count)
        let upper = min(max(range.upperBound - 1, lower), lines.count)
        if lower > 0, lower <= lines.count, lines[lower - 1].terminator.isEmpty, !texts.isEmpty {
            lines[lower - 1].terminator = newline
        }
        var replacement = texts.map { Line(text: $0, terminator: newline) }
        // The old last line may have had no break: keep it that way when it is replaced.
        if upper == lines.count, upper > lower, lines[upper - 1].terminator.isEmpty, !replacement.isEmpty {
            replacement[replacement.count - 1].terminator = ""
        }
        lines.replaceSubrange(lower..<upper, with: replacement)
    }
}
