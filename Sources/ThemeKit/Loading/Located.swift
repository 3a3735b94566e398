/// A value with the place in a source it was read from.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value.
    public var value: Value
    /// Where it was written.
    public var location: SourceLocation

    /// Creates a located value.
    /// - Parameters:
    ///   - value: The value.
    ///   - location: Where it was written.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
