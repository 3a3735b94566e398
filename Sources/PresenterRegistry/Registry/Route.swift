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

/// Which entry of a routing file decided a route.
///
/// It names the entry by its relation to the ID asked, so it holds no string: resolving an ID
/// copies nothing and allocates nothing, and ``key(for:)`` spells the entry's key out when asked.
package enum RouteMatch: Sendable, Hashable {
    /// An entry for exactly this ID.
    case exact
    /// A prefix pattern: the ID's first `prefixLength` UTF-8 bytes, then `*`.
    case pattern(prefixLength: Int)
    /// No entry matched: the file's `default` (or the built-in route).
    case fallback

    /// The key of the entry that decided `app`'s route, as `registry resolve` prints it: the ID
    /// itself, the pattern with its final `*` (`2021*`), or `default`.
    /// - Parameter app: The ID that was resolved.
    package func key(for app: String) -> String {
        switch self {
        case .exact: app
        case .pattern(let length): String(decoding: app.utf8.prefix(length), as: UTF8.self) + "*"
        case .fallback: "default"
        }
    }
}

/// The route for one mini program, and which entry decided it.
package struct ResolvedRoute: Sendable, Hashable {
    /// The route, with every field filled in.
    package var route: Route
    /// The entry that matched.
    package var matched: RouteMatch
}

/// One entry of a routing file, as `registry list` shows it.
package struct RoutingEntry: Sendable, Hashable {
    /// The exact ID, or the pattern with its final `*`.
    package var key: String
    /// Whether ``key`` is a prefix pattern.
    package var isPattern: Bool
    /// The entry's route, with the fields it leaves out filled from `default`.
    package var route: Route
}
