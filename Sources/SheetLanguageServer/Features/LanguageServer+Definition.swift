import SheetText
import SheetSystem
import ThemeKit

extension LanguageServer {
    mutating func definition(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        let position = try Self.position(in: params)
        guard let (text, report) = try linted(params), let word = KeyedWord.at(position, in: text, encoding: encoding)
        else { return .null }
        let themeKeys: Set<String> = report.kind == .routing ? ["theme"] : ["extends", "counterpart"]
        if themeKeys.contains(word.key) {
            guard let path = themeFile(word.word, from: text.path, routing: report.kind == .routing) else {
                return .null
            }
            return .object(["uri": .string(DocumentURI.uri(ofPath: path)), "range": LSPRange.origin.json])
        }
        guard report.kind == .theme,
            let entry = report.themeRoot?["palette"]?.mapping?.first(where: {
                $0.key.scalar?.text == word.word
            })
        else { return .null }
        return .object(["uri": .string(text.uri), "range": text.range(of: entry.key.location, encoding: encoding).json])
    }

    /// A routing file's `theme` is found as routing finds it: not in the file's folder, as `extends` is.
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
