extension ThemeKeySpec {
    /// The keys of a theme file, in the order themes list them.
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
                    ThemeKeySpec(
                        "glyph", .string(minLength: 1), "The mark a point badge shows.",
                        read: { .string($0.badges.pointGlyph) },
                        write: { theme, value in theme.badges.pointGlyph = value.stringValue ?? theme.badges.pointGlyph
                        })
                ]), "A dot beside the action."),
            ThemeKeySpec(
                "num",
                .section([
                    ThemeKeySpec(
                        "max", .integer(minimum: 1), "The largest number shown; above it, 'overflow'.",
                        read: { .integer($0.badges.numMax) },
                        write: { theme, value in theme.badges.numMax = value.integerValue ?? theme.badges.numMax }),
                    ThemeKeySpec(
                        "overflow", .string(minLength: 1), "What a number badge shows above 'max'.",
                        read: { .string($0.badges.numOverflow) },
                        write: { theme, value in
                            theme.badges.numOverflow = value.stringValue ?? theme.badges.numOverflow
                        }),
                ]), "A count beside the action."),
            ThemeKeySpec(
                "text",
                .section([
                    ThemeKeySpec(
                        "maxLength", .integer(minimum: 1),
                        "The most characters a text badge shows before it is cut with an ellipsis.",
                        read: { .integer($0.badges.textMaxLength) },
                        write: { theme, value in
                            theme.badges.textMaxLength = value.integerValue ?? theme.badges.textMaxLength
                        })
                ]), "A short word beside the action."),
            ThemeKeySpec(
                "more",
                .section([
                    ThemeKeySpec(
                        "glyph", .string(minLength: 1), "The mark a more badge shows.",
                        read: { .string($0.badges.moreGlyph) },
                        write: { theme, value in theme.badges.moreGlyph = value.stringValue ?? theme.badges.moreGlyph })
                ]), "A sign that there is more behind the action."),
        ]
    }

    private static var cancelKeys: [ThemeKeySpec] {
        [
            ThemeKeySpec(
                "label", .string(minLength: 1),
                "The label when the request gives no cancel text and no translation matches.",
                read: { .string($0.cancel.label) },
                write: { theme, value in theme.cancel.label = value.stringValue ?? theme.cancel.label }),
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
