import SheetSystem
import SheetText
import PresenterRegistry
import ThemeKit


/// Reads one call from standard input: exactly one JSON value and not a byte past it.
///
/// The rest of the input stays for whoever reads next: the json presenter reads its answer line
/// from the same standard input, so a host can write the call, read the sheet, then write the
/// answer, all over one pair of pipes.
enum CallInput {
    /// Finds where one JSON value ends, a byte at a time.
    ///
    /// An object or array ends at its closing bracket (brackets inside strings do not count); a
    /// text that starts otherwise is not a call, and is read to the end of its line so the
    /// decoder can say what it is.
    struct Scanner {
        private var started = false
        private var isContainer = false
        private var depth = 0
        private var inString = false
        private var escaped = false

        /// Whether the value has ended.
        private(set) var isComplete = false

        /// Takes the next byte.
        mutating func feed(_ byte: UInt8) {
            guard !isComplete else { return }
            guard started else {
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF: return  // white space and a BOM's bytes
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    started = true
                    isContainer = true
                    depth = 1
                default:
                    started = true
                }
                return
            }
            guard isContainer else {
                if byte == 0x0A { isComplete = true }
                return
            }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                return
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { isComplete = true }
            default: break
            }
        }
    }

    /// Reads one JSON value from a descriptor, leaving what follows it unread: a file is read in
    /// blocks and its offset set back to just past the value; a pipe or terminal, which cannot be
    /// set back, is read a byte at a time.
    /// - Parameters:
    ///   - descriptor: The descriptor, standard input by default.
    ///   - name: The name diagnostics give the text.
    ///   - maxBytes: The most bytes read.
    /// - Returns: The value's text (everything up to the end of the input when it never ends).
    /// - Throws: ``DiagnosticError`` when reading fails or the value is longer than `maxBytes`.
    static func readOneValue(from descriptor: Int32 = STDIN_FILENO, name: String = "<stdin>", maxBytes: Int)
        throws(DiagnosticError) -> SourceText
    {
        let seekable = lseek(descriptor, 0, SEEK_CUR) >= 0
        var scanner = Scanner()
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: seekable ? 1 << 16 : 1)
        while !scanner.isComplete {
            let got: Int
            do throws(Errno) {
                got = try FileDescriptor(rawValue: descriptor).read(into: &block)
            } catch {
                let reason = error.message.lowercased()
                throw DiagnosticError(.error(.unreadableFile, "cannot open '\(name)': \(reason)", at: nil))
            }
            if got == 0 { break }
            var used = 0
            while used < got, !scanner.isComplete {
                scanner.feed(block[used])
                used += 1
            }
            bytes.append(contentsOf: block[0..<used])
            if used < got { _ = lseek(descriptor, off_t(used - got), SEEK_CUR) }
            if bytes.count > maxBytes {
                throw DiagnosticError(
                    .error(
                        .inputTooLarge, "input is larger than the limit of \(maxBytes) bytes",
                        at: SourceLocation(file: name, line: 1, column: 1)))
            }
        }
        return SourceText(name: name, bytes: bytes)
    }

    /// What a descriptor holds now, without waiting: a regular file to its end (or, with
    /// `stoppingAfterLine`, to the end of the line, leaving the rest unread), a pipe or terminal
    /// as much as has been written already, so a host that writes a call and waits for its
    /// sheet is never kept waiting.
    /// - Parameters:
    ///   - descriptor: The descriptor, standard input by default.
    ///   - limit: The most bytes taken.
    ///   - stoppingAfterLine: Whether to stop after the first line break.
    static func available(from descriptor: Int32 = STDIN_FILENO, upTo limit: Int, stoppingAfterLine: Bool = false)
        -> [UInt8]
    {
        let handle = FileDescriptor(rawValue: descriptor)
        let seekable = lseek(descriptor, 0, SEEK_CUR) >= 0
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: seekable ? 1 << 16 : 1)
        while bytes.count < limit {
            if !seekable {
                let ready = (try? FileDescriptor.poll([(handle, .readable)], timeout: .zero)) ?? []
                guard ready.first?.contains(.readable) == true else { break }
            }
            guard let got = try? handle.read(into: &block), got > 0 else { break }
            var used = got
            if stoppingAfterLine, let end = block[0..<got].firstIndex(of: 0x0A) { used = end + 1 }
            bytes.append(contentsOf: block[0..<used])
            if used < got { _ = lseek(descriptor, off_t(used - got), SEEK_CUR) }
            if stoppingAfterLine, bytes.last == 0x0A { break }
        }
        return bytes
    }
}
