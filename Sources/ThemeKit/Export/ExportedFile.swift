/// One file an export makes: its path under the output folder, `/`-separated, and its bytes.
package struct ExportedFile: Sendable, Hashable {
    package var path: String
    package var bytes: [UInt8]

    package init(_ path: String, text: String) {
        self.path = path
        self.bytes = Array(text.utf8)
    }
}
