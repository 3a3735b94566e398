import SheetSystem
import SheetText

/// Why a theme file was not formatted.
package enum ThemeFormatFailure: Error, Sendable {
    /// The file cannot be opened, or its text cannot be read as a theme's YAML: located
    /// diagnostics, and the text they point into when it was read. The file is untouched.
    case unusable(DiagnosticError, source: SourceText?)
    /// The formatted text could not be written; the file is as it was.
    case cannotWrite(FileWriteError)
}

extension ThemeFormatter {
    /// Formats a theme file in place, replacing it atomically (``AtomicFileWriter``) when its
    /// canonical form differs; with `checkOnly`, reads it and writes nothing.
    /// - Returns: Whether the file changed (or, with `checkOnly`, would change).
    /// - Throws: ``ThemeFormatFailure``; the file is then as it was.
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
