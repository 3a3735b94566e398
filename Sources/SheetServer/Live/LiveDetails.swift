import PresenterRegistry
import ThemeKit

/// Every text from the theme is made visible and escaped here, and the swatches are SVG (a `fill`
/// attribute), so the page's policy needs no inline style.
enum LiveDetails {
    /// 3:1 for what is not text (WCAG 2.2's SC 1.4.11, as lint holds the badge), 4.5:1 for text.
    static func minimumRatio(for role: String) -> Double {
        role == "separator" || role == "badge" ? ThemeBadgeLint.fillRatio : ThemeContrastLint.minimumRatio
    }

    static func html(_ theme: Theme) -> String {
        var html = "<h2>Contrast</h2>\n<table id=\"contrast\">\n"
        html += "<tr><th>role</th><th>colour</th><th>on</th><th>contrast</th></tr>\n"
        for row in contrast(theme) {
            let minimum = minimumRatio(for: row.role)
            let passes = row.ratio >= minimum
            html += "<tr data-role=\"\(row.role)\" class=\"\(passes ? "passes" : "fails")\">"
            html += "<td>\(row.role)</td><td>\(swatch(row.color))\(row.color.hex)</td>"
            html += "<td>\(swatch(row.background))\(row.backgroundRole)</td>"
            let below = minimum == ThemeContrastLint.minimumRatio ? " — below 4.5:1" : " — below 3:1 (not text)"
            html += "<td>\(ThemeContrastLint.format(row.ratio)):1\(passes ? "" : below)</td></tr>\n"
        }
        html += "</table>\n<h2>Cancel label</h2>\n<table id=\"cancel-labels\">\n"
        html += "<tr><th>locale</th><th>label</th></tr>\n"
        html += "<tr><td>(any other)</td><td>\(text(theme.cancel.label))</td></tr>\n"
        for tag in theme.cancel.localized.keys.sorted() {
            html += "<tr><td>\(text(tag))</td><td>\(text(theme.cancel.localized[tag] ?? ""))</td></tr>\n"
        }
        return html + "</table>\n"
    }

    struct ContrastRow: Sendable, Equatable {
        var role: String
        var color: ThemeColor
        var backgroundRole: String
        var background: ThemeColor
        var ratio: Double
    }

    static func contrast(_ theme: Theme) -> [ContrastRow] {
        ThemeColors.roles.filter { $0.key != "background" }.map { role in
            let under = role.key == "badgeText" ? "badge" : "background"
            let color = theme.colors[keyPath: role.path]
            let background = under == "badge" ? theme.colors.badge : theme.colors.background
            return ContrastRow(
                role: role.key, color: color, backgroundRole: under, background: background,
                ratio: color.contrastRatio(over: background))
        }
    }

    /// Without its alpha: a theme writes alpha first (`#AARRGGBB`), which SVG does not read.
    private static func swatch(_ color: ThemeColor) -> String {
        let fill = ThemeColor(red: color.red, green: color.green, blue: color.blue).hex
        return "<svg class=\"swatch\" width=\"12\" height=\"12\" aria-hidden=\"true\"><rect width=\"12\" height=\"12\" "
            + "fill=\"\(fill)\" stroke=\"#8E8E93\"/></svg> "
    }

    private static func text(_ value: String) -> String { SVGText.escaped(SVGText.displayable(value)) }
}
