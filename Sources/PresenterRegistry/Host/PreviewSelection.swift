import SheetSystem
import SheetText
import ThemeKit

/// The theme an editor asks a running `sheetctl preview --serve` to show: one small file that the
/// language server writes (its "preview" code lens) and the live page's watch loop reads.
///
/// The file holds the theme's path and a token that differs at every write, so a choice of the
/// same theme again is still a change. An editor's choice may carry the buffer's unsaved text: it is
/// written beside the file (``textPath``), both in one all-or-nothing batch, and the page draws that
/// text as the theme's file, with `extends` and `counterpart` found from the theme's folder. A page
/// shows its `--theme` until the file changes after it started (``choice(since:)``): a choice left
/// from an earlier session does not take over a new page.
/// It lives beside the routing cache, in `$XDG_CACHE_HOME/sheetctl/` (else `~/.cache/sheetctl/`),
/// so every page and server of one user finds it.
///
/// ```swift
/// let selection = PreviewSelection.standard(environment: env)
/// try selection?.select(themePath: "/home/me/themes/mine.yaml")   // an open page redraws with it
/// ```
package struct PreviewSelection: Sendable, Hashable {
    /// One choice, as read back.
    package struct Choice: Sendable, Hashable {
        /// The theme file to show.
        package var themePath: String
        /// What tells this choice from the one before.
        package var token: String
        /// The file holding the theme's text as the editor has it, unsaved; `nil` to show the file.
        package var textPath: String?

        /// The editor's text of the theme, named as the theme's file (so `extends` paths and names
        /// are found from its folder); `nil` when the choice has none or it cannot be read.
        package func unsavedText() -> SourceText? {
            guard let textPath,
                let source = try? SourceText.read(path: textPath, maxBytes: PreviewSelection.maxTextBytes)
            else {
                return nil
            }
            return SourceText(name: themePath, bytes: source.bytes)
        }
    }

    /// The file that holds the choice.
    package var path: String

    /// The most bytes a choice takes: two paths and a token.
    static let maxBytes = 16384
    /// The most bytes of an unsaved theme text kept: a theme file's limit.
    static let maxTextBytes = YAMLLimits.theme.maxInputBytes

    /// The file holding the unsaved text of the theme chosen, beside the choice.
    package var textPath: String { path + ".yaml" }

    /// A selection kept in `path`.
    package init(path: String) { self.path = path }

    /// The selection of this user: `nil` when neither an absolute `XDG_CACHE_HOME` nor `HOME` is set.
    package static func standard(environment: [String: String]) -> PreviewSelection? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return PreviewSelection(path: cache + "/sheetctl/preview-theme")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return PreviewSelection(path: home + "/.cache/sheetctl/preview-theme")
    }

    /// Asks every running page to show the theme in `themePath`, as `text` has it when given (the
    /// file's bytes in an editor's unsaved buffer) or as saved. The files are replaced in one
    /// batch: both or neither.
    /// - Throws: ``FileWriteError`` when the files cannot be written; nothing was changed then.
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

    /// The choice the file holds; `nil` when there is none, or it cannot be read.
    package func current() -> Choice? {
        guard let source = try? SourceText.read(path: path, maxBytes: Self.maxBytes),
            let themePath = source.line(1), !themePath.isEmpty, let token = source.line(2)
        else { return nil }
        let textPath = source.line(3).flatMap { $0.isEmpty ? nil : $0 }
        return Choice(themePath: themePath, token: token, textPath: textPath)
    }

    /// The theme chosen since `start` (what ``current()`` gave when the page started), if any.
    package func choice(since start: Choice?) -> Choice? {
        guard let now = current(), now != start else { return nil }
        return now
    }
}
