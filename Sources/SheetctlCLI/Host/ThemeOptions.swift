import ThemeKit

/// The theme options commands share (`--theme`, `--theme-path`) and the library they describe.
enum ThemeOptions {
    /// `--theme-path DIR`, repeatable: directories searched for themes before the standard ones.
    static let searchPath = OptionSpec.option(
        "--theme-path", .directory, repeatable: true,
        "Look for themes in DIR first (repeatable; before SHEETCTL_THEME_PATH and ~/.config/sheetctl/themes).")

    /// ``searchPath``, alone, for the commands not yet reading typed options.
    static let searchPathOptions = [searchPath]

    /// `--theme NAME|PATH` and `--theme-path DIR`.
    static let options: [OptionSpec] = [themeOption, searchPath]

    /// `--theme NAME|PATH`.
    static let themeOption = OptionSpec.option(
        "--theme", .theme, "The theme: a name on the theme path, or a file ('/' or .yaml in it).")

    /// The theme library the command line and environment describe.
    static func library(_ arguments: ParsedArguments, context: CommandContext) -> ThemeLibrary {
        library(arguments.all("--theme-path"), context: context)
    }

    /// The theme library with `themePaths` (`--theme-path`) searched first.
    static func library(_ themePaths: [String], context: CommandContext) -> ThemeLibrary {
        ThemeLibrary(searchPath: .standard(commandLine: themePaths, environment: context.environment))
    }
}
