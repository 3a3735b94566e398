import CommandLineKit

extension ValueKind {
    /// A theme's name or file: names completed from `sheetctl themes list --names`.
    static let theme = ValueKind.listed(placeholder: "name|path", listedBy: ["themes", "list", "--names"])

    /// A presenter's name, completed from the catalog (built-ins and plugins on `PATH`) by
    /// `sheetctl presenters list --names`, only those of `set`.
    static func presenter(_ set: PresenterSet) -> ValueKind {
        .listed(placeholder: "name", listedBy: ["presenters", "list", "--names"] + set.listingFlags)
    }
}
