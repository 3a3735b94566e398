public import PresenterRegistry

/// What `sheetctl snapshot` draws: every theme × sheet × mode × width × presenter. A theme with a
/// `counterpart` is drawn in both modes; only plain and ansi text at each width.
///
/// ```swift
/// let matrix = SnapshotMatrix(themes: ["midnight"], sheets: SnapshotSheet.builtIn, widths: [40])
/// ```
public struct SnapshotMatrix: Sendable {
    /// Theme names or paths, as `--theme` takes them; each is a folder of the snapshot.
    public var themes: [SnapshotTheme]
    /// The sheets drawn in every theme.
    public var sheets: [SnapshotSheet]
    /// The widths plain and ansi text are drawn at, in terminal cells.
    public var widths: [Int]

    /// The widths drawn when none are given: a narrow terminal pane and a usual one.
    public static let defaultWidths = [40, 80]

    /// Creates a matrix.
    /// - Parameters:
    ///   - themes: The themes, each named as `--theme` takes it.
    ///   - sheets: The sheets; the built-in set by default.
    ///   - widths: The widths of the text cells.
    public init(
        themes: [SnapshotTheme], sheets: [SnapshotSheet] = SnapshotSheet.builtIn, widths: [Int] = defaultWidths
    ) {
        self.themes = themes
        self.sheets = sheets
        self.widths = widths
    }
}

/// A theme of the matrix: the folder its cells go in, and how the host is asked for it.
public struct SnapshotTheme: Sendable, Hashable {
    /// The folder name: the theme's name, or a file's name without its extension.
    public var name: String
    /// What the host is asked for: a name on the theme path, or a file.
    public var reference: String

    /// A theme named as `--theme` takes it (`midnight`, or `themes/ocean.yaml`).
    public init(_ reference: String) {
        self.reference = reference
        name = SnapshotCell.stem(reference)
    }
}

/// A sheet of the matrix: its name (a folder of the snapshot) and where it comes from.
public struct SnapshotSheet: Sendable {
    /// The folder name.
    public var name: String
    /// The sheet, or the file to read it from as `sheetctl preview --sheet` reads it.
    public var source: SheetRequest.Source

    /// Creates a sheet.
    public init(name: String, source: SheetRequest.Source) {
        self.name = name
        self.source = source
    }
}
