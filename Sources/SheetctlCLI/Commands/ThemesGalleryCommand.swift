import SheetSystem
import SheetText
import PresenterRegistry
import ThemeKit

extension Commands {
    /// `sheetctl themes gallery -o DIR`: a picture of the demo sheet in every theme, and a page showing them all.
    static var themesGallery: CommandSpec {
        CommandSpec(
            name: "gallery",
            abstract: "Draw the demo sheet in every theme found, as SVG files and an index.html that shows them.",
            discussion: """
                Writes DIR/NAME.svg for each theme on the theme path (and the built-in default) and DIR/index.html \
                showing them side by side with their names, on cards of one width in rows that line up (a long name \
                or description is cut, its whole text in a tooltip); DIR is created if needed, and each file is \
                written atomically. The files written are listed on stdout.
                A theme that cannot be loaded is reported on stderr and gets a card with no picture, showing why \
                (the first line of its first error); the others are still drawn.
                Exit status: 0 when at least one theme was drawn, 65 when none could be, 74 when a file cannot \
                be written.
                """,
            options: [.option("--output", .directory, short: "-o", required: true, "The folder to write to.")]
                + ThemeOptions.searchPathOptions,
            arguments: [],
            run: { arguments, context in
                guard let directory = arguments.value("--output"), !directory.isEmpty else {
                    return SheetctlCommand.usageError(
                        UsageError("missing -o <dir>: the folder to write the gallery to"),
                        spec: Commands.themesGallery, path: arguments.path, context: context)
                }
                guard directory != "-" else {
                    return SheetctlCommand.usageError(
                        UsageError("-o takes a folder: a gallery is several files, which standard output cannot hold"),
                        spec: Commands.themesGallery, path: arguments.path, context: context)
                }
                return ThemeGallery(
                    library: ThemeOptions.library(arguments, context: context), directory: directory,
                    context: context
                ).write()
            }
        )
    }
}

/// One run of `sheetctl themes gallery`.
struct ThemeGallery {
    var library: ThemeLibrary
    var directory: String
    var context: CommandContext

    typealias Entry = GalleryPage.Card

    /// The card of a theme that cannot be loaded, and the report of why on stderr.
    private func brokenEntry(_ listing: ThemeListing, _ diagnostics: [Diagnostic], sources: [SourceText]) -> Entry {
        context.report(diagnostics, sources: sources)
        let first = diagnostics.first { $0.severity == .error } ?? diagnostics.first
        let line = first.map { DiagnosticRenderer().render($0).prefix { $0 != "\n" } }.map(String.init)
        return Entry(
            name: listing.name, description: listing.description, file: nil, height: 0,
            problem: line ?? "the theme cannot be loaded")
    }

    func write() -> Int32 {
        var entries: [Entry] = []
        var drawn = 0
        do throws(FileWriteError) {
            try AtomicFileWriter().makeDirectories(directory)
            let host = ActionSheetHost(themes: library)
            for listing in library.list() {
                var request = SheetRequest(.sheet(.demo))
                request.theme = listing.path ?? listing.name
                // A theme that cannot be used gets a card saying why, not a picture of the built-in default.
                request.fallsBackToDefaultTheme = false
                let prepared: PreparedPresentation
                do throws(HostError) {
                    prepared = try host.prepare(request)
                } catch {
                    entries.append(brokenEntry(listing, error.diagnostics, sources: error.sources))
                    continue
                }
                drawn += 1
                let file = listing.name + ".svg"
                let layout = SVGSheetLayout(ResolvedSheet(prepared.request))
                let svg = SVGPresenter.document(layout, title: listing.name)
                try OutputFile.write(svg, to: join(file), standardOutput: context.stdout)
                context.writeLine("\(join(file))")
                entries.append(
                    Entry(name: listing.name, description: listing.description, file: file, height: layout.height))
            }
            try OutputFile.write(GalleryPage.html(entries), to: join("index.html"), standardOutput: context.stdout)
            context.writeLine("\(join("index.html"))")
        } catch {
            return OutputFile.report(error, context: context)
        }
        return drawn > 0 ? ExitStatus.success : ExitStatus.dataError
    }

    private func join(_ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
