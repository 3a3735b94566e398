/// How many colours the output can show; `none` means no escape sequences at all.
public enum ColorDepth: String, Sendable, Hashable, CaseIterable, Comparable {
    /// No colour and no other escape sequence.
    case none
    /// The 16 ANSI colours (SGR 30–37, 90–97).
    case ansi16 = "16"
    /// The xterm 256-colour palette (SGR 38;5;n).
    case ansi256 = "256"
    /// 24-bit colour (SGR 38;2;r;g;b).
    case trueColor = "24bit"

    /// Ordered as declared, fewest colours first.
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
