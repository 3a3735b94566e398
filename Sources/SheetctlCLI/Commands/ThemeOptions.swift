import ThemeKit

/// The theme options commands share (`--theme`, `--theme-path`) and what they mean.
enum ThemeOptions {
    /// `--theme-path DIR`, repeatable: directories searched for themes before the standard ones.
    static let searchPathOptions: [OptionSpec] = [
        .option(
            "--theme-path", .directory, repeatable: true,
            "Look for themes in DIR first (repeatable; before SHEETCTL_THEME_PATH and ~/.config/sheetctl/themes).")
    ]

    /// `--theme NAME|PATH` and `--theme-path DIR`.
    static let options: [OptionSpec] =
        [.option("--theme", .theme, "The theme: a name on the theme path, or a file ('/' or .yaml in it).")]
        + searchPathOptions

    /// The theme library the command line and environment describe.
    static func library(_ arguments: ParsedArguments, context: CommandContext) -> ThemeLibrary {
        ThemeLibrary(
            searchPath: .standard(commandLine: arguments.all("--theme-path"), environment: context.environment))
    }

    /// Loads the theme `--theme` names (else `default`), printing its diagnostics to stderr.
    ///
    /// A theme that cannot be used never stops the command: the built-in default stands in.
    /// - Returns: The theme, and the exit code the command should end with when it succeeds
    ///   otherwise: 65 (or 66 when the file cannot be opened) when a theme named with `--theme`
    ///   could not be used, else 0.
    static func load(_ arguments: ParsedArguments, context: CommandContext) -> (theme: Theme, exitCode: Int32) {
        let loaded = loadReadingFiles(arguments, context: context)
        return (loaded.theme, loaded.exitCode)
    }

    /// Loads the theme as ``load(_:context:)`` does, and tells which files that took, for
    /// `preview --watch` to watch.
    /// - Returns: The theme and exit code as ``load(_:context:)`` gives them, and the files: the
    ///   one `--theme` names when it is a path (even when it cannot be read), then every theme
    ///   file read while following `extends`.
    static func loadReadingFiles(_ arguments: ParsedArguments, context: CommandContext)
        -> (theme: Theme, exitCode: Int32, files: [String])
    {
        let named = arguments.value("--theme")
        let result = library(arguments, context: context).loadOrDefault(named ?? Theme.builtInDefault.name)
        context.report(result.diagnostics, sources: result.sources)
        var files: [String] = []
        if let named, ThemeLibrary.isPath(named) { files.append(named) }
        files += result.sources.map(\.name).filter { !$0.hasPrefix("<") && !files.contains($0) }
        guard result.usedFallback, named != nil else {
            return (result.theme ?? .builtInDefault, ExitCode.success, files)
        }
        let unreadable = result.diagnostics.contains { $0.code == .unreadableFile }
        return (result.theme ?? .builtInDefault, unreadable ? ExitCode.noInput : ExitCode.dataError, files)
    }
}
