extension Substring {
    /// The first place `part` occurs, compared as `==` compares characters (`é` matches `e` and U+0301).
    /// The standard library's `firstRange(of:)`, `contains(_:)` and `replacing(_:with:)` for strings
    /// live in `_StringProcessing`, whose megabyte of code and 48 KB of data the loader relocates would
    /// then come with every command (sheetctl's start-up mark, BENCHMARKS.md). The texts searched here
    /// are short or the part is: a match is tried at each character.
    package func firstRange(ofText part: String) -> Range<Index>? {
        guard !part.isEmpty else { return startIndex..<startIndex }
        var start = startIndex
        while start < endIndex {
            if self[start...].starts(with: part) { return start..<index(start, offsetBy: part.count) }
            start = index(after: start)
        }
        return nil
    }

    package func contains(text part: String) -> Bool { firstRange(ofText: part) != nil }
}

extension String {
    package func firstRange(ofText part: String) -> Range<Index>? { self[...].firstRange(ofText: part) }
    package func contains(text part: String) -> Bool { self[...].contains(text: part) }

    /// The text with every occurrence of `part` (not empty) replaced by `replacement`, from the start.
    package func replacing(text part: String, with replacement: String) -> String {
        guard !part.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(ofText: part) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
