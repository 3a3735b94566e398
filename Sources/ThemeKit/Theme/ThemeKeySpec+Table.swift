extension ThemeKeySpec {
    package static let root: [ThemeKeySpec] = [
        ThemeKeySpec(
            "name", .string(minLength: 1), "The theme's name, by which others extend it and hosts choose it.",
            required: true, write: { theme, value in theme.name = value.stringValue ?? theme.name }),
        ThemeKeySpec(
            "description", .string(minLength: 0), "One line on what the theme is for.",
            write: { theme, value in theme.description = value.stringValue }),
        ThemeKeySpec(
            "extends", .string(minLength: 1),
            "The theme this one builds on: a name (looked up in this file's folder, then on the theme search "
                + "path), or a path relative to this file. "
                + "What this theme leaves out comes from it, and last from the built-in default. "
                + "A chain of extends may be \(ThemeLibrary.maxExtendsDepth) themes deep."),
        ThemeKeySpec(
            "appearance", .choice(ThemeAppearance.allCases.map(\.rawValue)),
            "Whether the theme is for a light or a dark surrounding; without it, the background's "
                + "luminance decides. Not inherited through 'extends'."),
        ThemeKeySpec(
            "counterpart", .string(minLength: 1),
            "The theme for the other appearance: a name (looked up in this file's folder, then on the theme "
                + "search path), or a path relative to this file. "
                + "It must name this theme back and have the other appearance; presenters that can follow the "
                + "terminal or the reader's colour scheme pick the side that fits. Not inherited through 'extends'."),
        ThemeKeySpec(
            "palette", .map(key: .paletteName, value: .color(allowsNames: false)),
            "Named colours that 'colors' may refer to, in this theme and in every theme that extends it; "
                + "a name the theme it extends defines may be used as it is, or given another colour here."),
        ThemeKeySpec("colors", .section(colorKeys), "The colour of each part of the sheet."),
        ThemeKeySpec("badges", .section(badgeKeys), "How each badge kind is drawn."),
        ThemeKeySpec("cancel", .section(cancelKeys), "The cancel button's label."),
    ]

    private static let colorSummaries: [String: String] = [
        "title": "The title's text.",
        "message": "The message's text.",
        "item": "An action's text, unless the request gives itemColor.",
        "destructive": "The destructive action's text.",
        "cancel": "The cancel button's text.",
        "background": "The sheet's background.",
        "separator": "The hairlines between rows.",
        "badge": "A badge's fill.",
        "badgeText": "A badge's text.",
    ]

    private static var colorKeys: [ThemeKeySpec] {
        ThemeColors.roles.map { role in
            ThemeKeySpec(
                role.key, .color(allowsNames: true), colorSummaries[role.key] ?? "",
                read: { .color($0.colors[keyPath: role.path]) },
                write: { theme, value in
                    if let color = value.colorValue { theme.colors[keyPath: role.path] = color }
                })
        }
    }

    private static var badgeKeys: [ThemeKeySpec] {
        [
            ThemeKeySpec(
                "point",
                .section([
                    text(
                        "glyph", "The mark a point badge shows.", { $0.badges.pointGlyph },
                        { $0.badges.pointGlyph = $1 })
                ]),
                "A dot beside the action."),
            ThemeKeySpec(
                "num",
                .section([
                    number(
                        "max", "The largest number shown; above it, 'overflow'.", { $0.badges.numMax },
                        { $0.badges.numMax = $1 }),
                    text(
                        "overflow", "What a number badge shows above 'max'.", { $0.badges.numOverflow },
                        { $0.badges.numOverflow = $1 }),
                ]), "A count beside the action."),
            ThemeKeySpec(
                "text",
                .section([
                    number(
                        "maxLength", "The most characters a text badge shows before it is cut with an ellipsis.",
                        { $0.badges.textMaxLength }, { $0.badges.textMaxLength = $1 })
                ]), "A short word beside the action."),
            ThemeKeySpec(
                "more",
                .section([
                    text("glyph", "The mark a more badge shows.", { $0.badges.moreGlyph }, { $0.badges.moreGlyph = $1 })
                ]),
                "A sign that there is more behind the action."),
        ]
    }

    /// Closures, not key paths: a key path is made at run time, on every start (the start-up mark).
    private static func text(
        _ key: String, _ summary: String, _ get: @escaping @Sendable (Theme) -> String,
        _ set: @escaping @Sendable (inout Theme, String) -> Void
    ) -> ThemeKeySpec {
        ThemeKeySpec(
            key, .string(minLength: 1), summary, read: { .string(get($0)) },
            write: { theme, value in if let text = value.stringValue { set(&theme, text) } })
    }

    private static func number(
        _ key: String, _ summary: String, _ get: @escaping @Sendable (Theme) -> Int,
        _ set: @escaping @Sendable (inout Theme, Int) -> Void
    ) -> ThemeKeySpec {
        ThemeKeySpec(
            key, .integer(minimum: 1), summary, read: { .integer(get($0)) },
            write: { theme, value in if let number = value.integerValue { set(&theme, number) } })
    }

    private static var cancelKeys: [ThemeKeySpec] {
        [
            text(
                "label", "The label when the request gives no cancel text and no translation matches.",
                { $0.cancel.label }, { $0.cancel.label = $1 }),
            ThemeKeySpec(
                "localized", .map(key: .languageTag, value: .string(minLength: 1)),
                "Translations by BCP 47 language tag; zh-Hant-TW falls back to zh-Hant, then zh, then 'label'. "
                    + "Keys are always strings: \"no\" is Norwegian, not false.",
                read: { .strings($0.cancel.localized) },
                write: { theme, value in
                    // A file's translations add to (and override) its parent's, tag by tag.
                    if case .strings(let map) = value {
                        theme.cancel.localized.merge(map) { _, new in new }
                    }
                }),
        ]
    }
}
