import SheetText
import ThemeKit

/// The widths ``CellWidth/separateScalarWidth(_:)`` gave the scalars above ASCII met so far, for
/// measuring many texts one after the other (a sheet's items).
///
/// A sheet of many items in one script repeats the same few hundred scalars, and finding a
/// scalar's width goes through a dozen ranges (and, for a pictograph, two Unicode property
/// lookups). The memo keeps the last answer for each of ``slots`` slots, chosen by the scalar's
/// low bits, so a scalar met again costs one load and a compare. It only remembers: every width
/// is the one `separateScalarWidth` gives, so the rules stay in one place.
package struct ScalarWidthMemo {
    /// How many scalars it remembers at most: a power of two.
    static let slots = 1024

    /// Each slot's scalar in its upper bits and its width plus one in its low byte (0 for a
    /// scalar outside the set, whose width is `nil`); `UInt32.max` for a slot not yet used, which
    /// no scalar's entry can be, as scalars end at U+10FFFF. Made when the first scalar above
    /// ASCII is met: a sheet in plain ASCII, as most are, never pays for it.
    private var entries: [UInt32] = []

    /// An empty memo.
    package init() {}

    /// ``CellWidth/separateScalarWidth(_:)`` of `value`.
    @inline(__always)
    mutating func width(_ value: UInt32) -> Int? {
        if entries.isEmpty { entries = [UInt32](repeating: .max, count: Self.slots) }
        let slot = Int(truncatingIfNeeded: value) & (Self.slots - 1)
        let entry = entries[slot]
        if entry >> 8 == value {
            let cells = Int(entry & 0xFF)
            return cells == 0 ? nil : cells - 1
        }
        let width = CellWidth.separateScalarWidth(value)
        entries[slot] = value << 8 | UInt32(width.map { $0 + 1 } ?? 0)
        return width
    }

    /// ``CellWidth/ofSeparateScalars(_:)`` of `text`, with the widths remembered.
    mutating func ofSeparateScalars(_ text: String) -> Int? {
        CellWidth.ofSeparateScalars(text) { width($0) }
    }
}
