/// A theme, or a light and dark pair, to export: the light side is the default (the universal
/// appearance, `values/`, `:root`) and the dark side the dark one, whichever side was named.
package struct ThemeExport: Sendable, Hashable {
    /// The default side: the light one of a pair, or the theme itself.
    package var primary: Theme
    /// The dark side of a pair.
    package var dark: Theme?

    /// A single theme.
    package init(_ theme: Theme) {
        primary = theme
    }

    /// A pair, in either order: the light one becomes the default.
    package init(_ theme: Theme, counterpart: Theme) {
        if theme.appearance == .dark, counterpart.appearance != .dark {
            primary = counterpart
            dark = theme
        } else {
            primary = theme
            dark = counterpart
        }
    }

    /// Each side with its appearance, the default first.
    package var sides: [(theme: Theme, appearance: ThemeAppearance)] {
        guard let dark else { return [(primary, primary.appearance)] }
        return [(primary, .light), (dark, .dark)]
    }

    /// The cancel labels of both sides as one, for files that cannot vary by appearance: the
    /// default side's, with each translation only the dark side gives.
    package var cancelLabels: CancelLabels {
        var labels = primary.cancel
        for (tag, label) in dark?.cancel.localized ?? [:] where labels.localized[tag] == nil {
            labels.localized[tag] = label
        }
        return labels
    }

    /// Every file of the formats asked for, sorted by path; the same bytes every run.
    package func files(_ formats: [ThemeExportFormat]) -> [ExportedFile] {
        var files: [ExportedFile] = []
        for format in ThemeExportFormat.allCases where formats.contains(format) {
            switch format {
            case .dtcg: files += DTCGWriter.files(self)
            case .xcassets: files += AssetCatalogWriter.files(self)
            case .android: files += AndroidResourceWriter.files(self)
            case .css: files += CSSWriter.files(self)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// A role's key as a word list: `badgeText` → `["badge", "text"]`.
    static func words(_ key: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in key {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
        }
        words.append(current)
        return words
    }
}
