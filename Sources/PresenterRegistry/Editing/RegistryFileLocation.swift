/// Which routing file `sheetctl registry` edits: the first of `--registry FILE`, `SHEETCTL_REGISTRY`,
/// `$XDG_CONFIG_HOME/sheetctl/registry.yaml` and `$HOME/.config/sheetctl/registry.yaml`.
public struct RegistryFileLocation: Sendable, Hashable {
    /// Where the choice came from, for messages.
    public enum Origin: String, Sendable, Hashable {
        /// The `--registry` flag.
        case flag = "--registry"
        /// The `SHEETCTL_REGISTRY` variable.
        case environment = "SHEETCTL_REGISTRY"
        /// The XDG configuration folder (or `~/.config`).
        case configurationFolder = "the configuration folder"
    }

    /// The file's path.
    public var path: String
    /// Where the path came from.
    public var origin: Origin

    /// Creates a location.
    public init(path: String, origin: Origin) {
        self.path = path
        self.origin = origin
    }

    /// Finds the routing file's path; the file need not exist.
    /// - Parameters:
    ///   - flag: The `--registry` value, if given.
    ///   - environment: The process's environment.
    /// - Returns: The location, or `nil` when neither the flag, `SHEETCTL_REGISTRY`, an absolute
    ///   `XDG_CONFIG_HOME` nor `HOME` says where (empty values count as unset, and a relative
    ///   `XDG_CONFIG_HOME` is ignored, as the XDG specification says).
    public static func resolve(flag: String?, environment: [String: String]) -> RegistryFileLocation? {
        if let flag, !flag.isEmpty { return RegistryFileLocation(path: flag, origin: .flag) }
        if let value = environment["SHEETCTL_REGISTRY"], !value.isEmpty {
            return RegistryFileLocation(path: value, origin: .environment)
        }
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return RegistryFileLocation(path: join(config, "sheetctl/registry.yaml"), origin: .configurationFolder)
        }
        if let home = environment["HOME"], !home.isEmpty {
            return RegistryFileLocation(
                path: join(home, ".config/sheetctl/registry.yaml"), origin: .configurationFolder)
        }
        return nil
    }

    private static func join(_ folder: String, _ rest: String) -> String {
        folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
    }
}
