import SheetText
import ThemeKit

struct ClientSupport: Sendable {
    var registersFileWatchers = false
    /// A `RelativePattern` can watch a theme folder outside the workspace.
    var watchesRelativePatterns = false
    var renamesFiles = false
}

extension LanguageServer {
    mutating func noteWorkspace(initialize params: JSONValue) {
        let capabilities = params["capabilities"]
        let watched = capabilities?["workspace"]?["didChangeWatchedFiles"]
        client.registersFileWatchers = watched?["dynamicRegistration"] == .bool(true)
        client.watchesRelativePatterns = watched?["relativePatternSupport"] == .bool(true)
        let edits = capabilities?["workspace"]?["workspaceEdit"]
        client.renamesFiles =
            edits?["documentChanges"] == .bool(true)
            && (edits?["resourceOperations"]?.arrayValue ?? []).contains(.string("rename"))
        var folders = (params["workspaceFolders"]?.arrayValue ?? []).compactMap {
            $0["uri"]?.stringValue.flatMap(DocumentURI.path(of:))
        }
        if folders.isEmpty, let root = params["rootUri"]?.stringValue.flatMap(DocumentURI.path(of:)) {
            folders = [root]
        } else if folders.isEmpty, let root = params["rootPath"]?.stringValue, root.hasPrefix("/") {
            folders = [root]
        }
        workspace.setFolders(folders)
    }

    mutating func watchRegistration() -> [JSONValue] {
        guard client.registersFileWatchers else { return [] }
        var watchers: [JSONValue] = ["**/*.yaml", "**/*.yml"].map { .object(["globPattern": .string($0)]) }
        if client.watchesRelativePatterns {
            for folder in workspace.themePath {
                watchers.append(
                    .object([
                        "globPattern": .object([
                            "baseUri": .string(DocumentURI.uri(ofPath: folder)), "pattern": .string("*.{yaml,yml}"),
                        ])
                    ]))
            }
        }
        let registration: JSONValue = .object([
            "id": .string("sheetctl-theme-files"), "method": .string("workspace/didChangeWatchedFiles"),
            "registerOptions": .object(["watchers": .array(watchers)]),
        ])
        return [
            .object([
                "jsonrpc": .string("2.0"), "id": .string("sheetctl-register-watchers"),
                "method": .string("client/registerCapability"),
                "params": .object(["registrations": .array([registration])]),
            ])
        ]
    }

    mutating func didChangeWatchedFiles(_ params: JSONValue) {
        for change in params["changes"]?.arrayValue ?? [] {
            guard let path = change["uri"]?.stringValue.flatMap(DocumentURI.path(of:)) else { continue }
            if change["type"]?.integerValue == 3 {  // deleted
                workspace.removeAll(under: path)
            } else if ThemeLibrary.fileStem(path) != nil {
                workspace.reread(path: path)
            }
        }
    }

    mutating func didChangeWorkspaceFolders(_ params: JSONValue) {
        func paths(_ key: String) -> [String] {
            (params["event"]?[key]?.arrayValue ?? []).compactMap {
                $0["uri"]?.stringValue.flatMap(DocumentURI.path(of:))
            }
        }
        let removed = Set(paths("removed").map(WorkspaceIndex.key(ofDocumentPath:)))
        workspace.setFolders(workspace.folders.filter { !removed.contains($0) } + paths("added"))
    }

    mutating func currentWorkspace() -> WorkspaceIndex {
        workspace.scanIfNeeded()
        var open: Set<String> = []
        for document in documents.values {
            guard let text = document.text else { continue }
            open.insert(WorkspaceIndex.key(ofDocumentPath: text.path))
            workspace.update(path: text.path, text: text, version: document.version)
            if text.uri.hasPrefix("file:") { workspace.searchFolder(of: text.path) }
        }
        workspace.closeAll(apartFrom: open)
        workspace.settle()
        return workspace
    }
}
