import SheetText
import ThemeKit

/// Where a ``CallNode`` or a key was written: an offset becomes a line and column only when asked,
/// so locating every value of a large call costs nothing until a diagnostic quotes one.
struct CallPlace: Sendable, Hashable {
    private enum Origin: Sendable {
        case source(SourceText)
        case located(Located)
    }

    /// Held by reference so that a place stays two words.
    private final class Located: Sendable {
        let location: SourceLocation
        init(_ location: SourceLocation) { self.location = location }
    }

    private let origin: Origin?
    private let offset: Int

    static let none = CallPlace(nil)

    init(offset: Int, in source: SourceText) {
        origin = .source(source)
        self.offset = offset
    }

    init(_ location: SourceLocation?) {
        origin = location.map { .located(Located($0)) }
        offset = 0
    }

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
