// libFuzzer target: the YAML layer and the theme loader, from arbitrary bytes.
//
// Built and run by `scripts/fuzz Theme SECONDS`. Besides "does not crash, hang or blow up", it
// checks that a theme that loads writes back (`yamlText`) as text that loads as the same theme.
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
    _ = renderer.render(result.diagnostics)
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
