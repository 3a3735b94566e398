/// A kind of file a theme exports to.
package enum ThemeExportFormat: String, Sendable, Hashable, CaseIterable {
    /// DTCG 2025.10 token files, and a Resolver document for a pair: under `dtcg/`.
    case dtcg
    /// An Xcode asset catalog with one colour set per role, and the cancel labels as a String
    /// Catalog: under `ios/`.
    case xcassets
    /// Android colour and string resources: under `android/res/`.
    case android
    /// CSS custom properties: under `css/`.
    case css
}
