/// Where `-o` sends output, for every command. A path that names the process's own standard
/// output is standard output, so its failures are reported as every other write to it is.
package enum OutputDestination {
    package static func isStandardOutput(_ path: String) -> Bool {
        path == "-" || StandardStreams.isStandardOutput(path)
    }

    package static func write(_ bytes: [UInt8], to path: String, standardOutput: any OutputSink)
        throws(FileWriteError)
    {
        if isStandardOutput(path) {
            standardOutput.write(bytes: bytes)
        } else {
            try AtomicFileWriter().write(bytes, to: path)
        }
    }

    /// All or none (``AtomicFileWriter/write(batch:)``).
    package static func write(files: [(path: String, bytes: [UInt8])], in directory: String) throws(FileWriteError)
        -> [String]
    {
        let batch = files.map { AtomicFileWriter.BatchFile(path: FileSystem.join(directory, $0.path), bytes: $0.bytes) }
        try AtomicFileWriter().write(batch: batch)
        return batch.map(\.path)
    }
}
