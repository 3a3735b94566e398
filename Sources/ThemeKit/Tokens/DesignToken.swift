package struct DesignToken: Sendable, Hashable {
    package var path: [String]
    /// Its own `$type`, or the nearest group's.
    package var type: String?
    package var value: TokenNode
    package var description: String?
    /// `$deprecated: true` is the empty text.
    package var deprecation: String?
    package var extensions: TokenNode?
    package var location: SourceLocation

    package var name: String { path.joined(separator: ".") }
}
