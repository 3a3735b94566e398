// libFuzzer target: the YAML layer and the theme loader, from arbitrary bytes.
//
// Built and run by `scripts/fuzz Theme SECONDS`. Besides "does not crash, hang or blow up", it
// checks that a theme that loads writes back (`yamlText`) as text that loads as the same theme,
// and that every diagnostic renders as at most four lines with no raw control character, its
// quoted source line at most 100 cells wide whatever the line and the column.
import ThemeKit

#if canImport(Glibc)
    import Glibc
#endif

/// A search path with no folders, so names never reach the disk; relative `extends` paths point
/// into a folder that does not exist.
let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: []))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceText(name: "fuzz-no-such-folder/theme.yaml", bytes: bytes)

    // The bare YAML layer under both tree limits.
    _ = try? YAMLComposer.document(in: source, limits: .theme)
    _ = try? YAMLComposer.document(in: source, limits: .document)

    let result = library.load(source: source)
    let renderer = DiagnosticRenderer(sources: Dictionary(result.sources.map { ($0.name, $0) }) { a, _ in a })
    for diagnostic in result.diagnostics { checkRendering(renderer.render(diagnostic)) }
    // A diagnostic at a column the input picks, on its first line, however long.
    let column = size > 0 ? Int(bytes[0]) * 61 % 4_000 + 1 : 1
    let firstLine = source.line(1) ?? ""
    let quoting = DiagnosticRenderer { _, _ in firstLine }
    checkRendering(
        quoting.render(
            .error(
                .syntax, firstLine, at: SourceLocation(file: firstLine, start: SourcePosition(line: 1, column: column)),
                hint: firstLine)))
    guard let theme = result.theme else {
        if !result.diagnostics.containsErrors {
            fatalError("a theme failed to load without an error")
        }
        return 0
    }
    let written = SourceText(name: "fuzz-no-such-folder/written.yaml", text: theme.yamlText)
    let reloaded = library.load(source: written)
    guard let again = reloaded.theme else {
        fatalError("a loaded theme's yamlText does not load: \(reloaded.diagnostics.map(\.message))")
    }
    if again != theme {
        fatalError("a loaded theme's yamlText loads as a different theme")
    }
    return 0
}

/// Checks one rendered diagnostic's shape: at most four lines (message, quote, marker, hint), no
/// raw control character but the line feeds, and a quote that fits its window.
func checkRendering(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard text.hasSuffix("\n"), lines.count <= 5 else {
        fatalError("a diagnostic rendered as \(lines.count - 1) lines")
    }
    for scalar in text.unicodeScalars where scalar != "\n" {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029
        {
            fatalError("a diagnostic holds U+\(String(scalar.value, radix: 16)) raw")
        }
    }
    if lines.count >= 4, lines[1].hasPrefix(" 1 | ") {
        let quote = String(lines[1].dropFirst(5))
        if VisibleText.cells(quote) > 100 { fatalError("a quoted line of \(VisibleText.cells(quote)) cells") }
    }
}
