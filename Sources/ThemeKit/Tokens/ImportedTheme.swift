/// One theme that design tokens became, ready to be written as a theme file.
package struct ImportedTheme: Sendable, Hashable {
    /// The theme.
    package var theme: Theme
    /// The theme for the other appearance, when the tokens give a light and dark pair.
    package var counterpart: String?
    /// The file to write it to: the theme's name with `.yaml`, so it is found by its name.
    package var fileName: String { Theme.fileStem(theme.name) + ".yaml" }

    /// The theme file's text.
    package var yamlText: String {
        var text = "# Imported from design tokens by 'sheetctl themes import'; see docs/design-tokens.md.\n"
        text += theme.yamlText
        if let counterpart { text += "counterpart: " + YAMLText.scalar(counterpart) + "\n" }
        return text
    }
}
