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
/// action's badge and marker are kept and its text is cut first.
///
/// Presenting prints the sheet on the terminal (`/dev/tty`) and asks for a number: 1 to the item
/// count chooses; an empty line or 0 cancels; anything else asks again; end of input cancels.
public struct PlainPresenter: ActionSheetPresenter {
    private let openTerminal: TerminalOpener

    /// Creates the presenter.
    /// - Parameter openTerminal: Opens the terminal to present on; the controlling terminal
    ///   `/dev/tty` by default (tests pass pipes).
    public init(openTerminal: @escaping TerminalOpener = TerminalDevice.controlling) {
        self.openTerminal = openTerminal
    }

    public func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        let lines = Self.lines(ResolvedSheet(request), width: request.output.width)
        // One string grown once, rather than joined and then extended by the final line break.
        var out = ""
        out.reserveCapacity(lines.reduce(lines.count) { $0 + $1.utf8.count })
        for line in lines {
            out += line
            out += "\n"
        }
        return out
    }

    /// The lines of the sheet, each at most `width` cells.
    static func lines(_ sheet: ResolvedSheet, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        if let title = sheet.title { lines.append(TerminalText.safe(title, width: width)) }
        if let message = sheet.message { lines.append(TerminalText.safe(message, width: width)) }
        if !lines.isEmpty { lines.append("") }
        let digits = String(sheet.items.count).count
        func number(_ value: Int) -> String {
            let text = String(value)
            var out = "  "
            for _ in text.count..<max(text.count, digits) { out += " " }
            out += text
            out += ". "
            return out
        }
        for item in sheet.items {
            var suffix = ""
            if let label = item.badgeLabel { suffix += " [" + TerminalText.safe(label, width: max(1, width / 3)) + "]" }
            if item.isDestructive { suffix += " (destructive)" }
            lines.append(line(prefix: number(item.index + 1), text: item.text, suffix: suffix, width: width))
        }
        lines.append("")
        lines.append(line(prefix: number(0), text: sheet.cancelLabel, suffix: "", width: width))
        return lines
    }

    /// `prefix + text + suffix` in `width` cells: the text is cut first; when even the prefix and
    /// suffix do not fit, the whole line is cut.
    private static func line(prefix: String, text: String, suffix: String, width: Int) -> String {
        let safe = TerminalText.sanitize(text)
        let room = width - TerminalText.width(prefix) - TerminalText.width(suffix)
        if room >= min(1, TerminalText.width(safe)) {
            return prefix + TerminalText.truncate(safe, toWidth: room) + suffix
        }
        return TerminalText.truncate(prefix + safe + suffix, toWidth: width)
    }

    public func present(_ request: PresentationRequest, delegate: any PresentationDelegate) {
        let terminal: any TerminalIO
        do throws(PresentationError) {
            terminal = try openTerminal()
        } catch {
            delegate.fail(error)
            return
        }
        let result: Result<Int?, PresentationError>
        do throws(PresentationError) {
            result = .success(try ask(request, on: terminal))
        } catch {
            result = .failure(error)
        }
        switch result {
        case .success(.some(let index)): delegate.finish(index: index)
        case .success(.none): delegate.cancel()
        case .failure(let error): delegate.fail(error)
        }
    }

    /// Prints the sheet and reads numbers until one is valid.
    /// - Returns: The chosen index, or `nil` to cancel.
    private func ask(_ request: PresentationRequest, on terminal: any TerminalIO) throws(PresentationError) -> Int? {
        let count = request.sheet.items.count
        try terminal.write(try render(request))
        let prompt = "Choose 1-\(count), or 0 to cancel: "
        try terminal.write(prompt)
        let clock = ContinuousClock()
        let deadline = request.output.timeout.map { clock.now + .seconds($0) }
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
                guard !pending.isEmpty, case .some(let answer) = Self.answer(pending, count: count) else {
                    try? terminal.write("\n")
                    return nil
                }
                return answer
            case .bytes(let bytes):
                pending += bytes
                while let newline = pending.firstIndex(of: 0x0A) {
                    let line = pending[..<newline].filter { $0 != 0x0D }
                    pending.removeSubrange(...newline)
                    if let answer = Self.answer(line, count: count) { return answer }
                    try terminal.write("Please type a number from 0 to \(count).\n" + prompt)
                }
            }
        }
    }

    /// What a typed line means: `.some(nil)` cancels, `.some(i)` chooses item `i`, `nil` is not valid.
    static func answer(_ line: [UInt8], count: Int) -> Int?? {
        let text = String(decoding: line, as: UTF8.self).trimmingSpaces()
        if text.isEmpty || text == "0" { return .some(nil) }
        guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(text), (1...count).contains(number)
        else { return nil }
        return .some(number - 1)
    }

    private static func timedOut(_ seconds: Double?) -> PresentationError {
        PresentationError(.timedOut, "no choice within \(seconds.map { "\($0)" } ?? "the time allowed") seconds")
    }
}
