import ThemeKit

/// Edits the `apps` of a routing file as text, keeping everything else byte for byte.
///
/// The file is parsed (with ``YAMLComposer``, whose nodes know their lines) only to find where
/// things are; the edit itself replaces, inserts or removes whole lines:
///
/// - `set` of an existing entry rewrites that entry, and only it, as one flow-style line
///   `  "ID": { presenter: p, theme: t, locale: l }`, merging the fields (a field not given keeps its
///   value; other keys of the entry are kept after these three). A comment at the end of the entry's
///   last line, or else of its key line, is kept. Comments *inside* a multi-line entry are not.
/// - `set` of a new entry appends it after the last line of the last entry of `apps`; `apps:` is
///   created (after the last top-level entry) when missing; `apps: {}` or an empty `apps:` becomes a
///   block mapping.
/// - A flow-style `apps: { … }` is rewritten whole as a block mapping, one line an entry:
///   comments inside its braces are not kept.
/// - `unset` removes the entry's lines (with the comment at their end); comment lines above it stay.
///   Removing the last entry leaves `apps: {}`.
///
/// IDs are always written double-quoted; values are written plain when they are plain words and
/// double-quoted otherwise. CRLF files get CRLF lines, and a byte order mark stays.
///
/// Every result is parsed again and checked before it is returned: an edit that would not read
/// back as intended is refused rather than written.
///
/// ```swift
/// let editor = RoutingFileEditor(source: SourceText(name: "registry.yaml", text: old))
/// let new = try editor.set(app: "2021001234567890", presenter: "json", theme: nil, locale: nil)
/// ```
package struct RoutingFileEditor: Sendable {
    /// The text being edited.
    package let source: SourceText

    /// Prepares to edit a text; nothing is parsed until an edit is asked for.
    /// - Parameter source: The routing file's current text (empty for a file that does not exist yet).
    package init(source: SourceText) {
        self.source = source
    }

    /// Sets the route of one app, creating its entry when there is none.
    /// - Parameters:
    ///   - app: The mini-program ID or prefix pattern (`2021*`).
    ///   - presenter: The presenter's name, or `nil` to keep the entry's.
    ///   - theme: The theme's name, or `nil` to keep the entry's.
    ///   - locale: The locale, or `nil` to keep the entry's.
    /// - Returns: The new text of the file.
    /// - Throws: ``RoutingEditError``: ``RoutingEditError/Kind/invalidArgument`` for an ID or value
    ///   that cannot be written, or when no field is given; ``RoutingEditError/Kind/unusable`` when the
    ///   text does not parse or is laid out in a way this editor will not rewrite.
    package func set(
        app: String, presenter: String? = nil, theme: String? = nil, locale: String? = nil
    ) throws(RoutingEditError) -> String {
        try set(app: app, fields: RouteFields(presenter: presenter, theme: theme, locale: locale))
    }

    /// Sets the route of one app; see ``set(app:presenter:theme:locale:)``.
    package func set(app: String, fields: RouteFields) throws(RoutingEditError) -> String {
        try RouteFields.validate(app: app)
        try fields.validate()
        if fields.isEmpty {
            throw RoutingEditError(.invalidArgument, "give at least one of presenter, theme and locale")
        }
        var layout = try RoutingFileLayout(source: source)
        try layout.set(app: app, fields: fields)
        let text = layout.lines.text
        try verify(text, before: layout.root, app: app, expected: fields)
        return text
    }

    /// Removes the entry of one app.
    /// - Parameter app: The ID or pattern, exactly as it stands in the file.
    /// - Returns: The new text of the file.
    /// - Throws: ``RoutingEditError``: ``RoutingEditError/Kind/noEntry`` when the app has no entry;
    ///   ``RoutingEditError/Kind/unusable`` when the text does not parse or cannot be rewritten.
    package func unset(app: String) throws(RoutingEditError) -> String {
        try RouteFields.validate(app: app)
        var layout = try RoutingFileLayout(source: source)
        try layout.unset(app: app)
        let text = layout.lines.text
        try verify(text, before: layout.root, app: app, expected: nil)
        return text
    }

    /// Parses the result and checks it means what the old text meant, but for the one entry, which
    /// must read back as meant: the guard against writing a file the next reader cannot use, or one
    /// whose other routes an edit disturbed.
    private func verify(_ text: String, before: YAMLNode?, app: String, expected: RouteFields?)
        throws(RoutingEditError)
    {
        let result = SourceText(name: source.name, text: text)
        let root: YAMLNode?
        do {
            root = try YAMLComposer.documents(in: result, limits: .document, maxDocuments: 1).first
        } catch {
            throw RoutingEditError(
                .unusable, "the edit would leave a file that does not parse",
                diagnostics: error.diagnostics)
        }
        let entry = root?["apps"]?.mapping?.first { $0.key.scalar?.text == app }?.value
        var ok = Self.meaning(of: root, without: app) == Self.meaning(of: before, without: app)
        if let expected {
            ok = ok && entry != nil && expected.named.allSatisfy { key, value in entry?[key]?.scalar?.text == value }
        } else {
            ok = ok && entry == nil
        }
        if !ok {
            throw RoutingEditError(
                .unusable, "the edit would not read back as intended",
                diagnostics: [
                    .error(
                        .routingEditLayout, "this file's layout confused the editor",
                        at: SourceLocation(file: source.name, line: 1, column: 1),
                        hint: "edit the entry for \"\(app)\" by hand")
                ])
        }
    }

    /// What a document says, as text that ignores layout, quoting and locations, with the entry of
    /// `app` left out and a missing, null or empty `apps` all read as an empty one.
    private static func meaning(of root: YAMLNode?, without app: String) -> String {
        let pairs: [YAMLPair]
        if let mapping = root?.mapping {
            pairs = mapping
        } else if let root, root.scalar?.isNull != true || root.scalar?.text.isEmpty != true {
            return meaning(of: root)
        } else {
            pairs = []  // No document, or an empty one: nothing but an empty `apps`.
        }
        var parts: [String] = []
        var sawApps = false
        for pair in pairs {
            guard pair.key.scalar?.text == "apps" else {
                parts.append(meaning(of: pair.key) + "=" + meaning(of: pair.value))
                continue
            }
            sawApps = true
            let entries = (pair.value.mapping ?? []).filter { $0.key.scalar?.text != app }
            parts.append(
                "apps={" + entries.map { meaning(of: $0.key) + "=" + meaning(of: $0.value) }.joined(separator: ",")
                    + "}")
        }
        if !sawApps { parts.append("apps={}") }
        return "{" + parts.sorted().joined(separator: ",") + "}"
    }

    private static func meaning(of node: YAMLNode) -> String {
        switch node.content {
        case .scalar(let scalar): scalar.isNull ? "~" : (node.tag ?? "") + String(reflecting: scalar.text)
        case .sequence(let items): "[" + items.map { meaning(of: $0) }.joined(separator: ",") + "]"
        case .mapping(let pairs):
            "{" + pairs.map { meaning(of: $0.key) + "=" + meaning(of: $0.value) }.joined(separator: ",") + "}"
        }
    }
}
