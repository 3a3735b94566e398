/// One file an export makes: its path under the output folder, `/`-separated, and its bytes.
package struct ExportedFile: Sendable, Hashable {
    /// The path under the output folder.
    package var path: String
    /// The whole contents.
    package var bytes: [UInt8]

    /// Creates a file from text.
    package init(_ path: String, text: String) {
        self.path = path
        self.bytes = Array(text.utf8)
    }

    /// A theme's name as a file name: letters, digits, `.`, `_` and `-` kept, anything else `-`, never
    /// starting with `.` (so a name can neither leave the output folder nor hide its file).
    package static func stem(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            let keep =
                scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "._-".unicodeScalars.contains(scalar))
            out.unicodeScalars.append(keep ? scalar : "-")
        }
        while out.hasPrefix(".") { out.removeFirst() }
        return out.isEmpty ? "theme" : out
    }
}
