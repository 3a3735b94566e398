import SheetSystem
import SheetText

package enum ThemeFormatFailure: Error, Sendable {
    case unusable(DiagnosticError, source: SourceText?)
    case cannotWrite(FileWriteError)
}

extension ThemeFormatter {
    /// Replaces the file atomically, so a failure leaves it as it was.
    /// - Returns: Whether the file changed (or, with `checkOnly`, would change).
    package static func formatFile(_ path: String, checkOnly: Bool) throws(ThemeFormatFailure) -> Bool {
        let source: SourceText
        do throws(DiagnosticError) {
            source = try SourceText.read(path: path, maxBytes: YAMLLimits.theme.maxInputBytes)
        } catch {
            throw .unusable(error, source: nil)
        }
        let formatted: String
        do throws(DiagnosticError) {
            formatted = try format(source)
        } catch {
            throw .unusable(error, source: source)
        }
        let bytes = Array(formatted.utf8)
        guard bytes != source.bytes else { return false }
        guard !checkOnly else { return true }
        do throws(FileWriteError) {
            try AtomicFileWriter().write(bytes, to: path)
        } catch {
            throw .cannotWrite(error)
        }
        return true
    }
}
