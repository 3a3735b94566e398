/// One design token of a set, as its group structure gives it.
package struct DesignToken: Sendable, Hashable {
    /// Such as `["sheet", "title"]`.
    package var path: [String]
    /// Its own `$type`, or that of the nearest group that gives one.
    package var type: String?
    /// As written (an alias, a colour object, a string…).
    package var value: TokenNode
    package var description: String?
    /// Why it is deprecated (`$deprecated`: `true` is the empty text), its own or its group's.
    package var deprecation: String?
    package var extensions: TokenNode?
    /// Where its name was written.
    package var location: SourceLocation

    /// The path as an alias writes it: `sheet.title`.
    package var name: String { path.joined(separator: ".") }
}
