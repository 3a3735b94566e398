import SheetText
import ThemeKit

/// The colours of a picture as CSS a page can override (`var(--sheet-ROLE, #fallback)`, as the css export
/// names them); the `fill` attributes stay for renderers without CSS.
struct SVGPalette: Sendable, Hashable {
    enum Role: String, CaseIterable, Sendable {
        case background, title, message, item, destructive, cancel, separator, badge, badgeText

        var className: String { self == .badgeText ? "sheet-badge-text" : "sheet-" + rawValue }

        /// As the css export names it.
        var property: String { "--\(className)" }
    }

    /// The theme as named, as the picture's fill attributes show it.
    var named: [Role: ThemeColor]
    /// The counterpart's; `nil` for a theme without one.
    var other: [Role: ThemeColor]?
    var otherAppearance: ThemeAppearance?

    init(_ request: PresentationRequest) {
        guard let counterpart = request.counterpart, counterpart.appearance != request.theme.appearance else {
            named = Self.attributeColors(of: request.theme)
            return
        }
        named = Self.colors(of: request.theme)
        other = Self.colors(of: counterpart)
        otherAppearance = counterpart.appearance
    }

    /// The background and the separators as the theme has them, the rest as ``colors(of:)``.
    static func attributeColors(of theme: Theme) -> [Role: ThemeColor] {
        var colors = colors(of: theme)
        colors[.background] = theme.colors.background
        colors[.separator] = theme.colors.separator
        return colors
    }

    /// Translucent ones blended over the background, itself over white, as ``SVGSheetLayout`` does.
    static func colors(of theme: Theme) -> [Role: ThemeColor] {
        let colors = theme.colors
        let background = colors.background.blended(over: ThemeColor(red: 255, green: 255, blue: 255))
        func opaque(_ color: ThemeColor) -> ThemeColor { color.alpha == 255 ? color : color.blended(over: background) }
        return [
            .background: background, .title: opaque(colors.title), .message: opaque(colors.message),
            .item: opaque(colors.item), .destructive: opaque(colors.destructive), .cancel: opaque(colors.cancel),
            .separator: opaque(colors.separator), .badge: opaque(colors.badge), .badgeText: opaque(colors.badgeText),
        ]
    }

    /// `nil` for a request's `itemColor`, which wins on both sides.
    func role(ofRow row: SVGSheetLayout.Row) -> Role? {
        if row.isDestructive { return row.text.color == named[.destructive] ? .destructive : nil }
        return row.text.color == named[.item] ? .item : nil
    }

    /// Named after the colours, so equal palettes share it and different ones never meet.
    var scope: String {
        var hash: UInt32 = 2_166_136_261
        for role in Role.allCases {
            for color in [named[role], other?[role]] {
                for byte in (color?.hex ?? "-").utf8 {
                    hash = (hash ^ UInt32(byte)) &* 16_777_619
                }
            }
        }
        let digits = String(hash, radix: 16)
        return (other == nil ? "sheet-theme-" : "sheet-pair-") + String(repeating: "0", count: 8 - digits.count)
            + digits
    }

    func writeStyle(to out: inout TextWriter) {
        let scope = "." + self.scope
        func rules(_ colors: [Role: ThemeColor], indent: String) {
            for role in Role.allCases {
                guard let color = colors[role] else { continue }
                out.append(contentsOf: indent + scope + " .")
                out.append(contentsOf: role.className)
                out.append(contentsOf: " { fill: var(" + role.property + ", ")
                out.append(svgColor: color)
                out.append(") }\n")
            }
        }
        out.append("<style>\n")
        rules(named, indent: "")
        if let other, let otherAppearance {
            out.append(contentsOf: "@media (prefers-color-scheme: \(otherAppearance.rawValue)) {\n")
            rules(other, indent: "  ")
            out.append("}\n")
        }
        out.append("</style>\n")
    }
}
