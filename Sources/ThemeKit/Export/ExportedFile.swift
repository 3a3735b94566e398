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
}
