import SheetText
import ThemeKit

/// One change to a routing file: set an app's fields, or remove its entry.
package struct RoutingChange: Sendable, Hashable {
    package enum Action: Sendable, Hashable {
        /// Create the entry or merge these fields into it.
        case set(RouteFields)
        /// An app with no entry is an error.
        case unset
    }

    /// The ID or prefix pattern, compared byte for byte with the file's keys, as the loader does.
    package var app: String
    package var action: Action
    /// Where the change was written (a line of `registry apply`'s input), for its diagnostics;
    /// `nil` for a command-line argument.
    package var location: SourceLocation?
    /// Where each field's value was given, by field name (`presenter`, `theme`, `locale`), when
    /// it was given somewhere of its own, as a command line's word: a problem with the value is
    /// shown there rather than in the routing file, which does not hold it yet.
    package var valueLocations: [String: SourceLocation] = [:]

    package init(app: String, action: Action, location: SourceLocation? = nil) {
        self.app = app
        self.action = action
        self.location = location
    }
}

/// The outcome of an edit: the new bytes of the file and what is worth saying about it.
package struct RoutingEdit: Sendable {
    package var bytes: [UInt8]
    /// Problems of entries the edit left as they were (each entry is skipped when resolving).
    package var warnings: [Diagnostic]
    /// How many bytes the read-back check loaded: the whole new file, or its edited regions.
    package var bytesReadBack = 0
}
