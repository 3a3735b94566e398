extension StringProtocol {
    /// The first place `part` occurs in the text, its UTF-8 bytes compared; an empty `part` is
    /// found at the start.
    ///
    /// The standard library's `firstRange(of:)`, `contains(_:)` and `replacing(_:with:)` for
    /// strings live in `_StringProcessing`, whose megabyte of code and 48 KB of data the loader
    /// relocates would then come with every command (sheetctl's start-up mark, BENCHMARKS.md).
    /// The texts searched here are short or the part is: a scan from each place its first byte
    /// occurs.
    package func firstRange(ofText part: some StringProtocol) -> Range<Index>? {
        let bytes = utf8
        let needle = Array(part.utf8)
        guard let first = needle.first else { return startIndex..<startIndex }
        var from = bytes.startIndex
        while let start = bytes[from...].firstIndex(of: first) {
            var end = start
            var matched = true
            for byte in needle {
                guard end < bytes.endIndex, bytes[end] == byte else {
                    matched = false
                    break
                }
                end = bytes.index(after: end)
            }
            if matched { return start..<end }
            from = bytes.index(after: start)
        }
        return nil
    }

    /// Whether `part` occurs in the text, its UTF-8 bytes compared.
    package func contains(text part: some StringProtocol) -> Bool { firstRange(ofText: part) != nil }

    /// The text with every occurrence of `part` (not empty) replaced by `replacement`, from the start.
    package func replacing(text part: String, with replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(ofText: part), !part.isEmpty {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
