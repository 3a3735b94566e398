/// Who draws a mini program's sheets, and how they look: a presenter name, a theme name and a locale.
public struct Route: Sendable, Hashable {
    /// The presenter's name (`plain`, `json`, a plugin's name…).
    public var presenter: String
    /// The theme's name or path; resolving a route never loads it.
    public var theme: String
    /// The BCP 47 locale for the cancel label; `nil` leaves it to the caller.
    public var locale: String?

    /// Creates a route.
    /// - Parameters:
    ///   - presenter: The presenter's name.
    ///   - theme: The theme's name or path.
    ///   - locale: The locale, when one is set.
    public init(presenter: String, theme: String, locale: String? = nil) {
        self.presenter = presenter
        self.theme = theme
        self.locale = locale
    }

    /// The route used when no routing file says otherwise: presenter `auto`, theme `default`, no locale.
    public static let builtIn = Route(presenter: "auto", theme: "default", locale: nil)
}

/// Which entry decided a route, relative to the ID asked, so that resolving allocates nothing.
package enum RouteMatch: Sendable, Hashable {
    case exact
    /// The ID's first `prefixLength` UTF-8 bytes, then `*`.
    case pattern(prefixLength: Int)
    /// The file's `default` (or the built-in route).
    case fallback

    /// As `registry resolve` prints it.
    package func key(for app: String) -> String {
        switch self {
        case .exact: app
        case .pattern(let length): String(decoding: app.utf8.prefix(length), as: UTF8.self) + "*"
        case .fallback: "default"
        }
    }
}

package struct ResolvedRoute: Sendable, Hashable {
    package var route: Route
    package var matched: RouteMatch
}

/// One entry of a routing file, as `registry list` shows it.
package struct RoutingEntry: Sendable, Hashable {
    /// The pattern has its final `*`.
    package var key: String
    package var isPattern: Bool
    /// The fields it leaves out filled from `default`.
    package var route: Route
}
