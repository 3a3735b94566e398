import PresenterRegistry
import ThemeKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `--sheet` takes a sheet from: a YAML or JSON file, a pipe (`<(…)`, a FIFO), or standard
/// input for `-`.
enum SheetSource {
    /// The largest sheet read.
    static let maxBytes = 16 << 20

    /// Reads and decodes the sheet `--sheet` names, reporting problems on stderr.
    ///
    /// Warnings (unknown keys) are printed and the sheet is used; a rejected sheet is exit 65, a
    /// file that cannot be opened 66.
    /// - Parameters:
    ///   - argument: The option's value: a path, or `-` for standard input.
    ///   - context: Where diagnostics go.
    /// - Returns: The sheet, or the exit code to end with.
    static func load(_ argument: String, context: CommandContext) -> Result<ActionSheet, ExitStatus> {
        let source: SourceText
        do {
            source =
                argument == "-"
                ? try SourceText.readStandardInput(maxBytes: maxBytes)
                : try SourceText.read(path: argument, maxBytes: maxBytes, acceptingPipes: true)
        } catch {
            context.report(error.diagnostics)
            let unreadable = error.diagnostics.contains { $0.code == .unreadableFile }
            return .failure(ExitStatus(code: unreadable ? ExitCode.noInput : ExitCode.dataError))
        }
        do {
            let call = try ActionSheetCall.load(sheetFile: source)
            if !call.warnings.isEmpty { context.report(call.warnings, sources: [source]) }
            return .success(call.sheet)
        } catch {
            context.report(error.diagnostics, sources: [source])
            return .failure(ExitStatus(code: ExitCode.dataError))
        }
    }

    /// Whether `--sheet` names something that can be read only once: standard input or a pipe.
    static func isReadOnce(_ argument: String) -> Bool {
        var info = stat()
        return argument == "-" || (stat(argument, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    /// An exit code as an error, to carry it through `Result`.
    struct ExitStatus: Error {
        var code: Int32
    }
}
