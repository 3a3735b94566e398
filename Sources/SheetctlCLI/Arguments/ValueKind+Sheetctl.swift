import CommandLineKit

extension ValueKind {
    static let theme = ValueKind.listed(placeholder: "name|path", listedBy: ["themes", "list", "--names"])

    /// Completed from the catalog (built-ins and plugins on `PATH`), only those of `set`.
    static func presenter(_ set: PresenterSet) -> ValueKind {
        let flags = set == .terminal ? ["--terminal"] : []
        return .listed(placeholder: "name", listedBy: ["presenters", "list", "--names"] + flags)
    }
}
