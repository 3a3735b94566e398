/// The light side is the default (`values/`, `:root`), whichever side was named.
package struct ThemeExport: Sendable, Hashable {
    package var primary: Theme
    package var dark: Theme?

    package init(_ theme: Theme) {
        primary = theme
    }

    package init(_ theme: Theme, counterpart: Theme) {
        let swapped = theme.appearance == .dark && counterpart.appearance != .dark
        (primary, dark) = swapped ? (counterpart, theme) : (theme, counterpart)
    }

    package var sides: [(theme: Theme, appearance: ThemeAppearance)] {
        guard let dark else { return [(primary, primary.appearance)] }
        return [(primary, .light), (dark, .dark)]
    }

    /// For files that cannot vary by appearance.
    package var cancelLabels: CancelLabels {
        var labels = primary.cancel
        for (tag, label) in dark?.cancel.localized ?? [:] where labels.localized[tag] == nil {
            labels.localized[tag] = label
        }
        return labels
    }

    /// The same bytes every run.
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

    /// A space goes between `first` and `second` (`*/` in CSS, `--` in XML).
    static func commentSafe(_ text: String, breaking first: Character, _ second: Character) -> String {
        var out = ""
        for character in text where character != "\n" {
            if character == second, out.last == first { out += " " }
            out.append(character)
        }
        return out
    }

    static func words(_ key: String) -> [String] {
        var words = [""]
        for character in key {
            if character.isUppercase, !words[words.count - 1].isEmpty { words.append("") }
            words[words.count - 1] += character.lowercased()
        }
        return words
    }
}
