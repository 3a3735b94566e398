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
/// or 0 cancels; anything else asks again; end of input cancels.
package struct PlainPresenter: ActionSheetPresenter {
    private let openTerminal: TerminalOpener

    /// Creates the presenter.
    /// - Parameter openTerminal: Opens the terminal to present on; the controlling terminal
    ///   `/dev/tty` by default (tests pass pipes).
    package init(openTerminal: @escaping TerminalOpener = TerminalDevice.controlling) {
        self.openTerminal = openTerminal
    }

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
        let prefix = NumberPrefix(digits: decimalDigits(sheet.items.count)).width
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
    /// - Returns: `false`, having stopped, at the first line too narrow for its action (``RowCut``).
    static func write(
        _ sheet: ResolvedSheet, width: Int, shortcuts: [Int: PickerShortcut] = [:], into out: inout TextWriter
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
        var prefix = NumberPrefix(digits: decimalDigits(sheet.items.count))
        for item in sheet.items {
            // Made safe and measured in one; a badge stays whole (``RowCut``).
            let badge = item.badgeLabel.map { SafeText($0) }
            prefix.set(item.index + 1)
            let text = shortcuts.isEmpty ? item.text : label(item, shortcuts: shortcuts)
            guard
                line(
                    prefix: prefix, text: SafeText(text), badge: badge,
                    isDestructive: item.isDestructive, width: width, into: &out)
            else { return false }
        }
        out.append(ascii: UInt8(ascii: "\n"))
        prefix.set(0)
        return line(
            prefix: prefix, text: SafeText(sheet.cancelLabel), badge: nil, isDestructive: false, width: width,
            into: &out)
    }

    /// One action's line: `  N. text [badge] (destructive)` in `width` cells, after its number's
    /// `prefix`; the number, the badge and the marker stay whole and the text is cut (``RowCut``).
    /// - Returns: `false`, writing nothing, when the width leaves the text less than its first cells.
    private static func line(
        prefix: NumberPrefix, text safe: SafeText, badge: SafeText?, isDestructive: Bool, width: Int,
        into out: inout TextWriter
    ) -> Bool {
        let room = width - fixedCells(prefix: prefix.width, badge: badge, isDestructive: isDestructive)
        // Most labels fit whole; only one that is cut is asked for its first cells.
        guard safe.cells <= room || room >= RowCut.leastCells(of: safe) else { return false }
        prefix.write(into: &out)
        out.append(contentsOf: RowCut.label(safe, room: room).text)
        writeSuffix(badge: badge, isDestructive: isDestructive, into: &out)
        out.append(ascii: UInt8(ascii: "\n"))
        return true
    }

    /// A line's `  N. `: two spaces, the number right-aligned to the widest number's digits, a
    /// dot and a space.
    struct NumberPrefix {
        private let digits: Int
        private var number = 0

        /// A prefix for numbers of at most `digits` digits, set to 0.
        init(digits: Int) {
            self.digits = digits
        }

        /// Its width in cells, which is its count of bytes.
        var width: Int { digits + 4 }

        /// Shows `value`, which must not be negative and have at most the digits it was made for.
        mutating func set(_ value: Int) {
            number = value
        }

        /// Writes the prefix.
        func write(into out: inout TextWriter) {
            let text = String(number)
            out.append(ascii: UInt8(ascii: " "), count: 2 + digits - text.utf8.count)
            out.append(contentsOf: text)
            out.append(". ")
        }
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

    /// The number of decimal digits of a whole number that is not negative.
    private static func decimalDigits(_ value: Int) -> Int {
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return digits
    }

    package func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
        let terminal = try (request.terminal ?? openTerminal)()
        return try ask(request, on: terminal).map(PresentationOutcome.chose) ?? .cancelled
    }

    /// Prints the sheet and reads numbers until one is valid.
    /// - Returns: The chosen index, or `nil` to cancel.
    private func ask(_ request: PresentationRequest, on terminal: TerminalDevice) throws(PresentationError) -> Int? {
        let count = request.sheet.items.count
        let letters = Dictionary(
            request.output.shortcuts.filter { $0.key < count }.map { ($0.value.letter, $0.key) },
            uniquingKeysWith: { first, _ in first })
        try terminal.write(try render(request))
        let prompt =
            letters.isEmpty ? "Choose 1-\(count), or 0 to cancel: " : "Choose 1-\(count) or a letter, or 0 to cancel: "
        let retry =
            letters.isEmpty
            ? "Please type a number from 0 to \(count).\n"
            : "Please type a number from 0 to \(count), or a letter in brackets.\n"
        try terminal.write(prompt)
        let clock = ContinuousClock()
        let deadline = request.output.timeout.map { clock.now + OutputOptions.wait(seconds: $0) }
        var pending: [UInt8] = []
        while true {
            let wait = deadline.map { $0 - clock.now }
            if let wait, wait <= .zero { throw Self.timedOut(request.output.timeout) }
            switch try terminal.read(timeout: wait) {
            case .timedOut:
                throw Self.timedOut(request.output.timeout)
            case .resized:
                continue
            case .endOfInput:
                // A last line without its line feed still counts; otherwise end of input dismisses.
                guard !pending.isEmpty, case .some(let answer) = Self.answer(pending, count: count, letters: letters)
                else {
                    try? terminal.write("\n")
                    return nil
                }
                return answer
            case .bytes(let bytes):
                pending += bytes
                while let newline = pending.firstIndex(of: 0x0A) {
                    let line = pending[..<newline].filter { $0 != 0x0D }
                    pending.removeSubrange(...newline)
                    if let answer = Self.answer(line, count: count, letters: letters) { return answer }
                    try terminal.write(retry + prompt)
                }
            }
        }
    }

    /// What a typed line means: `.some(nil)` cancels, `.some(i)` chooses item `i`, `nil` is not valid.
    /// A line that is one item's shortcut letter, in either case, chooses it as its number does:
    /// typing a line and Enter is deliberate already, so the destructive one asks no second time.
    static func answer(_ line: [UInt8], count: Int, letters: [Character: Int] = [:]) -> Int?? {
        let text = String(decoding: line, as: UTF8.self).trimmingSpaces()
        if text.isEmpty || text == "0" { return .some(nil) }
        if text.count == 1, let item = letters[Character(text.lowercased())] { return .some(item) }
        // Leading zeros are fine here: a person typed it, and "02" can only mean item 2.
        guard let number = DecimalNumber(text, syntax: .leadingZeros)?.integer(in: 1...count) else { return nil }
        return .some(number - 1)
    }

    private static func timedOut(_ seconds: Double?) -> PresentationError {
        PresentationError.noChoice(within: seconds)
    }
}
