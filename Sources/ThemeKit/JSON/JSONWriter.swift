/// Writes JSON text straight into a ``TextBuffer``, one value at a time, without building a
/// ``JSONValue`` first.
///
/// The layout is the one ``JSONValue/compactText`` and ``JSONValue/prettyText`` write (they go
/// through this writer): compact puts everything on one line with no spaces; pretty puts each
/// member and element on its own line indented by two spaces per level, with `": "` after keys,
/// and writes an empty object or array as `{}` or `[]`. Strings are escaped by
/// ``TextBuffer/append(jsonString:)``.
///
/// Calls must nest: a member of an object is ``key(_:)`` followed by one value, and every
/// `begin` has its `end`.
///
/// ```swift
/// var writer = JSONWriter(pretty: true)
/// writer.beginObject()
/// writer.key("index")
/// writer.integer(2)
/// writer.endObject()
/// writer.buffer.text  // "{\n  \"index\": 2\n}"
/// ```
package struct JSONWriter {
    /// The text so far.
    package var buffer: TextBuffer
    /// Whether the text is indented (``JSONValue/prettyText``) rather than compact.
    package let pretty: Bool
    /// How many objects and arrays are open.
    private var depth = 0
    /// Whether the innermost open object or array has no member yet.
    private var containerIsEmpty = true
    /// Whether a key was just written, so the next value follows it on the same line.
    private var afterKey = false

    /// A writer with an empty buffer.
    /// - Parameters:
    ///   - pretty: Whether to indent, as ``JSONValue/prettyText`` does; compact otherwise.
    ///   - capacity: The bytes to reserve.
    package init(pretty: Bool, capacity: Int = 256) {
        buffer = TextBuffer(capacity: capacity)
        self.pretty = pretty
    }

    /// Opens an object.
    package mutating func beginObject() {
        beforeValue()
        buffer.append(ascii: UInt8(ascii: "{"))
        open()
    }

    /// Closes the innermost object.
    package mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    /// Opens an array.
    package mutating func beginArray() {
        beforeValue()
        buffer.append(ascii: UInt8(ascii: "["))
        open()
    }

    /// Closes the innermost array.
    package mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// Writes a member's key; the member's value comes next.
    package mutating func key(_ name: String) {
        beforeValue()
        buffer.append(jsonString: name)
        if pretty {
            buffer.append(": ")
        } else {
            buffer.append(ascii: UInt8(ascii: ":"))
        }
        afterKey = true
    }

    /// Writes a string.
    package mutating func string(_ text: String) {
        beforeValue()
        buffer.append(jsonString: text)
    }

    /// Writes a string, or `null` when there is none.
    package mutating func string(orNull text: String?) {
        if let text { string(text) } else { null() }
    }

    /// Writes a whole number.
    package mutating func integer(_ value: Int) {
        beforeValue()
        buffer.append(decimal: value)
    }

    /// Writes a number as it is written: the text must be a JSON number.
    package mutating func number(_ text: String) {
        beforeValue()
        buffer.append(text)
    }

    /// Writes `true` or `false`.
    package mutating func bool(_ value: Bool) {
        beforeValue()
        buffer.append(value ? "true" : "false")
    }

    /// Writes `null`.
    package mutating func null() {
        beforeValue()
        buffer.append("null")
    }

    /// What comes before a value or a key: nothing after a key or at the top level, else the
    /// comma after the previous member and, when pretty, the member's line break and indent.
    @inline(__always)
    private mutating func beforeValue() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if !containerIsEmpty { buffer.append(ascii: UInt8(ascii: ",")) }
        containerIsEmpty = false
        newline()
    }

    private mutating func open() {
        depth += 1
        containerIsEmpty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !containerIsEmpty { newline() }
        buffer.append(ascii: bracket)
        // The container just closed is a member of the one around it.
        containerIsEmpty = false
    }

    /// A line break and the indent of the current depth, when pretty: one append for most depths.
    private mutating func newline() {
        guard pretty else { return }
        let breaks: StaticString = "\n                                "
        let length = 1 + 2 * depth
        if length <= breaks.utf8CodeUnitCount {
            breaks.withUTF8Buffer { buffer.append(utf8: UnsafeBufferPointer(rebasing: $0[..<length])) }
        } else {
            buffer.append(ascii: UInt8(ascii: "\n"))
            buffer.append(ascii: UInt8(ascii: " "), count: 2 * depth)
        }
    }
}
