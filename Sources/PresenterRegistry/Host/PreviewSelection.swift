import SheetSystem
import SheetText

/// The theme an editor asks a running `sheetctl preview --serve` to show: one small file that the
/// language server writes (its "preview" code lens) and the live page's watch loop reads.
///
/// The file holds the theme's path and a token that differs at every write, so a choice of the
/// same theme again is still a change. A page shows its `--theme` until the file changes after
/// it started (``choice(since:)``): a choice left from an earlier session does not take over a new page.
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
    }

    /// The file that holds the choice.
    package var path: String

    /// The most bytes a choice takes: a path and a token.
    static let maxBytes = 8192

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

    /// Asks every running page to show the theme in `themePath`; the file is replaced atomically.
    /// - Throws: ``FileWriteError`` when the file cannot be written.
    package func select(themePath: String) throws(FileWriteError) {
        let token = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        try AtomicFileWriter().write(Array((themePath + "\n" + token + "\n").utf8), to: path)
    }

    /// The choice the file holds; `nil` when there is none, or it cannot be read.
    package func current() -> Choice? {
        guard let source = try? SourceText.read(path: path, maxBytes: Self.maxBytes),
            let themePath = source.line(1), !themePath.isEmpty, let token = source.line(2)
        else { return nil }
        return Choice(themePath: themePath, token: token)
    }

    /// The theme chosen since `start` (what ``current()`` gave when the page started), if any.
    package func choice(since start: Choice?) -> Choice? {
        guard let now = current(), now != start else { return nil }
        return now
    }
}
