import SheetText
import SheetSystem
import ThemeKit

extension LanguageServer {
    /// `textDocument/definition`: from a theme's `extends` or `counterpart` (or a routing file's `theme`) to the
    /// theme's file, and from a palette name where a colour goes to its palette entry.
    mutating func definition(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        let position = try Self.position(in: params)
        guard let (text, report) = try linted(params), let word = KeyedWord.at(position, in: text, encoding: encoding)
        else { return .null }
        let themeKeys: Set<String> = report.kind == .routing ? ["theme"] : ["extends", "counterpart"]
        if themeKeys.contains(word.key) {
            let found =
                report.kind == .routing
                ? themeFile(word.word, from: text.path)
                : configuration.themes.file(referencedBy: word.word, from: text.path).flatMap(FileSystem.canonicalPath)
            guard let path = found else { return .null }
            let start = LSPPosition(line: 0, character: 0)
            return .object([
                "uri": .string(DocumentURI.uri(ofPath: path)), "range": LSPRange(start: start, end: start).json,
            ])
        }
        guard report.kind == .theme,
            let entry = report.themeRoot?["palette"]?.mapping?.first(where: {
                $0.key.scalar?.text == word.word
            })
        else { return .null }
        return .object(["uri": .string(text.uri), "range": text.range(of: entry.key.location, encoding: encoding).json])
    }

    /// The file a routing file's `theme` names, as routing finds it: a path relative to the routing
    /// file's folder, or a name on the theme path; `nil` for the built-in default or a missing file.
    /// (A theme's `extends` and `counterpart` follow ``ThemeLibrary/file(referencedBy:from:)``.)
    func themeFile(_ reference: String, from path: String) -> String? {
        if ThemeLibrary.isPath(reference) {
            let joined =
                reference.hasPrefix("/") ? reference : FileSystem.join(FileSystem.directory(of: path), reference)
            return FileSystem.canonicalPath(joined)
        }
        return configuration.themes.searchPath.file(named: reference).flatMap(FileSystem.canonicalPath)
    }
}
