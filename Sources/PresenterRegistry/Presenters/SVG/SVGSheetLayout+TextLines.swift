extension SVGSheetLayout {
    /// The lines of the title or the message, in order: the first kept inline and the others in
    /// an array, so that a text on one line, as most are, takes no array.
    package struct TextLines: RandomAccessCollection, RangeReplaceableCollection, Sendable, Hashable {
        /// The first line, when there is one.
        private var head: TextRun?
        /// The lines after the first; empty (no storage) for one line.
        private var tail: [TextRun] = []

        /// No lines.
        package init() {}

        /// One line.
        package init(_ line: TextRun) {
            head = line
        }

        /// Lines in order.
        package init(_ lines: [TextRun]) {
            head = lines.first
            tail = Array(lines.dropFirst())
        }

        package var startIndex: Int { 0 }
        package var endIndex: Int { head == nil ? 0 : 1 + tail.count }

        package subscript(position: Int) -> TextRun {
            precondition(position >= 0 && position < endIndex, "line index out of range")
            return position == 0 ? head! : tail[position - 1]
        }

        /// Iterates the lines straight from where they are kept: the collection's default
        /// iterator goes through the subscript, which checks and copies more.
        package struct Iterator: IteratorProtocol {
            fileprivate var head: TextRun?
            fileprivate var tail: IndexingIterator<[TextRun]>

            package mutating func next() -> TextRun? {
                guard head == nil else {
                    defer { head = nil }
                    return head
                }
                return tail.next()
            }
        }

        package func makeIterator() -> Iterator { Iterator(head: head, tail: tail.makeIterator()) }

        package mutating func replaceSubrange<Lines: Collection<TextRun>>(_ range: Range<Int>, with lines: Lines) {
            var all = Array(self)
            all.replaceSubrange(range, with: lines)
            self = TextLines(all)
        }
    }
}
