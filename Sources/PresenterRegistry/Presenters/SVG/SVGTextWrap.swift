import SheetTerminal
import SheetText
import ThemeKit

/// The picture's title and message broken into lines of cells, never inside a grapheme cluster: after a
/// space, or beside a wide character (CJK has no spaces), but not before a closing mark such as `。`.
enum SVGTextWrap {
    /// - Parameter width: At least 2, so that any cluster fits.
    /// - Returns: One line or more, at most `maxLines`. The scan stops at the last allowed line.
    static func lines(_ text: String, width: Int, maxLines: Int) -> [String] {
        let width = max(2, width)
        var lines: [String] = []
        var rest = Substring(text)
        while true {
            rest = rest.drop(while: isBreakingSpace)
            guard lines.count < maxLines - 1 else {
                lines.append(TerminalText.truncate(String(rest), toWidth: width))
                return lines
            }
            guard let (end, next) = firstBreak(in: rest, width: width) else {
                lines.append(String(trimmingTrailingSpaces(rest)))
                return lines
            }
            lines.append(String(trimmingTrailingSpaces(rest[..<end])))
            rest = rest[next...]
            // What is left after the break may be only spaces: it makes no line of its own.
            if rest.allSatisfy(isBreakingSpace) { return lines }
        }
    }

    /// `nil` when all of it fits.
    private static func firstBreak(
        in text: Substring, width: Int
    ) -> (end: Substring.Index, next: Substring.Index)? {
        var used = 0
        var index = text.startIndex
        var lastBreak: (end: Substring.Index, next: Substring.Index)?
        var previousIsWide = false
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if isBreakingSpace(character) {
                // A space may hang past the edge: it is dropped at the break.
                lastBreak = (index, next)
                used += 1
                previousIsWide = false
                index = next
                continue
            }
            let cells = CellWidth.of(character)
            let isWide = cells == 2
            if index > text.startIndex, isWide || previousIsWide, !mayNotStartALine(character) {
                lastBreak = (index, index)
            }
            if used + cells > width {
                if let lastBreak, lastBreak.end > text.startIndex { return lastBreak }
                // No place to break: break between clusters (a line of two cells holds one).
                return (index, index)
            }
            used += cells
            previousIsWide = isWide
            index = next
        }
        return nil
    }

    /// A space separator but the no-break ones.
    private static func isBreakingSpace(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        switch scalar.value {
        case 0x20: return true
        case 0xA0, 0x2007, 0x202F: return false
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// Closing marks CJK typesetting keeps off the start of a line (the common part of JIS X 4051's list).
    private static func mayNotStartALine(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return "、。，．！？：；）」』】〕〉》｝］・ー…,.!?:;)]}".unicodeScalars.contains(scalar)
    }

    private static func trimmingTrailingSpaces(_ text: Substring) -> Substring {
        guard let last = text.lastIndex(where: { !isBreakingSpace($0) }) else { return text.prefix(0) }
        return text[...last]
    }
}
