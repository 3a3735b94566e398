import SheetSystem

/// The interactive loop of a keyboard picker, drawing below the cursor, in place (like `fzf --height`),
/// never taller than the terminal. Every way out of ``run(on:)`` (a terminating signal too) erases the
/// sheet and turns off its modes; the caller then calls ``TerminalDevice/restore()``.
package struct SheetPicker {
    package let start: PickerState
    /// The most cells a line may take; the terminal's own width also caps it.
    package let width: Int
    /// Seconds before the picker gives up with a `timedOut` error; `nil` waits forever.
    package let timeout: Double?
    package var mouse: Bool
    /// At most `height` lines (`nil` when the terminal does not say), so a redraw can return to the first.
    package let draw: (_ state: PickerState, _ width: Int, _ height: Int?) -> PickerFrame

    package init(
        _ start: PickerState, width: Int, timeout: Double?, mouse: Bool = false,
        draw: @escaping (_ state: PickerState, _ width: Int, _ height: Int?) -> PickerFrame
    ) {
        self.start = start
        self.mouse = mouse
        self.width = width
        self.timeout = timeout
        self.draw = draw
    }

    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    /// Synchronized update (DEC mode 2026): a frame is shown whole; a terminal without it ignores it.
    static let beginUpdate = "\u{1B}[?2026h"
    static let endUpdate = "\u{1B}[?2026l"
    /// Presses and the wheel (mode 1000) in SGR's form (1006): unbounded, telling press from release.
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"
    /// DSR 6: the answer says which screen row holds each line of the frame, as a click gives its row.
    static let askCursorPosition = "\u{1B}[6n"
    /// A terminal that never answers cursor position requests must not make the picker hold more and more.
    static let unansweredRequests = 8
    static func back(fromLine line: Int) -> String { "\r" + (line > 0 ? "\u{1B}[\(line)A" : "") }

    /// Back from line `line` to the first and erase them all. Erasing from the top-left corner is a
    /// clear screen to some terminals, which push the screen into the scrollback (tmux's
    /// `scroll-on-clear`): so the first cell is erased on its own (`ESC [ 1 K`) and the rest from there.
    static func erase(fromLine line: Int) -> String { back(fromLine: line) + "\u{1B}[C\u{1B}[1K\u{1B}[J\r" }

    /// A frame drawn over the one before, each line erased to its end and what is below the last (never
    /// from the top-left corner): nothing is cleared first, so the screen never blinks or scrolls back.
    static func overwrite(_ lines: [String]) -> String { lines.joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K\u{1B}[J" }

    /// From the end of the last of `count` lines to line `line`'s text, after the cursor mark's two cells.
    static func move(fromLast count: Int, toLine line: Int) -> String {
        let up = count - 1 - line
        return "\r" + (up > 0 ? "\u{1B}[\(up)A" : "") + "\u{1B}[3C"
    }

    /// Runs the picker until a choice, a dismissal or an error; the caller restores the terminal.
    package func run(on terminal: TerminalDevice) throws(PresentationError) -> PickerState.Outcome {
        try terminal.enterRawMode()
        var state = start
        // The line the terminal's cursor is on, counted from the first line drawn.
        var cursorAt = 0
        var currentWidth = fittedWidth(terminal)
        var frame = PickerFrame(lines: [], cursorLine: 0, rowAtLine: [])
        // Turned off on every way out, by the signal handlers too, and before a suspend.
        let enterModes = Self.hideCursor + (mouse ? Self.mouseOn : "")
        let leaveModes = (mouse ? Self.mouseOff : "") + Self.showCursor
        // The screen row of the frame's first line, once the terminal has said where its cursor is;
        // and, for each request not yet answered, the frame line the cursor was on when it was asked.
        var firstRow: Int?
        var asked: [Int] = []

        func redraw() throws(PresentationError) {
            frame = draw(state, currentWidth, terminal.rows)
            let lines = frame.lines
            let ask = mouse && asked.count < Self.unansweredRequests
            // One synchronized update, so the terminal never shows half a frame.
            try terminal.write(
                Self.beginUpdate + Self.back(fromLine: cursorAt) + Self.overwrite(lines)
                    + Self.move(fromLast: lines.count, toLine: frame.cursorLine) + Self.endUpdate
                    + (ask ? Self.askCursorPosition : ""))
            cursorAt = frame.cursorLine
            // A page is the action rows this frame shows (the cancel button not counted).
            state.pageRows = max(1, frame.rowAtLine.lazy.compactMap { $0 }.count - 1)
            if ask { asked.append(cursorAt) }
            terminal.setExitSequence(Self.erase(fromLine: cursorAt) + leaveModes)
        }

        // A sheet too narrow to be drawn shows no action: none may be chosen blind.
        func permitted(_ outcome: PickerState.Outcome?) -> PickerState.Outcome? {
            if frame.isTooNarrow, outcome != .cancel, outcome != .interrupt { return nil }
            return outcome
        }
        func apply(_ event: MouseEvent) -> PickerState.Outcome? {
            switch event.kind {
            case .press:
                guard let firstRow else { return nil }
                let line = event.row - firstRow
                guard frame.rowAtLine.indices.contains(line), let row = frame.rowAtLine[line] else { return nil }
                return state.click(row)
            case .wheelUp, .wheelDown:
                state.wheel(down: event.kind == .wheelDown)
                return nil
            case .other:
                // A release or motion: not a second click, so it leaves a confirmation waiting.
                return nil
            }
        }

        /// Ctrl-Z: erase the sheet, give the terminal back, stop, and take it again when continued.
        func suspend() throws(PresentationError) {
            try terminal.write(Self.erase(fromLine: cursorAt) + leaveModes)
            cursorAt = 0
            firstRow = nil
            terminal.restore()
            // The whole process group, as the terminal's own Ctrl-Z would signal it, so the shell sees
            // a script that runs show stop; an orphaned group is not stopped and the picker goes on.
            // A stop asked for at the keyboard is delivered through an inherited mask (not a SIG_IGN).
            var stop = sigset_t()
            var mask = sigset_t()
            sigemptyset(&stop)
            sigaddset(&stop, SIGTSTP)
            pthread_sigmask(SIG_UNBLOCK, &stop, &mask)
            _ = kill(0, SIGTSTP)
            pthread_sigmask(SIG_SETMASK, &mask, nil)
            try terminal.enterRawMode()
            try terminal.write(enterModes)
            terminal.setExitSequence(leaveModes)
        }

        func loop() throws(PresentationError) -> PickerState.Outcome {
            let clock = MonotonicClock()
            let deadline = timeout.map { clock.now + TerminalLimits.wait(seconds: $0) }
            var decoder = KeyDecoder()
            while true {
                var wait: Duration? = deadline.map { $0 - clock.now }
                if let left = wait, left <= .zero { throw PresentationError.noChoice(within: timeout) }
                if decoder.isPending { wait = min(wait ?? KeyDecoder.escapeDelay, KeyDecoder.escapeDelay) }
                var keys: [Key]
                switch try terminal.read(timeout: wait) {
                case .bytes(let bytes): keys = decoder.feed(bytes)
                case .timedOut:
                    guard decoder.isPending else { throw PresentationError.noChoice(within: timeout) }
                    keys = decoder.flush()
                case .endOfInput: keys = decoder.flush() + [.endOfInput]
                case .resized:
                    currentWidth = fittedWidth(terminal)
                    try redraw()
                    continue
                }
                let before = state
                var suspended = false
                for key in keys {
                    switch key {
                    case .suspend:
                        try suspend()
                        suspended = true
                    case .reply:
                        // A late answer to a question asked of the terminal: nothing happened.
                        continue
                    case .cursorPosition(let row, _):
                        // An answer, not a key: it must not end a confirmation as a key would.
                        if !asked.isEmpty { firstRow = row - asked.removeFirst() }
                    case .mouse(let event):
                        if let outcome = permitted(apply(event)) { return outcome }
                    default:
                        if let outcome = permitted(state.handle(key)) { return outcome }
                    }
                }
                if suspended || state != before { try redraw() }
            }
        }

        do throws(PresentationError) {
            try terminal.write(enterModes)
            terminal.setExitSequence(leaveModes)
            try redraw()
            let outcome = try loop()
            try terminal.write(Self.erase(fromLine: cursorAt) + leaveModes)
            return outcome
        } catch {
            try? terminal.write(Self.erase(fromLine: cursorAt) + leaveModes)
            throw error
        }
    }

    private func fittedWidth(_ terminal: TerminalDevice) -> Int { max(1, min(width, terminal.columns ?? width)) }
}
