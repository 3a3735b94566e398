import ThemeKit

/// A text style drawn with SGR escape sequences: the only way a presenter colours a terminal.
///
/// Colours are opaque by the time they get here (``ResolvedSheet`` colours are blended over the
/// theme's background by the presenter), and are written at the output's ``ColorDepth``:
/// 24-bit as they are, 256 as the nearest of the xterm cube and grey ramp, 16 as the nearest of
/// the standard xterm colours. At ``ColorDepth/none`` a style writes nothing at all.
package struct AnsiStyle: Sendable, Hashable {
    /// The attributes set, and which colours are.
    private struct Flags: OptionSet, Hashable {
        let rawValue: UInt8
        static let foreground = Flags(rawValue: 1 << 0)
        static let background = Flags(rawValue: 1 << 1)
        static let bold = Flags(rawValue: 1 << 2)
        static let dim = Flags(rawValue: 1 << 3)
        static let reverse = Flags(rawValue: 1 << 4)
        static let underline = Flags(rawValue: 1 << 5)
    }

    // Stored as two packed colours and a byte of flags: nine bytes that travel in two registers.
    // (Two optional colours, five bytes each, and three flags were spilled and reloaded at odd
    // offsets whenever a style was passed.) An absent colour is stored as zero, so equal styles
    // are equal in storage.
    /// The foreground in the low 32 bits, the background in the high ones (``pack(_:)``).
    private var colors: UInt64 = 0
    private var flags: Flags = []

    /// The text colour, or `nil` for the terminal's own.
    package var foreground: ThemeColor? {
        get { flags.contains(.foreground) ? Self.unpack(UInt32(truncatingIfNeeded: colors)) : nil }
        set {
            colors = colors & 0xFFFF_FFFF_0000_0000 | UInt64(newValue.map(Self.pack) ?? 0)
            set(.foreground, newValue != nil)
        }
    }

    /// The fill colour, or `nil` for the terminal's own.
    package var background: ThemeColor? {
        get { flags.contains(.background) ? Self.unpack(UInt32(truncatingIfNeeded: colors >> 32)) : nil }
        set {
            colors = colors & 0x0000_0000_FFFF_FFFF | UInt64(newValue.map(Self.pack) ?? 0) << 32
            set(.background, newValue != nil)
        }
    }

    /// Bold (SGR 1).
    package var bold: Bool {
        get { flags.contains(.bold) }
        set { set(.bold, newValue) }
    }

    /// Dim (SGR 2).
    package var dim: Bool {
        get { flags.contains(.dim) }
        set { set(.dim, newValue) }
    }

    /// Reverse video (SGR 7): the picker's highlighted row.
    package var reverse: Bool {
        get { flags.contains(.reverse) }
        set { set(.reverse, newValue) }
    }

    /// Underline (SGR 4): a picker item's shortcut letter.
    package var underline: Bool {
        get { flags.contains(.underline) }
        set { set(.underline, newValue) }
    }

    /// Creates a style.
    package init(
        foreground: ThemeColor? = nil, background: ThemeColor? = nil, bold: Bool = false, dim: Bool = false,
        reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    private mutating func set(_ flag: Flags, _ on: Bool) {
        if on { flags.insert(flag) } else { flags.remove(flag) }
    }

    private static func pack(_ color: ThemeColor) -> UInt32 {
        UInt32(color.alpha) << 24 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    }

    private static func unpack(_ value: UInt32) -> ThemeColor {
        ThemeColor(
            red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
            blue: UInt8(truncatingIfNeeded: value), alpha: UInt8(truncatingIfNeeded: value >> 24))
    }

    /// The sequence that resets every attribute: `ESC [ 0 m`.
    package static let reset = "\u{1B}[0m"

    /// The SGR sequence that turns this style on, starting from the reset state.
    /// - Parameter depth: How many colours may be used.
    /// - Returns: `ESC [ … m`, or the empty string at ``ColorDepth/none`` or for an empty style.
    package func sequence(depth: ColorDepth) -> String {
        guard depth != .none, !isEmpty else { return "" }
        return SGRWriter.string { out in
            out.append("\u{1B}[")
            appendParameters(to: &out, depth: depth, afterReset: false)
            out.append(ascii: UInt8(ascii: "m"))
        }
    }

    /// The SGR sequence that switches to this style from any other: a reset (`0`) followed by the
    /// style's own parameters, in one sequence.
    /// - Parameter depth: How many colours may be used.
    /// - Returns: `ESC [ 0 ; … m`, or the empty string at ``ColorDepth/none``.
    package func transition(depth: ColorDepth) -> String {
        guard depth != .none else { return "" }
        return SGRWriter.string { writeTransition(to: &$0, depth: depth) }
    }

    /// Writes the bytes of ``transition(depth:)``.
    /// - Parameters:
    ///   - out: Where to write.
    ///   - depth: How many colours may be used; not ``ColorDepth/none``.
    func writeTransition(to out: inout SGRWriter, depth: ColorDepth) {
        out.append("\u{1B}[0")
        appendParameters(to: &out, depth: depth, afterReset: true)
        out.append(ascii: UInt8(ascii: "m"))
    }

    /// Whether the style sets nothing: the terminal's own colours, no attribute.
    private var isEmpty: Bool { flags.isEmpty }

    /// Appends the style's SGR parameters separated by `;`, in the order bold, dim, reverse, underline, text
    /// colour, fill colour.
    /// - Parameters:
    ///   - out: Where to write.
    ///   - depth: How many colours may be used; not ``ColorDepth/none``.
    ///   - afterReset: Whether a `0` parameter precedes them, so the first one needs a `;` too.
    private func appendParameters(to out: inout SGRWriter, depth: ColorDepth, afterReset: Bool) {
        var needsSeparator = afterReset
        func next() {
            if needsSeparator { out.append(ascii: UInt8(ascii: ";")) }
            needsSeparator = true
        }
        if bold {
            next()
            out.append(ascii: UInt8(ascii: "1"))
        }
        if dim {
            next()
            out.append(ascii: UInt8(ascii: "2"))
        }
        if reverse {
            next()
            out.append(ascii: UInt8(ascii: "7"))
        }
        if underline {
            next()
            out.append(ascii: UInt8(ascii: "4"))
        }
        if let foreground {
            next()
            SGR.append(foreground, depth: depth, background: false, to: &out)
        }
        if let background {
            next()
            SGR.append(background, depth: depth, background: true, to: &out)
        }
    }

    /// The text in this style, followed by a reset.
    /// - Parameters:
    ///   - text: Sanitised text.
    ///   - depth: How many colours may be used.
    /// - Returns: The text wrapped in SGR sequences, or the text alone at ``ColorDepth/none``.
    package func apply(_ text: String, depth: ColorDepth) -> String {
        let start = sequence(depth: depth)
        return start.isEmpty ? text : start + text + Self.reset
    }
}
