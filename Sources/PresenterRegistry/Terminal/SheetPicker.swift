/// The interactive loop of a keyboard picker: raw mode, drawing in place, keys, resizes and timeouts.
///
/// Drawing: the picker draws below the cursor, in place (like `fzf --height` or `gum choose`), not
/// on the alternate screen, so the sheet appears under the prompt and what was on the screen stays.
/// It hides the cursor, writes the lines, and redraws by returning to the first line (`CR`,
/// `ESC [ n A`) and erasing to the end of the screen (`ESC [ J`). On the way out it erases what it
/// drew the same way and shows the cursor again (`ESC [ ? 25 h`), leaving the terminal as it was.
/// After a resize (SIGWINCH) it redraws cut to the new width; a terminal that reflows the old,
/// wider lines may leave a stray line above.
///
/// Restoring: every way out of ``run(on:)`` — a choice, a dismissal, Ctrl-C, end of input, a
/// timeout, a failed read or write — erases the sheet and shows the cursor; the caller then calls
/// ``TerminalIO/restore()`` (``TerminalDevice`` does it in `deinit` too). A terminating signal is
/// handled by ``TerminalIO/enterRawMode()``'s handlers, which write the same exit sequence, which
/// the picker keeps up to date after every draw.
///
/// Keys are decoded by ``KeyDecoder`` and applied by ``PickerState`` (see its key table).
package struct SheetPicker {
    /// The number of actions.
    package let itemCount: Int
    /// The action the cursor starts on.
    package let selectedIndex: Int?
    /// The most cells a line may take; the terminal's own width also caps it.
    package let width: Int
    /// Seconds before the picker gives up with a `timedOut` error; `nil` waits forever.
    package let timeout: Double?
    /// The lines to show for a cursor row and a width.
    package let draw: (_ cursor: Int, _ width: Int) -> [String]

    /// Creates a picker.
    /// - Parameters:
    ///   - itemCount: The number of actions.
    ///   - selectedIndex: The action the cursor starts on.
    ///   - width: The most cells a line may take.
    ///   - timeout: Seconds to wait for a choice; `nil` waits forever.
    ///   - draw: The lines for a cursor row (``PickerState/cursor``) and a width.
    package init(
        itemCount: Int, selectedIndex: Int?, width: Int, timeout: Double?,
        draw: @escaping (_ cursor: Int, _ width: Int) -> [String]
    ) {
        self.itemCount = itemCount
        self.selectedIndex = selectedIndex
        self.width = width
        self.timeout = timeout
        self.draw = draw
    }

    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"

    /// The sequence that returns from the last of `lines` drawn lines to the first and erases them.
    static func erase(lines: Int) -> String {
        "\r" + (lines > 1 ? "\u{1B}[\(lines - 1)A" : "") + "\u{1B}[J"
    }

    /// Runs the picker until a choice, a dismissal or an error.
    /// - Parameter terminal: The terminal; put in raw mode here, restored by the caller.
    /// - Returns: How it ended.
    /// - Throws: ``PresentationError``: `timedOut` when the time runs out, `io` when the terminal fails.
    package func run(on terminal: any TerminalIO) throws(PresentationError) -> PickerState.Outcome {
        try terminal.enterRawMode()
        var state = PickerState(itemCount: itemCount, selectedIndex: selectedIndex)
        var drawn = 0
        var currentWidth = fittedWidth(terminal)

        func redraw() throws(PresentationError) {
            let lines = draw(state.cursor, currentWidth)
            try terminal.write(Self.erase(lines: drawn) + lines.joined(separator: "\r\n"))
            drawn = lines.count
            terminal.setExitSequence(Self.erase(lines: drawn) + Self.showCursor)
        }

        func loop() throws(PresentationError) -> PickerState.Outcome {
            let clock = ContinuousClock()
            let deadline = timeout.map { clock.now + OutputOptions.wait(seconds: $0) }
            var decoder = KeyDecoder()
            while true {
                var wait: Duration? = deadline.map { $0 - clock.now }
                if let left = wait, left <= .zero { throw Self.timedOut(timeout) }
                if decoder.isPending { wait = min(wait ?? KeyDecoder.escapeDelay, KeyDecoder.escapeDelay) }
                var keys: [Key]
                switch try terminal.read(timeout: wait) {
                case .bytes(let bytes):
                    keys = decoder.feed(bytes)
                case .timedOut:
                    guard decoder.isPending else { throw Self.timedOut(timeout) }
                    keys = decoder.flush()
                case .endOfInput:
                    keys = decoder.flush() + [.endOfInput]
                case .resized:
                    currentWidth = fittedWidth(terminal)
                    try redraw()
                    continue
                }
                let before = state.cursor
                for key in keys {
                    if let outcome = state.handle(key) { return outcome }
                }
                if state.cursor != before { try redraw() }
            }
        }

        do throws(PresentationError) {
            try terminal.write(Self.hideCursor)
            terminal.setExitSequence(Self.showCursor)
            try redraw()
            let outcome = try loop()
            try terminal.write(Self.erase(lines: drawn) + Self.showCursor)
            return outcome
        } catch {
            try? terminal.write(Self.erase(lines: drawn) + Self.showCursor)
            throw error
        }
    }

    private func fittedWidth(_ terminal: any TerminalIO) -> Int {
        max(1, min(width, terminal.columns ?? width))
    }

    private static func timedOut(_ seconds: Double?) -> PresentationError {
        PresentationError.noChoice(within: seconds)
    }
}
