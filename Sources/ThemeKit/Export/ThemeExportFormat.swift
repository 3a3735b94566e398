/// A kind of file a theme exports to.
package enum ThemeExportFormat: String, Sendable, Hashable, CaseIterable {
    case dtcg, xcassets, android, css
}
