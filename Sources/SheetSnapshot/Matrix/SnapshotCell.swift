/// One file of a snapshot, its path naming its theme, sheet, mode and kind: `midnight/demo/dark/w40.ansi.txt`.
public struct SnapshotCell: Sendable, Hashable, Comparable {
    /// What a cell holds.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The plain presenter's text, at a width.
        case plain
        /// The ansi presenter's text in 24-bit colour, at a width.
        case ansi
        /// The SVG presenter's picture.
        case svg
        /// The resolved sheet, as the JSON presenter writes it: the record differences are explained from.
        case json
        /// What a screen reader announces, in order, as YAML.
        case accessibility

        /// Whether the cell is drawn at each width.
        public var hasWidth: Bool { self == .plain || self == .ansi }

        var suffix: String {
            switch self {
            case .plain, .ansi: "\(rawValue).txt"
            case .svg, .json: "sheet.\(rawValue)"
            case .accessibility: "a11y.yaml"
            }
        }
    }

    /// The theme's folder name.
    public var theme: String
    /// The sheet's folder name.
    public var sheet: String
    /// `light` or `dark`.
    public var mode: String
    /// The width, for plain and ansi text.
    public var width: Int?
    /// What it holds.
    public var kind: Kind

    /// The folder of its theme, sheet and mode: `midnight/demo/dark`.
    public var group: String { "\(theme)/\(sheet)/\(mode)" }

    /// The file name within its group: `w40.ansi.txt`, `sheet.json`.
    public var fileName: String { width.map { "w\($0).\(kind.suffix)" } ?? kind.suffix }

    /// The path within the snapshot folder.
    public var path: String { group + "/" + fileName }

    public static func < (lhs: SnapshotCell, rhs: SnapshotCell) -> Bool { lhs.path < rhs.path }

    /// `ocean` for `themes/ocean.yaml`.
    static func stem(_ reference: String) -> String {
        let name = reference.split(separator: "/").last.map(String.init) ?? reference
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        let ext = name[name.index(after: dot)...]
        return ["yaml", "yml", "json"].contains(ext.lowercased()) ? String(name[..<dot]) : name
    }
}
