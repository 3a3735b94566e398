import SheetSystem
/// How many terminal cells one grapheme cluster takes, by tmux's rule (the terminal between sheetctl
/// and many screens, and the one the tests read back): a cluster, never cut, takes the sum of its
/// code points' widths, what follows a ZERO WIDTH JOINER taking none. Terminals that measure whole
/// clusters (kitty, WezTerm, foot) draw some emoji narrower: a skin-tone emoji `👍🏽` is 4 here and 2
/// there, a keycap `1️⃣` or `❤️` 1 here and 2 there. Unassigned code points are never drawn raw
/// (``VisibleText``); code points newer than the terminal's own tables follow the standard library.
package enum CellWidth {
    /// Whether East Asian Ambiguous characters (`±`, `…`, box drawing) take two cells (fzf's `--ambidouble`).
    package static var ambiguousIsWide: Bool { ambiguousWide.isOn }

    /// Sets ``ambiguousIsWide`` for what a thread runs (`CellWidth.ambiguousWide.withValue(true) { … }`).
    package static let ambiguousWide = ThreadFlag()

    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        // Plain ASCII is most text: answer it before looking at properties.
        if scalars.count == 1, let base = scalars.first, base.value < 0x7F { return base.value < 0x20 ? 0 : 1 }
        var cells = 0
        var joined = false
        for scalar in scalars {
            // tmux draws what follows a joiner in the joiner's cell, as one picture.
            if !joined, scalar.value != 0x200D { cells += width(of: scalar) }
            joined = !joined && scalar.value == 0x200D
        }
        return cells
    }

    /// The number of cells (0, 1 or 2) one code point takes on its own (see ``CellWidth``).
    package static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value <= 0x9F || value == 0x2028 || value == 0x2029 { return 0 }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .unassigned: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        // Regional indicators have emoji presentation, but tmux gives each one cell: a flag is two.
        if (0x1F1E6...0x1F1FF).contains(value) { return 1 }
        if EastAsianWidth.isWide(scalar) || properties.isEmojiPresentation { return 2 }
        if ambiguousIsWide, EastAsianWidth.isAmbiguous(scalar) { return 2 }
        return 1
    }
}
