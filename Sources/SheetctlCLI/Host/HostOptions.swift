import CommandLineKit
import ThemeKit

struct HostOptions: CommandOptions {
    var app: String?
    var locale: String?
    var registry: String?
    var theme: String?
    var themePaths: [String] = []

    static let options: [OptionSpec] = [
        option(
            "--theme", { $0.theme = $1 }, .theme, "The theme: a name on the theme path, or a file ('/' or .yaml in it)."
        ),
        bind(searchPath) { $0.themePaths = $1 },
        option(
            "--app", { $0.app = $1 }, .text, placeholder: "id",
            "Route as the mini program ID is routed: its presenter, theme and locale."),
        option(
            "--locale", { $0.locale = $1 }, .text, placeholder: "tag",
            "The BCP 47 language tag for the cancel label (beats the route's)."),
        bind(registryOption) { $0.registry = $1 },
    ]

    static let searchPath = OptionSpec.option(
        "--theme-path", .directory, repeatable: true,
        "Look for themes in DIR first (repeatable; before SHEETCTL_THEME_PATH and ~/.config/sheetctl/themes).")

    static let registryOption = OptionSpec.option(
        "--registry", .file, "The routing file (default: $SHEETCTL_REGISTRY, else the config directory's).")
}
