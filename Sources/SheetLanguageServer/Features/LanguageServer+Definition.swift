import SheetText
import SheetSystem
import ThemeKit

extension LanguageServer {
    /// From a theme's `extends` or `counterpart` (or a routing file's `theme`) to the theme's file,
    /// and from a palette name where a colour goes to its palette entry.
    mutating func definition(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        let position = try Self.position(in: params)
        guard let (text, report) = try linted(params), let word = KeyedWord.at(position, in: text, encoding: encoding)
        else { return .null }
        let themeKeys: Set<String> = report.kind == .routing ? ["theme"] : ["extends", "counterpart"]
        if themeKeys.contains(word.key) {
            guard let path = themeFile(word.word, from: text.path, routing: report.kind == .routing) else {
                return .null
            }
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

    /// The file a theme's `extends` or `counterpart` names, as the library finds it; or a routing
    /// file's `theme`, as routing finds it: a path relative to the routing file's folder, or a name on
    /// the theme path (not the theme's folder, as `extends` does).
    func themeFile(_ reference: String, from path: String, routing: Bool) -> String? {
        guard routing else {
            return configuration.themes.file(referencedBy: reference, from: path).flatMap(FileSystem.canonicalPath)
        }
        if ThemeLibrary.isPath(reference) {
            let joined =
                reference.hasPrefix("/") ? reference : FileSystem.join(FileSystem.directory(of: path), reference)
            return FileSystem.canonicalPath(joined)
        }
        return configuration.themes.searchPath.file(named: reference).flatMap(FileSystem.canonicalPath)
    }
}
