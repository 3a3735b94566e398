package struct ImportedTheme: Sendable, Hashable {
    package var theme: Theme
    package var counterpart: String?
    /// Named after the theme, so it is found by its name.
    package var fileName: String { Theme.fileStem(theme.name) + ".yaml" }

    package var yamlText: String {
        var text = "# Imported from design tokens by 'sheetctl themes import'; see docs/design-tokens.md.\n"
        text += theme.yamlText
        if let counterpart { text += "counterpart: " + YAMLText.scalar(counterpart) + "\n" }
        return text
    }
}
