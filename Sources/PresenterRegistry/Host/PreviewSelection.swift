import SheetSystem
import SheetText
import ThemeKit

/// The theme an editor asks a running `sheetctl preview --serve` to show. Its token differs at every
/// write, so choosing the same theme again is a change; a page ignores choices older than itself.
package struct PreviewSelection: Sendable, Hashable {
    package struct Choice: Sendable, Hashable {
        package var themePath: String
        package var token: String
        /// The editor's unsaved text of the theme; `nil` to show the file.
        package var textPath: String?

        /// Named as the theme's file, so `extends` paths and names are found from its folder.
        package func unsavedText() -> SourceText? {
            guard let textPath,
                let source = try? SourceText.read(path: textPath, maxBytes: PreviewSelection.maxTextBytes)
            else { return nil }
            return SourceText(name: themePath, bytes: source.bytes)
        }
    }

    package var path: String

    /// Two paths and a token.
    static let maxBytes = 16384
    static let maxTextBytes = YAMLLimits.theme.maxInputBytes

    package var textPath: String { path + ".yaml" }

    package init(path: String) { self.path = path }

    /// `nil` when neither an absolute `XDG_CACHE_HOME` nor `HOME` is set.
    package static func standard(environment: [String: String]) -> PreviewSelection? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return PreviewSelection(path: cache + "/sheetctl/preview-theme")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return PreviewSelection(path: home + "/.cache/sheetctl/preview-theme")
    }

    /// Asks every running page to show the theme in `themePath`, as `text` has it or as saved.
    package func select(themePath: String, text: [UInt8]? = nil) throws(FileWriteError) {
        let token = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        var choice = themePath + "\n" + token + "\n"
        var files: [AtomicFileWriter.BatchFile] = []
        if let text {
            choice += textPath + "\n"
            files.append(AtomicFileWriter.BatchFile(path: textPath, bytes: text))
        }
        files.append(AtomicFileWriter.BatchFile(path: path, bytes: Array(choice.utf8)))
        try AtomicFileWriter().write(batch: files)
    }

    package func current() -> Choice? {
        guard let source = try? SourceText.read(path: path, maxBytes: Self.maxBytes),
            let themePath = source.line(1), !themePath.isEmpty, let token = source.line(2)
        else { return nil }
        let textPath = source.line(3).flatMap { $0.isEmpty ? nil : $0 }
        return Choice(themePath: themePath, token: token, textPath: textPath)
    }

    /// `start` is what ``current()`` gave when the page started.
    package func choice(since start: Choice?) -> Choice? {
        guard let now = current(), now != start else { return nil }
        return now
    }
}
