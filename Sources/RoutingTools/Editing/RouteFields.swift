/// The fields of one route that `registry set` may change; `nil` leaves a field as it is.
package struct RouteFields: Sendable, Hashable {
    package var presenter: String?
    package var theme: String?
    /// A BCP 47 language tag.
    package var locale: String?

    package init(presenter: String? = nil, theme: String? = nil, locale: String? = nil) {
        self.presenter = presenter
        self.theme = theme
        self.locale = locale
    }

    package var isEmpty: Bool { presenter == nil && theme == nil && locale == nil }

    /// In the order they are written.
    var named: [(key: String, value: String)] {
        [("presenter", presenter), ("theme", theme), ("locale", locale)].compactMap { key, value in
            value.map { (key, $0) }
        }
    }

    func validate() throws(RoutingEditError) {
        for (key, value) in named { try Self.validate(value, named: key) }
    }

    private static func validate(_ value: String, named name: String) throws(RoutingEditError) {
        if value.isEmpty { throw RoutingEditError(.invalidArgument, "\(name) must not be empty") }
        if let bad = value.unicodeScalars.first(where: isForbidden) {
            let hex = String(bad.value, radix: 16, uppercase: true)
            let shown = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            throw RoutingEditError(.invalidArgument, "\(name) must not contain control characters (found \(shown))")
        }
    }

    static func validate(app: String) throws(RoutingEditError) {
        try validate(app, named: "the app ID")
        if let star = app.firstIndex(of: "*"), star != app.index(before: app.endIndex) {
            throw RoutingEditError(
                .invalidArgument, "'*' may only end an app ID (a prefix pattern such as 2021*), not stand inside it")
        }
    }

    /// Category Cc (fixed by Unicode's stability policy), and the separators YAML reads as line breaks.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}
