package struct FileWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// For a symbolic link, the file it leads to.
    package var path: String
    /// Or the code that best names a refusal (`EISDIR` for a folder).
    package var code: Int32
    /// Without a final full stop.
    package var message: String

    package var description: String { message }
}
