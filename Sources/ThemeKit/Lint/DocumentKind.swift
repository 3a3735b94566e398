/// The kinds of file `sheetctl lint` checks, told apart by what they hold rather than by their name.
public enum DocumentKind: String, Sendable, Hashable, CaseIterable {
    /// A theme: a mapping with a `name`.
    case theme
    /// A routing file: a mapping with `apps` or `default` at the top and no `name`.
    case routing

    /// The kind of a parsed document.
    ///
    /// Anything that is not clearly a routing file is a theme, so a broken theme is reported
    /// against the theme format.
    /// - Parameter root: The document's root node.
    /// - Returns: ``routing`` for a mapping with `apps` or `default` and no `name`, else ``theme``.
    public static func detect(_ root: YAMLNode) -> DocumentKind {
        guard root.mapping != nil, root["name"] == nil else { return .theme }
        return root["apps"] != nil || root["default"] != nil ? .routing : .theme
    }
}
