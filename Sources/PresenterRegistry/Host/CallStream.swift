import SheetSystem
import SheetText
import ThemeKit

/// The calls of `present --answers`, one JSON value after another, from standard input or a file.
public struct CallStream {
    private let descriptor: Int32
    private let name: String
    private let ownsDescriptor: Bool

    /// Opens `-` (standard input) or a file.
    /// - Returns: The stream, or why the file cannot be opened.
    public static func open(_ path: String) -> Result<CallStream, DiagnosticError> {
        if path == "-" { return .success(CallStream(descriptor: STDIN_FILENO, name: "<stdin>", ownsDescriptor: false)) }
        let descriptor = SheetSystem.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno)).lowercased()
            return .failure(DiagnosticError(.error(.unreadableFile, "cannot open '\(path)': \(reason)", at: nil)))
        }
        return .success(CallStream(descriptor: descriptor, name: path, ownsDescriptor: true))
    }

    /// The next call's text, or `nil` when only white space is left.
    /// - Throws: ``DiagnosticError`` when reading fails or a call is larger than the limit.
    public func next() throws(DiagnosticError) -> SourceText? {
        let text = try CallInput.readOneValue(from: descriptor, name: name, maxBytes: ActionSheetHost.maxSheetBytes)
        let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        return text.bytes.allSatisfy(blank.contains) ? nil : text
    }

    /// Closes the file, when one was opened.
    public func close() { if ownsDescriptor { _ = SheetSystem.close(descriptor) } }
}
