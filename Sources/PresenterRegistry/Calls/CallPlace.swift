import SheetText
import ThemeKit

/// Where a ``CallNode`` or a member's key was written: nowhere (built in memory), at a byte offset
/// of a source, or at a location given whole (a YAML node's, which libyaml located).
///
/// An offset is kept as it is and turned into a line and column only when asked
/// (``SourceText/position(ofByte:)`` finds any offset's in bounded work), so locating every value
/// of a large call costs nothing until a diagnostic quotes one.
struct CallPlace: Sendable, Hashable {
    private enum Origin: Sendable {
        case source(SourceText)
        case located(Located)
    }

    /// A location given whole, held by reference so that a place stays two words.
    private final class Located: Sendable {
        let location: SourceLocation
        init(_ location: SourceLocation) { self.location = location }
    }

    private let origin: Origin?
    private let offset: Int

    /// No place: a value built in memory.
    static let none = CallPlace(nil)

    /// The byte `offset` of `source`.
    init(offset: Int, in source: SourceText) {
        origin = .source(source)
        self.offset = offset
    }

    /// A location given whole, or none.
    init(_ location: SourceLocation?) {
        origin = location.map { .located(Located($0)) }
        offset = 0
    }

    /// The location, when there is one: the position of the offset, or the location given.
    var location: SourceLocation? {
        switch origin {
        case nil: nil
        case .source(let source)?: SourceLocation(file: source.name, start: source.position(ofByte: offset))
        case .located(let located)?: located.location
        }
    }

    static func == (lhs: CallPlace, rhs: CallPlace) -> Bool { lhs.location == rhs.location }

    func hash(into hasher: inout Hasher) { hasher.combine(location) }
}
