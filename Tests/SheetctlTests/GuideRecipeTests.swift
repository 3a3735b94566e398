import Foundation
import OutsideClients
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every `sh` block of the script writers' guide runs, as written, in a real terminal: Enter is
/// pressed at each sheet it shows, and the block must end with status 0 and the terminal as it was.
@Suite(.serialized, .needs(.tmux))
struct GuideRecipeTests {
    struct Recipe: Sendable, CustomTestStringConvertible {
        var line: Int
        var text: String
        var testDescription: String { "docs/script-writers.md:\(line): " + (text.split(separator: "\n").first ?? "") }
    }

    /// The guide's `sh` blocks, with the line each starts on.
    static let recipes: [Recipe] = {
        let path = LintTestSupport.packageRoot + "/docs/script-writers.md"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        var recipes: [Recipe] = []
        var current: (line: Int, lines: [String])?
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            if current == nil, line == "```sh" {
                current = (number + 2, [])
            } else if let block = current, line == "```" {
                recipes.append(Recipe(line: block.line, text: block.lines.joined(separator: "\n")))
                current = nil
            } else if current != nil {
                current!.lines.append(line)
            }
        }
        return recipes
    }()

    @Test func theGuideHasItsRecipes() {
        #expect(Self.recipes.count >= 5)
    }

    @Test(arguments: recipes)
    func eachRecipeRuns(_ recipe: Recipe) throws {
        let binary = try #require(SheetctlProcess.binary)
        let folder = (binary as NSString).deletingLastPathComponent
        // What the recipes call besides sheetctl stands in as functions that say they ran.
        let script = """
            export PATH=\(TmuxSession.quote(folder)):$PATH
            export SHEETCTL_THEME_PATH=\(TmuxSession.quote(LintTestSupport.shipped))
            overwrite() { echo overwritten; }
            keep_both() { echo kept both; }
            less() { echo "less $*"; }
            touch a.log b.log
            stty -g > before
            trap 'status=$?; stty -g > after; echo $status > code.part && mv code.part code; exec sleep 600' EXIT
            \(recipe.text)
            """
        let session = try TmuxSession(script: script)
        defer { session.kill() }
        // Enter at every sheet: typed ahead, a key waits for the next sheet to read it.
        var code: String?
        for _ in 0..<150 {
            code = session.file("code")
            if code != nil { break }
            try session.send("Enter")
            usleep(200_000)
        }
        let screen = (try? session.screen()) ?? []
        let status = try #require(code, "the recipe never ended: \(screen)")
        #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "\(screen)")
        #expect(session.file("after") == session.file("before"))
    }
}
