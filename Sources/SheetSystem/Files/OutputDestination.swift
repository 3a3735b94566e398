/// Where a program sends what it writes when a path names the place (`-o`), the same for every
/// command that has the option.
///
/// `-`, and a path that names the process's own standard output, is standard output, so its
/// failures are reported as every other write to it is. Anything else goes to the package's one
/// file writer (``AtomicFileWriter``: a regular file replaced atomically, its mode kept and its
/// folder created; a link written through; a device, FIFO or socket written as it is).
package enum OutputDestination {
    /// Whether `path` means standard output: `-`, or the very file standard output is.
    package static func isStandardOutput(_ path: String) -> Bool {
        path == "-" || StandardStreams.isStandardOutput(path)
    }

    /// Writes `bytes` where `path` names; standard output reports its own failures.
    /// - Throws: ``FileWriteError`` when the file cannot be written; it is left as it was.
    package static func write(_ bytes: [UInt8], to path: String, standardOutput: any OutputSink)
        throws(FileWriteError)
    {
        if isStandardOutput(path) {
            standardOutput.write(bytes: bytes)
        } else {
            try AtomicFileWriter().write(bytes, to: path)
        }
    }

    /// Writes files into a folder as one batch: all or none, its folders created (see
    /// ``AtomicFileWriter/write(batch:)``).
    /// - Returns: The path of each file written, in order.
    /// - Throws: ``FileWriteError`` when one cannot be written; then none is.
    package static func write(files: [(path: String, bytes: [UInt8])], in directory: String) throws(FileWriteError)
        -> [String]
    {
        let batch = files.map { AtomicFileWriter.BatchFile(path: FileSystem.join(directory, $0.path), bytes: $0.bytes) }
        try AtomicFileWriter().write(batch: batch)
        return batch.map(\.path)
    }
}
