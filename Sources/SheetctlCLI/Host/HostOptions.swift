import CommandLineKit
import ThemeKit

/// The options every command that builds the host shares, typed: `--theme`, `--theme-path`,
/// `--app`, `--locale` and `--registry`. A command's options hold one, and take ``options``
/// lifted to it (or single declarations bound to its fields).
struct HostOptions: CommandOptions {
    var app: String?
    var locale: String?
    var registry: String?
    var theme: String?
    var themePaths: [String] = []

    /// `--theme`, `--theme-path`, `--app`, `--locale` and `--registry`, in the order help lists them.
    static let options: [OptionSpec] = [
        themeOption.bound(to: \Self.theme), searchPath.bound(to: \Self.themePaths), appOption.bound(to: \Self.app),
        localeOption.bound(to: \Self.locale), registryOption.bound(to: \Self.registry),
    ]

    /// `--theme NAME|PATH`.
    static let themeOption = OptionSpec.option(
        "--theme", .theme, "The theme: a name on the theme path, or a file ('/' or .yaml in it).")

    /// `--theme-path DIR`, repeatable: directories searched for themes before the standard ones.
    static let searchPath = OptionSpec.option(
        "--theme-path", .directory, repeatable: true,
        "Look for themes in DIR first (repeatable; before SHEETCTL_THEME_PATH and ~/.config/sheetctl/themes).")

    /// `--app ID`.
    static let appOption = OptionSpec.option(
        "--app", .text, placeholder: "id", "Route as the mini program ID is routed: its presenter, theme and locale.")

    /// `--locale TAG`.
    static let localeOption = OptionSpec.option(
        "--locale", .text, placeholder: "tag", "The BCP 47 language tag for the cancel label (beats the route's).")

    /// The `--registry` option, shared by every command that reads the routing file.
    static let registryOption = OptionSpec.option(
        "--registry", .file, "The routing file (default: $SHEETCTL_REGISTRY, else the config directory's).")
}
