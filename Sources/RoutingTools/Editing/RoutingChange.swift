import SheetText
import ThemeKit

package struct RoutingChange: Sendable, Hashable {
    package enum Action: Sendable, Hashable {
        case set(RouteFields)
        case unset
    }

    package var app: String
    package var action: Action
    /// `nil` for a command-line argument.
    package var location: SourceLocation?
    /// A value's problem is shown there rather than in the routing file, which does not hold it yet.
    package var valueLocations: [String: SourceLocation] = [:]

    package init(app: String, action: Action, location: SourceLocation? = nil) {
        self.app = app
        self.action = action
        self.location = location
    }
}

package struct RoutingEdit: Sendable {
    package var bytes: [UInt8]
    package var warnings: [Diagnostic]
    package var bytesReadBack = 0
}
