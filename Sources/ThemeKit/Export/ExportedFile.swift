/// `path` is under the output folder, `/`-separated.
package struct ExportedFile: Sendable, Hashable {
    package var path: String
    package var bytes: [UInt8]

    package init(_ path: String, text: String) {
        self.path = path
        self.bytes = Array(text.utf8)
    }
}
