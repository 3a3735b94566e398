/// Why ``AtomicFileWriter`` could not write a file: one sentence naming the path, the reason and,
/// for a regular file, what became of the old one.
package struct FileWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// For a symbolic link, the file it leads to.
    package var path: String
    /// `errno` of the failed call, or the code that best names a refusal (`EISDIR` for a folder).
    package var code: Int32
    /// Without a final full stop: "cannot write 'out.svg': no space left on device (writing the
    /// temporary file); the old file is unchanged".
    package var message: String

    package var description: String { message }
}
