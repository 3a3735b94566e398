import SheetSystem
import SheetTerminal
import SheetText
import ThemeKit

/// Draws a sheet as plain text, for any terminal, file or pipe; presenting asks on `/dev/tty` (``PlainAnswer``).
package struct PlainPresenter: ActionSheetPresenter {
    /// Tests pass pipes.
    var openTerminal: TerminalOpener = TerminalDevice.controlling

    package func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        try Self.text(ResolvedSheet(request), request.output)
    }

    private static func text(_ sheet: ResolvedSheet, _ output: OutputOptions, shown: [Int]? = nil)
        throws(PresentationError) -> String
    {
        var fits = true
        let text = TextWriter.text { out in
            fits = write(sheet, width: output.width, shortcuts: output.shortcuts, shown: shown, into: &out)
        }
        // Rare: the sheet is measured again, whole, only to say how wide it needs to be.
        guard fits else {
            let needs = narrowestWidth(sheet, shortcuts: output.shortcuts)
            throw RowCut.tooNarrow(width: max(1, output.width), needs: needs)
        }
        return text
    }

    static func narrowestWidth(_ sheet: ResolvedSheet, shortcuts: [Int: PickerShortcut] = [:]) -> Int {
        let prefix = String(sheet.items.count).count + 4
        var needs = RowCut.needs(
            label: SafeText(sheet.cancelLabel), fixed: fixedCells(prefix: prefix, badge: nil, isDestructive: false))
        for item in sheet.items {
            let badge = item.badgeLabel.map { SafeText($0) }
            let fixed = fixedCells(prefix: prefix, badge: badge, isDestructive: item.isDestructive)
            needs = max(needs, RowCut.needs(label: SafeText(label(item, shortcuts: shortcuts)), fixed: fixed))
        }
        return needs
    }

    private static func label(_ item: ResolvedSheet.Item, shortcuts: [Int: PickerShortcut]) -> String {
        shortcuts[item.index]?.bracketed(item.text) ?? item.text
    }

    /// The cells never cut: `  N. `, ` [badge]` and ` (destructive)`.
    private static func fixedCells(prefix: Int, badge: SafeText?, isDestructive: Bool) -> Int {
        var cells = prefix
        if isDestructive { cells += 1 + DestructiveMarker.cells }
        if let badge { cells += badge.cells + 3 }
        return cells
    }

    /// - Parameter shown: The actions a filter lists, each keeping its own number; `nil` lists all.
    /// - Returns: `false`, having stopped, at the first line too narrow for its action (``RowCut``).
    static func write(
        _ sheet: ResolvedSheet, width: Int, shortcuts: [Int: PickerShortcut] = [:], shown: [Int]? = nil,
        into out: inout TextWriter
    ) -> Bool {
        let width = max(1, width)
        for text in [sheet.title, sheet.message].compactMap({ $0 }) {
            out.append(contentsOf: TerminalText.safe(text, width: width))
            out.append(ascii: UInt8(ascii: "\n"))
        }
        if sheet.title != nil || sheet.message != nil { out.append(ascii: UInt8(ascii: "\n")) }
        let digits = String(sheet.items.count).count
        for item in shown.map({ $0.map { sheet.items[$0] } }) ?? sheet.items {
            // Made safe and measured in one; a badge stays whole (``RowCut``).
            let badge = item.badgeLabel.map { SafeText($0) }
            let text = shortcuts.isEmpty ? item.text : label(item, shortcuts: shortcuts)
            guard
                line(
                    number: item.index + 1, digits: digits, text: SafeText(text), badge: badge,
                    isDestructive: item.isDestructive, width: width, into: &out)
            else { return false }
        }
        out.append(ascii: UInt8(ascii: "\n"))
        return line(
            number: 0, digits: digits, text: SafeText(sheet.cancelLabel), badge: nil, isDestructive: false,
            width: width, into: &out)
    }

    /// `  N. text [badge] (destructive)`, the number right-aligned to `digits`.
    /// - Returns: `false`, writing nothing, when the width leaves the text less than its first cells.
    private static func line(
        number: Int, digits: Int, text safe: SafeText, badge: SafeText?, isDestructive: Bool, width: Int,
        into out: inout TextWriter
    ) -> Bool {
        let room = width - fixedCells(prefix: digits + 4, badge: badge, isDestructive: isDestructive)
        // Most labels fit whole; only one that is cut is asked for its first cells.
        guard safe.cells <= room || room >= RowCut.leastCells(of: safe) else { return false }
        out.append(decimal: number, width: 2 + digits)
        out.append(". ")
        out.append(contentsOf: RowCut.label(safe, room: room).text)
        if let badge {
            out.append(" [")
            out.append(contentsOf: badge.text)
            out.append(ascii: UInt8(ascii: "]"))
        }
        if isDestructive {
            out.append(ascii: UInt8(ascii: " "))
            out.append(contentsOf: DestructiveMarker.text)
        }
        out.append(ascii: UInt8(ascii: "\n"))
        return true
    }

    /// A filter asked for with nothing typed yet (`""`) first asks for its text.
    package func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
        let terminal = try (request.terminal ?? openTerminal)()
        let (sheet, output) = (ResolvedSheet(request), request.output)
        let count = request.sheet.items.count
        let limit = max(1, output.limit)
        let letters = Dictionary(
            output.shortcuts.filter { $0.key < count }.map { ($0.value.letter, $0.key) },
            uniquingKeysWith: { first, _ in first })
        let labels = request.sheet.items.map(\.text)
        let destructive = request.sheet.destructiveIndex
        var lines = LineReader(terminal: terminal, timeout: output.timeout)
        var filter = output.filter
        if filter == "" {
            try terminal.write("Type text to filter the \(count) items by (an empty line lists them all): ")
            guard let typed = try lines.next() else { return .cancelled }
            filter = String(decoding: typed, as: UTF8.self).trimmingSpaces()
        }
        while true {
            let listed = filter.flatMap {
                $0.isEmpty ? nil : PickerState.matching($0, labels: labels, destructiveIndex: destructive)
            }
            let found = listed?.filter { $0 != destructive }
            if output.selectsIfOne, limit == 1, let found, found.count == 1 { return .chose(found[0]) }
            try terminal.write(Self.text(sheet, output, shown: listed))
            try terminal.write(
                Self.notes(
                    count: count, filter: filter, found: found, several: limit > 1 && (listed?.count ?? count) > 1))
            let prompt = Self.prompt(count: count, listed: listed, limit: limit, letters: !letters.isEmpty)
            try terminal.write(prompt)
            let isListed = listed.map(Set.init)
            answering: while true {
                guard let line = try lines.next() else { return .cancelled }
                switch PlainAnswer(line, count: count, listed: isListed, limit: limit, letters: letters) {
                case .cancel:
                    return .cancelled
                case .chose(let items):
                    return limit > 1 ? .choseSeveral(items) : .chose(items[0])
                case .filter(let text):
                    filter = text.trimmingSpaces()
                    break answering
                case .invalid(let reason):
                    try terminal.write("Not an answer: \(reason).\n" + prompt)
                }
            }
        }
    }

    /// The lines between the list and the prompt, so that the prompt stays on one line.
    static func notes(count: Int, filter: String?, found: [Int]?, several: Bool) -> String {
        var notes = ""
        if let filter {
            let quoted = "'" + TerminalText.safe(filter, width: PlainAnswer.quotedCells) + "'"
            switch found?.count {
            case nil: notes += "Every item is listed; /TEXT filters them.\n"
            case 0: notes += "No item matches \(quoted); /TEXT filters again.\n"
            case let matched?: notes += "\(matched) of \(count) items match \(quoted); /TEXT filters again.\n"
            }
        }
        if several { notes += "Several numbers may be given, separated by spaces or commas (1 3, or 1,3).\n" }
        return notes
    }

    static func prompt(count: Int, listed: [Int]?, limit: Int, letters: Bool) -> String {
        let shown = listed?.count ?? count
        guard shown > 0 else { return "Type /TEXT to filter again, or 0 to cancel: " }
        let numbers: String
        if let listed, listed.count <= 5 {
            let words = listed.map { String($0 + 1) }
            numbers = words.count == 1 ? words[0] : words.dropLast().joined(separator: ", ") + " or " + words.last!
        } else if let listed {
            numbers = "the \(listed.count) listed"
        } else {
            numbers = "1-\(count)"
        }
        let several = limit > 1 && shown > 1
        let letter = letters ? (several ? " or letters" : " or a letter") : ""
        let what =
            !several
            ? (listed?.count ?? 0) > 5 ? "Choose one of " : "Choose "
            : limit >= shown ? "Choose any of " : "Choose up to \(limit) of "
        return what + numbers + letter + ", or 0 to cancel: "
    }

    private struct LineReader {
        let terminal: TerminalDevice
        let timeout: Double?
        let clock: MonotonicClock
        let deadline: MonotonicClock.Instant?
        var pending: [UInt8] = []
        var ended = false

        init(terminal: TerminalDevice, timeout: Double?) {
            self.terminal = terminal
            self.timeout = timeout
            let clock = MonotonicClock()
            self.clock = clock
            deadline = timeout.map { clock.now + TerminalLimits.wait(seconds: $0) }
        }

        /// - Returns: The next line without its line ending; `nil` at the end of input.
        mutating func next() throws(PresentationError) -> [UInt8]? {
            while true {
                if let newline = pending.firstIndex(of: 0x0A) {
                    // A line ending in CR LF, as a terminal in raw output or a pasted file sends it.
                    let end = newline > 0 && pending[newline - 1] == 0x0D ? newline - 1 : newline
                    let line = Array(pending[..<end])
                    pending.removeSubrange(...newline)
                    return line
                }
                if ended {
                    guard !pending.isEmpty else { return nil }
                    defer { pending = [] }
                    return pending
                }
                let wait = deadline.map { $0 - clock.now }
                if let wait, wait <= .zero { throw .noChoice(within: timeout) }
                switch try terminal.read(timeout: wait) {
                case .timedOut:
                    throw .noChoice(within: timeout)
                case .resized:
                    continue
                case .endOfInput:
                    ended = true
                    // The prompt's line ends, for whatever the terminal shows next.
                    try? terminal.write("\n")
                case .bytes(let bytes):
                    pending += bytes
                }
            }
        }
    }
}
