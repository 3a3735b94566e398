package enum ThemeExportFormat: String, Sendable, Hashable, CaseIterable {
    case dtcg, xcassets, android, css
}
