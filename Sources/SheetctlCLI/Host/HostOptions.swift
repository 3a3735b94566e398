/// The options every command that builds the host shares, typed: `--app`, `--locale`,
/// `--registry`, `--theme` and `--theme-path`. A command's options hold one and bind the shared
/// declarations (``CommandHost/registryOption``, ``ThemeOptions/searchPath``) to its fields.
struct HostOptions: Sendable {
    var app: String?
    var locale: String?
    var registry: String?
    var theme: String?
    var themePaths: [String] = []
}

extension HostOptions {
    /// The shared options as the words of a command not yet reading typed options give them.
    init(_ arguments: ParsedArguments) {
        (app, locale, registry) = (arguments.value("--app"), arguments.value("--locale"), arguments.value("--registry"))
        (theme, themePaths) = (arguments.value("--theme"), arguments.all("--theme-path"))
    }
}
