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

    /// A theme's card on the index: its picture, or why it could not be drawn.
    struct Entry {
        var name: String
        var description: String?
        /// The picture's file; `nil` for a theme that cannot be loaded.
        var file: String?
        /// The picture's height, so the page keeps its place before it loads.
        var height: Double
        /// Why the theme could not be drawn: the first line of its first error.
        var problem: String? = nil
    }

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
            try OutputFile.makeFolder(directory)
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
            try OutputFile.write(Self.index(entries), to: join("index.html"), standardOutput: context.stdout)
            context.writeLine("\(join("index.html"))")
        } catch {
            return OutputFile.report(error, context: context)
        }
        return drawn > 0 ? ExitCode.success : ExitCode.dataError
    }

    private func join(_ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The page showing every picture with its theme's name (escaped; file names percent-encoded).
    ///
    /// Every card is as wide as a sheet, whatever its caption: the name stays on one line, cut
    /// with an ellipsis, the description wraps to at most three lines and is cut there, and each
    /// keeps its whole text in a `title` attribute (a tooltip). The cards sit on a grid of columns
    /// of that one width, tops aligned, so the rows line up.
    static func index(_ entries: [Entry]) -> String {
        let width = SVGText.number(SVGSheetLayout.sheetWidth)
        var page = """
            <!DOCTYPE html>
            <html>
            <head>
            <meta charset="utf-8">
            <title>sheetctl themes</title>
            <style>
            body { margin: 0; padding: 24px; background: #8E8E93; font-family: sans-serif; }
            main { display: grid; grid-template-columns: repeat(auto-fill, \(width)px); gap: 24px; align-items: start; }
            figure.card { margin: 0; width: \(width)px; min-width: 0; }
            figure.card img { display: block; width: \(width)px; }
            figcaption { margin-top: 8px; color: #FFFFFF; }
            figcaption .name { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
            figure.broken .problem { box-sizing: border-box; width: \(width)px; padding: 16px; background: #FFFFFF;
              color: #8B0000; font-family: monospace; overflow-wrap: anywhere; }
            figcaption small { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; line-clamp: 3;
              overflow: hidden; overflow-wrap: anywhere; opacity: 0.8; }
            </style>
            </head>
            <body>
            <main>

            """
        for entry in entries {
            let name = SVGText.escaped(SVGText.displayable(entry.name))
            let description = entry.description.map {
                let text = SVGText.escaped(SVGText.displayable($0))
                return "<small title=\"\(text)\">\(text)</small>"
            }
            if let file = entry.file {
                page += "<figure class=\"card\"><img src=\"\(percentEncoded(file))\" alt=\"\(name)\" "
                page += "width=\"\(width)\" height=\"\(SVGText.number(entry.height))\">"
            } else {
                let problem = SVGText.escaped(SVGText.displayable(entry.problem ?? ""))
                page += "<figure class=\"card broken\"><p class=\"problem\">\(problem)</p>"
            }
            page += "<figcaption><span class=\"name\" title=\"\(name)\">\(name)</span>\(description ?? "")</figcaption>"
            page += "</figure>\n"
        }
        page += "</main>\n</body>\n</html>\n"
        return page
    }

    /// A file name as a relative URL: every byte but ASCII letters, digits and `-._~` percent-encoded.
    static func percentEncoded(_ name: String) -> String {
        var out = ""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (byte < 16 ? "0" : "") + hex
            }
        }
        return out
    }
}
