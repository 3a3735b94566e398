import Foundation
import PresenterRegistry
import Testing
import ThemeKit

/// `sheetctl themes gallery` and `preview --presenter svg` run as the built binary.
@Suite struct ThemesGalleryEndToEndTests {
    private typealias T = LintTestSupport

    /// Runs the built binary with no user configuration (`HOME` points nowhere).
    static func run(_ arguments: [String]) throws -> SheetctlProcess.Result {
        try SheetctlProcess.run(arguments, environment: ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent"])
    }

    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func aGalleryHasOnePicturePerThemeAndAnIndexWithEscapedNames() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let themes = root + "/themes"
        try FileManager.default.createDirectory(atPath: themes, withIntermediateDirectories: true)
        let odd = "a&b <\"c\">"
        try "name: 'a&b <\"c\">'\ndescription: \"<b>bold</b> & more\"\ncolors:\n  destructive: \"#0000FF\"\n".write(
            toFile: themes + "/\(odd).yaml", atomically: true, encoding: .utf8)
        try "name: broken\ncolors:\n  item: \"<nope>\"\n".write(
            toFile: themes + "/broken.yaml", atomically: true, encoding: .utf8)
        let out = root + "/out/nested"
        let result = try Self.run(["themes", "gallery", "-o", out, "--theme-path", themes])

        // The broken theme is reported and gets a card saying why; every other one is drawn, and
        // the exit is 0 because some were.
        #expect(result.code == 0)
        #expect(result.stderr.contains("broken.yaml:3:9: error: "))
        let shipped = try FileManager.default.contentsOfDirectory(atPath: T.shipped).filter { $0.hasSuffix(".yaml") }
            .map { String($0.dropLast(5)) }
        let expectedNames = Set(shipped + [odd])
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: out))
        #expect(files == Set(expectedNames.map { $0 + ".svg" } + ["index.html"]))
        #expect(result.stdout.split(separator: "\n").map(String.init).last == out + "/index.html")
        #expect(result.stdout.split(separator: "\n").count == expectedNames.count + 1)

        // The odd theme's picture is that theme's demo sheet.
        let svg = try String(contentsOfFile: out + "/\(odd).svg", encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("<title>a&amp;b &lt;&quot;c&quot;&gt;</title>"))
        #expect(svg.contains("fill=\"#0000FF\">Delete photo</text>"))
        let defaultSVG = try String(contentsOfFile: out + "/default.svg", encoding: .utf8)
        let expected = SVGPresenter.document(
            SVGSheetLayout(ResolvedSheet(.demo, theme: .builtInDefault, locale: nil)), title: "default")
        #expect(defaultSVG == expected)

        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(index.hasPrefix("<!DOCTYPE html>\n"))
        #expect(index.contains("<img src=\"a%26b%20%3C%22c%22%3E.svg\" alt=\"a&amp;b &lt;&quot;c&quot;&gt;\" "))
        #expect(
            index.contains(
                "<figcaption><span class=\"name\" title=\"a&amp;b &lt;&quot;c&quot;&gt;\">a&amp;b &lt;&quot;c&quot;&gt;"
                    + "</span><small title=\"&lt;b&gt;bold&lt;/b&gt; &amp; more\">&lt;b&gt;bold&lt;/b&gt; &amp; more</small>"
                    + "</figcaption>"
            ))
        for name in shipped { #expect(index.contains("<img src=\"\(name).svg\" alt=\"\(name)\" ")) }
        // The broken theme's card: its name and the first line of its error, escaped, no picture.
        #expect(!index.contains("broken.svg"))
        let card = try #require(
            index.split(separator: "\n").first { $0.contains("<figure class=\"card broken\">") })
        #expect(card.contains("<p class=\"problem\">"))
        #expect(card.contains("broken.yaml:3:9: error: "))
        #expect(card.contains("&lt;nope&gt;"))
        #expect(!card.contains("<nope>"))
        #expect(card.contains("<span class=\"name\" title=\"broken\">broken</span>"))
    }

    /// The page's cards are all a sheet wide, whatever their captions: the width is the grid's
    /// column, the card's and the picture's, and each caption is held to it.
    @Test func everyCardOfTheIndexIsOneWidthWhateverItsCaption() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let themes = root + "/themes"
        try FileManager.default.createDirectory(atPath: themes, withIntermediateDirectories: true)
        let longName = String(repeating: "long", count: 40)
        try "name: \(longName)\ndescription: \"\(String(repeating: "word ", count: 200))\"\n".write(
            toFile: themes + "/\(longName).yaml", atomically: true, encoding: .utf8)
        let result = try Self.run(["themes", "gallery", "-o", root + "/out", "--theme-path", themes])
        #expect(result.code == 0, "\(result.stderr)")
        let index = try String(contentsOfFile: root + "/out/index.html", encoding: .utf8)
        let width = SVGText.number(SVGSheetLayout.sheetWidth)
        #expect(index.contains("grid-template-columns: repeat(auto-fill, \(width)px);"))
        #expect(index.contains("figure.card { margin: 0; width: \(width)px; min-width: 0; }"))
        #expect(index.contains("white-space: nowrap; overflow: hidden; text-overflow: ellipsis;"))
        #expect(index.contains("-webkit-line-clamp: 3;"))
        let figures = index.components(separatedBy: "<figure").dropFirst()
        // One card for each shipped theme and one for the long-named theme here.
        let shipped = try FileManager.default.contentsOfDirectory(atPath: LintTestSupport.packageRoot + "/themes")
            .filter { $0.hasSuffix(".yaml") }
        #expect(figures.count == shipped.count + 1)
        let height = SVGText.number(
            SVGSheetLayout(ResolvedSheet(.demo, theme: .builtInDefault, locale: nil)).height)
        for figure in figures {
            #expect(figure.hasPrefix(" class=\"card\"><img "))
            #expect(figure.contains(" width=\"\(width)\" height=\"\(height)\">"))
            #expect(!figure.contains("style="))
        }
        #expect(index.contains("<span class=\"name\" title=\"\(longName)\">\(longName)</span>"))
    }

    @Test func aGalleryOfGoodThemesIsExitZeroAndCanBeWrittenAgain() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for _ in 0..<2 {
            let result = try Self.run(["themes", "gallery", "-o", root])
            #expect(result.code == 0)
            #expect(result.stderr.isEmpty)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(files.contains("index.html"))
        #expect(files.contains("default.svg"))
        // No temporary file (hidden, beside its target) is left.
        #expect(!files.contains { $0.hasPrefix(".") })
    }

    @Test func aGalleryThatCannotBeWrittenIsExit74() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "x".write(toFile: root + "/file", atomically: true, encoding: .utf8)
        let result = try Self.run(["themes", "gallery", "-o", root + "/file/sub"])
        #expect(result.code == 74)
        #expect(result.stderr.hasPrefix("sheetctl: cannot create the folder '\(root)/file/sub': "))
    }

    @Test func previewWithTheSVGPresenterPrintsAPicture() throws {
        let result = try Self.run(["preview", "--presenter", "svg"])
        #expect(result.code == 0)
        #expect(
            result.stdout.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(result.stdout.hasSuffix("</svg>\n"))
        #expect(result.stdout.contains(">Delete photo</text>"))
    }

    @Test func importThroughTheBinaryReadsStandardInput() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(SheetctlProcess.binary))
        process.arguments = ["themes", "import", "--name", "piped", "-"]
        process.environment = ["PATH": "/usr/bin:/bin"]
        let input = Pipe(), out = Pipe()
        process.standardInput = input
        process.standardOutput = out
        try process.run()
        let scheme = try Data(
            contentsOf: URL(fileURLWithPath: T.packageRoot + "/Tests/ThemeKitTests/Fixtures/base16/legacy-base16.yaml"))
        input.fileHandleForWriting.write(scheme)
        try input.fileHandleForWriting.close()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains("name: piped\n"))
        #expect(text.contains("  background: \"#FFFFFF\"\n"))
    }
}
