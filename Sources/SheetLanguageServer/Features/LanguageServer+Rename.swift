import SheetSystem
import SheetText
import ThemeKit

extension LanguageServer {
    mutating func prepareRename(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        let (symbol, theme, _) = try workspaceSymbol(params)
        return .object([
            "range": theme.text.range(ofBytes: symbol.place.bytes, encoding: encoding).json,
            "placeholder": .string(symbol.place.text),
        ])
    }

    /// A file named after the theme is renamed too when the client can: lint calls a mismatch misleading.
    mutating func rename(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        guard let newName = params["newName"]?.stringValue else { throw InvalidParams.missing("newName") }
        var (symbol, _, index) = try workspaceSymbol(params)
        if let refusal = symbol.refusal(ofNewName: newName, in: index) {
            throw InvalidParams(refusal, code: .requestFailed)
        }
        var occurrences = symbol.occurrences(in: index)
        // Files not open are edited as they are on disk now: the rename is worked out anew if one changed.
        if rereadChanged(occurrences.map(\.path)) {
            (symbol, _, index) = try workspaceSymbol(params)
            occurrences = symbol.occurrences(in: index)
        }
        var byPath: [String: [Range<Int>]] = [:]
        for occurrence in occurrences where !(byPath[occurrence.path]?.contains(occurrence.place.bytes) ?? false) {
            byPath[occurrence.path, default: []].append(occurrence.place.bytes)
        }
        func edits(_ theme: IndexedTheme) -> JSONValue {
            .array(
                (byPath[theme.path] ?? []).sorted { $0.lowerBound < $1.lowerBound }.map {
                    .object([
                        "range": theme.text.range(ofBytes: $0, encoding: encoding).json, "newText": .string(newName),
                    ])
                })
        }
        let themes = byPath.keys.sorted().compactMap { index.themes[$0] }
        if client.renamesFiles, let move = fileRename(of: symbol, to: newName, in: index) {
            var changes: [JSONValue] = themes.map { theme in
                .object([
                    "textDocument": .object([
                        "uri": .string(theme.text.uri), "version": theme.version.map(JSONValue.integer) ?? .null,
                    ]),
                    "edits": edits(theme),
                ])
            }
            changes.append(move)
            return .object(["documentChanges": .array(changes)])
        }
        var changes: JSONObject = [:]
        for theme in themes { changes[theme.text.uri] = edits(theme) }
        return .object(["changes": .object(changes)])
    }

    /// None for a position that names nothing renameable.
    mutating func references(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        let found: (WorkspaceSymbol, IndexedTheme, WorkspaceIndex)
        do throws(InvalidParams) {
            found = try workspaceSymbol(params)
        } catch  where error.code == .requestFailed {
            return .array([])
        }
        let (symbol, _, index) = found
        let withDeclaration = params["context"]?["includeDeclaration"] != .bool(false)
        return .array(
            symbol.occurrences(in: index).filter { withDeclaration || !$0.isDeclaration }.compactMap { occurrence in
                guard let theme = index.themes[occurrence.path] else { return nil }
                return .object([
                    "uri": .string(theme.text.uri),
                    "range": theme.text.range(ofBytes: occurrence.place.bytes, encoding: encoding).json,
                ])
            })
    }

    /// - Throws: With ``JSONRPC/ErrorCode/requestFailed`` where nothing is renameable.
    private mutating func workspaceSymbol(_ params: JSONValue) throws(InvalidParams) -> (
        WorkspaceSymbol, IndexedTheme, WorkspaceIndex
    ) {
        let position = try Self.position(in: params)
        guard let uri = params["textDocument"]?["uri"]?.stringValue else {
            throw InvalidParams.missing("textDocument.uri")
        }
        let index = currentWorkspace()
        let path = documents[uri]?.text?.path ?? DocumentURI.path(of: uri) ?? uri
        guard let theme = index.themes[WorkspaceIndex.key(ofDocumentPath: path)] else {
            throw InvalidParams(
                "the document is not a theme the server could read; only theme files have names to rename",
                code: .requestFailed)
        }
        let offset = theme.text.offset(of: position, encoding: encoding)
        do throws(WorkspaceSymbol.Refusal) {
            return (try WorkspaceSymbol.at(offset, in: theme, index: index), theme, index)
        } catch {
            throw InvalidParams(error.message, code: .requestFailed)
        }
    }

    /// Whether any file not open changed on disk since it was indexed.
    private mutating func rereadChanged(_ paths: [String]) -> Bool {
        var changed = false
        for path in Set(paths) {
            guard let theme = workspace.themes[path], theme.version == nil else { continue }
            let now = try? SourceText.read(path: path, maxBytes: YAMLLimits.theme.maxInputBytes)
            if now?.bytes != theme.text.bytes {
                workspace.reread(path: path)
                changed = true
            }
        }
        return changed
    }

    /// When the file is named after the theme and no file of the new name is there.
    private func fileRename(of symbol: WorkspaceSymbol, to newName: String, in index: WorkspaceIndex) -> JSONValue? {
        guard case .theme(let path) = symbol.kind, let theme = index.themes[path], theme.text.uri.hasPrefix("file:"),
            let stem = ThemeLibrary.fileStem(path), stem == theme.name?.text, newName != stem
        else { return nil }
        let ext = path.hasSuffix(".yml") ? "yml" : "yaml"
        let target = FileSystem.join(theme.folder, "\(newName).\(ext)")
        guard !FileSystem.isFile(target), !FileSystem.isDirectory(target) else { return nil }
        return .object([
            "kind": .string("rename"), "oldUri": .string(theme.text.uri),
            "newUri": .string(DocumentURI.uri(ofPath: target)),
        ])
    }
}
