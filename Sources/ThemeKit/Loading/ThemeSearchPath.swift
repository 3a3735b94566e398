import SheetSystem
/// Where themes are looked up by name, first match wins: `--theme-path` directories, `SHEETCTL_THEME_PATH`,
/// `$XDG_CONFIG_HOME/sheetctl/themes` (or `$HOME/.config/…`), the shipped themes, then the built-in `default`.
public struct ThemeSearchPath: Sendable, Hashable {
    /// The directories searched, in order; they need not exist.
    public var directories: [String]

    /// Creates a search path from directories.
    /// - Parameter directories: Searched in order.
    public init(directories: [String]) {
        self.directories = directories
    }

    /// The standard search path.
    /// - Parameters:
    ///   - commandLine: Directories given with `--theme-path`, in order.
    ///   - environment: The process environment (`SHEETCTL_THEME_PATH`, `XDG_CONFIG_HOME`, `HOME`).
    ///   - shipped: The shipped themes' directory; by default found with ``shippedDirectory(executablePath:)``.
    /// - Returns: The search path.
    public static func standard(
        commandLine: [String] = [], environment: [String: String], shipped: String? = shippedDirectory()
    ) -> ThemeSearchPath {
        var directories = commandLine
        if let list = environment["SHEETCTL_THEME_PATH"] {
            directories += list.split(separator: ":").map(String.init)
        }
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
            directories.append(config + "/sheetctl/themes")
        } else if let home = environment["HOME"], !home.isEmpty {
            directories.append(home + "/.config/sheetctl/themes")
        }
        if let shipped { directories.append(shipped) }
        return ThemeSearchPath(directories: directories)
    }

    /// The directory of the themes that ship with the tool: `<prefix>/share/sheetctl/themes`, or in a
    /// checkout `themes/` beside `.build`; found from where the binary is, never where it was compiled.
    /// - Parameter executablePath: The running binary; `nil` reads `/proc/self/exe`.
    /// - Returns: The first of the two that exists.
    public static func shippedDirectory(executablePath: String? = nil) -> String? {
        guard let executable = executablePath ?? FileSystem.executablePath() else { return nil }
        let bin = FileSystem.directory(of: executable)
        var candidates = [FileSystem.directory(of: bin) + "/share/sheetctl/themes"]
        var folder = bin
        while folder != "/", !folder.isEmpty {
            let parent = FileSystem.directory(of: folder)
            if folder.hasSuffix("/.build") {
                candidates.append(parent + "/themes")
                break
            }
            if parent == folder { break }
            folder = parent
        }
        return candidates.first(where: FileSystem.isDirectory)
    }

    /// The file `NAME.yaml` or `NAME.yml` in the first directory that has one, whatever theme it holds.
    /// - Parameter name: A file name without its extension.
    /// - Returns: The file's path, or `nil` when no directory has it.
    public func file(named name: String) -> String? {
        for directory in directories {
            for ext in ["yaml", "yml"] {
                let path = FileSystem.join(directory, "\(name).\(ext)")
                if FileSystem.isFile(path) { return path }
            }
        }
        return nil
    }
}
