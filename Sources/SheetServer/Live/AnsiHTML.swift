import SheetTerminal
import PresenterRegistry
import ThemeKit

/// The ansi drawing as HTML, for the live page's terminal pane, so the sheet is not drawn a second way. Only
/// the SGR parameters ``AnsiStyle`` writes are read; nothing but text and colours reaches the page, and the
/// colours are `data-fg`/`data-bg` attributes the page's script applies (the policy allows no inline style).
enum AnsiHTML {
    struct Style: Equatable {
        var foreground: ThemeColor?
        var background: ThemeColor?
        var bold = false
        var faint = false
        var reverse = false

        var opening: String? {
            let (fg, bg) =
                reverse
                ? (background ?? Self.paneBackground, foreground ?? Self.paneForeground) : (foreground, background)
            var attributes = ""
            if let fg { attributes += " data-fg=\"\(fg.hex)\"" }
            if let bg { attributes += " data-bg=\"\(bg.hex)\"" }
            let classes = [bold ? "bold" : nil, faint ? "faint" : nil].compactMap { $0 }
            if !classes.isEmpty { attributes += " class=\"\(classes.joined(separator: " "))\"" }
            return attributes.isEmpty ? nil : "<span\(attributes)>"
        }

        /// Reverse video swaps these when the text names none.
        static let paneForeground = ThemeColor(red: 0xF2, green: 0xF2, blue: 0xF7)
        static let paneBackground = ThemeColor(red: 0x1C, green: 0x1C, blue: 0x1E)

        mutating func apply(_ parameters: [Int]) {
            var index = 0
            while index < parameters.count {
                let code = parameters[index]
                index += 1
                switch code {
                case 0: self = Style()
                case 1: bold = true
                case 2: faint = true
                case 22: (bold, faint) = (false, false)
                case 7: reverse = true
                case 27: reverse = false
                case 30...37: foreground = SGR.standardColors[code - 30]
                case 90...97: foreground = SGR.standardColors[code - 90 + 8]
                case 40...47: background = SGR.standardColors[code - 40]
                case 100...107: background = SGR.standardColors[code - 100 + 8]
                case 39: foreground = nil
                case 49: background = nil
                case 38, 48:
                    // 2;r;g;b is true colour; anything else (5;n) is skipped with its argument.
                    guard index < parameters.count else { return }
                    if parameters[index] == 2, index + 3 < parameters.count {
                        let channels = parameters[(index + 1)...(index + 3)].map { UInt8(clamping: $0) }
                        let color = ThemeColor(red: channels[0], green: channels[1], blue: channels[2])
                        if code == 38 { foreground = color } else { background = color }
                        index += 4
                    } else {
                        index += parameters[index] == 5 ? 2 : 1
                    }
                default: break
                }
            }
        }
    }

    static func html(_ ansi: String) -> String {
        var html = ""
        var style = Style()
        var run = ""
        var runStyle = Style()
        func flush() {
            guard !run.isEmpty else { return }
            html += runStyle.opening.map { $0 + SVGText.escaped(run) + "</span>" } ?? SVGText.escaped(run)
            run = ""
        }
        var scalars = ansi.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}" {
                if scalars.first == "]" {
                    // An operating-system command, up to BEL or ESC \: none of it is text.
                    while let next = scalars.popFirst(), next != "\u{07}" {
                        if next == "\u{1B}" {
                            _ = scalars.popFirst()
                            break
                        }
                    }
                    continue
                }
                guard scalars.first == "[" else {
                    _ = scalars.popFirst()
                    continue
                }
                scalars.removeFirst()
                var parameters = ""
                var final: Unicode.Scalar?
                while let next = scalars.popFirst() {
                    if (0x40...0x7E).contains(next.value) {
                        final = next
                        break
                    }
                    parameters.unicodeScalars.append(next)
                }
                guard final == "m" else { continue }
                let numbers =
                    parameters.isEmpty
                    ? [0] : parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                style.apply(numbers)
                continue
            }
            if scalar != "\n", scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
            if style != runStyle {
                flush()
                runStyle = style
            }
            run.unicodeScalars.append(scalar)
        }
        flush()
        return html
    }
}
