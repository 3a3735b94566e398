import ThemeKit

/// The theme options commands share (`--theme`, `--theme-path`) and the library they describe.
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
}
