import SheetSystem
import SheetTerminal
import SheetText
import ThemeKit

/// Draws a sheet as plain text: no escape codes, so it works on any terminal, file or pipe.
///
/// ```
/// Share this photo
/// Choose where to send it
///
///   1. Send to a friend
///   2. Post to moments [●]
///   3. Messages [12]
///   4. Favourites [New]
///   5. More apps [...]
///   6. Delete photo (destructive)
///
///   0. Cancel
/// ```
///
/// Badges are shown in brackets with the label ``ResolvedSheet`` gives them (the theme's point and
/// more glyphs, the number or its overflow label, the text); the destructive action ends in
/// `(destructive)`; the cancel button comes last, after a blank line, as choice 0. Every text from
/// the sheet is sanitised (``TerminalText``) and each line is cut to the output's width; an
/// action's number, badge and marker are kept whole and its text is cut (``RowCut``, the rule
/// every presenter that draws to a width shares). A width too narrow for some action to keep its
/// first cells beside them is refused with a `tooNarrow` error that says how wide the sheet needs
/// to be.
///
/// Presenting prints the sheet on the terminal (`/dev/tty`) and asks for a number: 1 to the item
/// count chooses, and so does an item's shortcut letter (in brackets in its label); an empty line
/// or 0 cancels; anything else is refused, saying why, and asked again; end of input cancels.
/// It honours the request's ``OutputOptions/filter`` and ``OutputOptions/limit`` as a line-based
/// prompt does (see ``PlainAnswer``): a filter lists only the items that match, with their own
/// numbers, and a limit above 1 takes several numbers in one answer.
package struct PlainPresenter: ActionSheetPresenter {
    /// Opens the terminal to present on: the controlling terminal `/dev/tty` (tests pass pipes).
    var openTerminal: TerminalOpener = TerminalDevice.controlling

    package func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        let sheet = ResolvedSheet(request)
        var fits = true
        let text = TextWriter.text { out in
            fits = Self.write(sheet, width: request.output.width, shortcuts: request.output.shortcuts, into: &out)
        }
        guard fits else { throw Self.tooNarrow(sheet, request.output) }
        return text
    }

    /// The error for a width too narrow for the sheet. Rare: the sheet is measured again, whole,
    /// only to say how wide it needs to be.
    private static func tooNarrow(_ sheet: ResolvedSheet, _ output: OutputOptions) -> PresentationError {
        RowCut.tooNarrow(width: max(1, output.width), needs: narrowestWidth(sheet, shortcuts: output.shortcuts))
    }

    /// The narrowest width every line of the sheet can be drawn in (see ``RowCut``).
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

    /// An action's label as drawn: its shortcut letter, if it has one, in brackets (`[D]elete`).
    private static func label(_ item: ResolvedSheet.Item, shortcuts: [Int: PickerShortcut]) -> String {
        shortcuts[item.index]?.bracketed(item.text) ?? item.text
    }

    /// The cells of a line's parts that are never cut: its number's prefix (`  N. `), ` [badge]`
    /// and ` (destructive)`.
    private static func fixedCells(prefix: Int, badge: SafeText?, isDestructive: Bool) -> Int {
        var cells = prefix
        if isDestructive { cells += 1 + DestructiveMarker.cells }
        if let badge { cells += badge.cells + 3 }
        return cells
    }

    /// Writes the sheet's lines, each at most `width` cells and ending in a line feed; an action's
    /// shortcut letter is drawn in brackets where its label marked it (`[D]elete`).
    /// - Parameter shown: The actions to list, by index in order, when a filter leaves out some;
    ///   `nil` lists them all. Each keeps its own number.
    /// - Returns: `false`, having stopped, at the first line too narrow for its action (``RowCut``).
    static func write(
        _ sheet: ResolvedSheet, width: Int, shortcuts: [Int: PickerShortcut] = [:], shown: [Int]? = nil,
        into out: inout TextWriter
    ) -> Bool {
        let width = max(1, width)
        if let title = sheet.title {
            out.append(contentsOf: TerminalText.safe(title, width: width))
            out.append(ascii: UInt8(ascii: "\n"))
        }
        if let message = sheet.message {
            out.append(contentsOf: TerminalText.safe(message, width: width))
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
            width: width,
            into: &out)
    }

    /// One action's line: `  N. text [badge] (destructive)` in `width` cells, the number right-aligned
    /// to `digits`; the number, the badge and the marker stay whole and the text is cut (``RowCut``).
    /// - Returns: `false`, writing nothing, when the width leaves the text less than its first cells.
    private static func line(
        number: Int, digits: Int, text safe: SafeText, badge: SafeText?, isDestructive: Bool, width: Int,
        into out: inout TextWriter
    ) -> Bool {
        let room = width - fixedCells(prefix: digits + 4, badge: badge, isDestructive: isDestructive)
        // Most labels fit whole; only one that is cut is asked for its first cells.
        guard safe.cells <= room || room >= RowCut.leastCells(of: safe) else { return false }
        let text = String(number)
        out.append(ascii: UInt8(ascii: " "), count: 2 + digits - text.utf8.count)
        out.append(contentsOf: text)
        out.append(". ")
        out.append(contentsOf: RowCut.label(safe, room: room).text)
        writeSuffix(badge: badge, isDestructive: isDestructive, into: &out)
        out.append(ascii: UInt8(ascii: "\n"))
        return true
    }

    /// ` [badge]` and ` (destructive)`, as they apply.
    private static func writeSuffix(badge: SafeText?, isDestructive: Bool, into out: inout TextWriter) {
        if let badge {
            out.append(" [")
            out.append(contentsOf: badge.text)
            out.append(ascii: UInt8(ascii: "]"))
        }
        if isDestructive {
            out.append(ascii: UInt8(ascii: " "))
            out.append(contentsOf: DestructiveMarker.text)
        }
    }

    package func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
        let terminal = try (request.terminal ?? openTerminal)()
        return try ask(request, on: terminal)
    }

    /// Prints the sheet and reads lines until one is an answer (``PlainAnswer``): a line-based
    /// prompt that honours the request's filter and limit. With a filter asked for but nothing
    /// typed yet (``OutputOptions/filter`` is `""`), it first asks for the text to filter by; a
    /// filter lists only the items that match (the destructive one and cancel always), each
    /// with its own number, and `/TEXT` at the prompt filters again. With a limit above 1 one
    /// answer may hold several numbers, separated by spaces or commas. A wrong answer is refused
    /// with the reason, and the prompt asked again.
    private func ask(
        _ request: PresentationRequest, on terminal: TerminalDevice
    ) throws(PresentationError) -> PresentationOutcome {
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
            // The items listed, when a filter leaves out some.
            let listed = filter.flatMap {
                $0.isEmpty ? nil : PickerState.matching($0, labels: labels, destructiveIndex: destructive)
            }
            let found = listed?.filter { $0 != destructive }
            if output.selectsIfOne, limit == 1, let found, found.count == 1 { return .chose(found[0]) }
            var fits = true
            let text = TextWriter.text { out in
                fits = Self.write(sheet, width: output.width, shortcuts: output.shortcuts, shown: listed, into: &out)
            }
            guard fits else { throw Self.tooNarrow(sheet, output) }
            try terminal.write(text)
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

    /// The lines between the list and the prompt, each ending in a line feed: how many items the
    /// filter matched and that `/TEXT` filters again, and that several numbers may be given. The
    /// prompt itself stays short enough for one line.
    /// - Parameters:
    ///   - count: The number of items.
    ///   - filter: The filter, when filtering (`""`: nothing typed, every item listed).
    ///   - found: The items the filter matched (the destructive one not counted), when it has text.
    ///   - several: Whether one answer may choose several of the items listed.
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

    /// The prompt: what may be typed, as the list shows it.
    /// - Parameters:
    ///   - count: The number of items.
    ///   - listed: The items listed, when a filter leaves out some.
    ///   - limit: The most items one answer may choose.
    ///   - letters: Whether the items have shortcut letters.
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

    /// The lines typed on the terminal, one at a time, within the request's timeout.
    private struct LineReader {
        let terminal: TerminalDevice
        let timeout: Double?
        let clock: MonotonicClock
        let deadline: MonotonicClock.Instant?
        /// Bytes read past the last line given.
        var pending: [UInt8] = []
        var ended = false

        init(terminal: TerminalDevice, timeout: Double?) {
            self.terminal = terminal
            self.timeout = timeout
            let clock = MonotonicClock()
            self.clock = clock
            deadline = timeout.map { clock.now + TerminalLimits.wait(seconds: $0) }
        }

        /// The next line, without its line feed (or carriage return and line feed).
        /// - Returns: `nil` at the end of input; a last line without its line feed still counts.
        /// - Throws: `timedOut` when the timeout passes first, `io` when reading fails.
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
                if let wait, wait <= .zero { throw PlainPresenter.timedOut(timeout) }
                switch try terminal.read(timeout: wait) {
                case .timedOut:
                    throw PlainPresenter.timedOut(timeout)
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

    fileprivate static func timedOut(_ seconds: Double?) -> PresentationError {
        PresentationError.noChoice(within: seconds)
    }
}
