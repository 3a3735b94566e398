import SheetSystem
import SheetText
import ThemeKit

/// Reads one call from standard input: exactly one JSON value and not a byte past it.
///
/// The rest stays for the json presenter's answer line, so a host can talk over one pair of pipes.
public enum CallInput {
    /// Finds where one JSON value ends; anything but an object or array is read to the end of its line.
    private struct Scanner {
        private var started = false
        private var isContainer = false
        private var depth = 0
        private var inString = false
        private var escaped = false
        private(set) var isComplete = false

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

    /// Reads one JSON value from a descriptor, leaving what follows it unread: a file in blocks with its
    /// offset set back, a pipe or terminal a byte at a time.
    /// - Parameters:
    ///   - descriptor: The descriptor, standard input by default.
    ///   - name: The name diagnostics give the text.
    ///   - maxBytes: The most bytes read.
    /// - Returns: The value's text (everything up to the end of the input when it never ends).
    /// - Throws: ``DiagnosticError`` when reading fails or the value is longer than `maxBytes`.
    public static func readOneValue(from descriptor: Int32 = STDIN_FILENO, name: String = "<stdin>", maxBytes: Int)
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

    /// What a descriptor holds now, without waiting: a file to its end, a pipe or terminal what has
    /// been written already, so a host that writes a call and waits for its sheet is never kept waiting.
    /// - Parameters:
    ///   - descriptor: The descriptor, standard input by default.
    ///   - limit: The most bytes taken.
    ///   - stoppingAfterLine: Whether to stop after the first line break.
    public static func available(
        from descriptor: Int32 = STDIN_FILENO, upTo limit: Int, stoppingAfterLine: Bool = false
    ) -> [UInt8] {
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

    /// Reads one call as `sheetctl present` does: a file whole; from standard input only the call and
    /// the rest of its line, so an answer line that follows stays for the json presenter.
    /// - Parameter path: A file, or `-` for standard input.
    /// - Returns: The call's text.
    /// - Throws: ``DiagnosticError`` when the input cannot be read or is too large.
    public static func readCall(_ path: String) throws(DiagnosticError) -> SourceText {
        let limit = ActionSheetHost.maxSheetBytes
        guard path == "-" else { return try SourceText.read(path: path, maxBytes: limit, acceptingPipes: true) }
        var call = try readOneValue(maxBytes: limit)
        // The rest of the line joins the call, so text after it is the decoder's error, as in `JSON.parse`.
        if call.bytes.last != 0x0A {
            let line = available(upTo: limit, stoppingAfterLine: true)
            if !line.isEmpty { call = SourceText(name: call.name, bytes: call.bytes + line) }
        }
        return call
    }

    /// The error for text that already follows a call on standard input when nothing else reads it.
    /// - Parameter call: The call as ``readCall(_:)`` read it.
    /// - Returns: The error and the input it is located in; `nil` when only white space follows.
    public static func textAfter(_ call: SourceText) -> (diagnostic: Diagnostic, source: SourceText)? {
        secondCall(after: call, available(upTo: ActionSheetHost.maxSheetBytes))
    }

    package static func secondCall(after call: SourceText, _ rest: [UInt8]) -> (
        diagnostic: Diagnostic, source: SourceText
    )? {
        guard let offset = rest.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return nil }
        let source = SourceText(name: call.name, bytes: call.bytes + rest)
        let location = source.location(ofByte: call.bytes.count + offset)
        let isCall = rest[offset] == UInt8(ascii: "{")
        let diagnostic = Diagnostic.error(
            .jsonSyntax, isCall ? "a second call follows the first" : "unexpected text after the call",
            at: location,
            hint: isCall
                ? "one call is answered at a time; give --answers FILE to answer several calls in a row"
                : "the input is one call, a JSON object, and nothing after it")
        return (diagnostic, source)
    }
}
