/// Writes JSON text one value at a time, compact or pretty as ``JSONValue`` writes it, without building one. Calls
/// must nest: a member is ``key(_:)`` and one value, and every `begin` has its `end`.
package struct JSONWriter {
    package var out: TextWriter
    let pretty: Bool
    var depth = 0
    /// Whether the innermost open object or array has no member yet.
    var containerIsEmpty = true
    /// Whether a key was just written, so the next value follows it on the same line.
    var afterKey = false

    package static func write(pretty: Bool, into out: inout TextWriter, _ body: (inout JSONWriter) -> Void) {
        var writer = JSONWriter(out: out, pretty: pretty)
        // The writer holds the only reference to the bytes while it writes, and hands them back.
        out = TextWriter()
        body(&writer)
        out = writer.out
    }

    package mutating func beginObject() { open(UInt8(ascii: "{")) }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray() { open(UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    package mutating func key(_ name: String) {
        beforeValue()
        out.append(jsonString: name)
        out.append(ascii: UInt8(ascii: ":"))
        if pretty { out.append(ascii: UInt8(ascii: " ")) }
        afterKey = true
    }

    package mutating func key(literal name: StaticString) { key(name.description) }

    package mutating func member(_ key: StaticString, string text: String) {
        self.key(literal: key)
        string(text)
    }

    package mutating func member(_ key: StaticString, stringOrNull text: String?) {
        self.key(literal: key)
        if let text { string(text) } else { null() }
    }

    package mutating func member(_ key: StaticString, integer value: Int) {
        self.key(literal: key)
        integer(value)
    }

    package mutating func member(_ key: StaticString, integerOrNull value: Int?) {
        self.key(literal: key)
        if let value { integer(value) } else { null() }
    }

    package mutating func string(_ text: String) {
        beforeValue()
        out.append(jsonString: text)
    }

    package mutating func integer(_ value: Int) {
        beforeValue()
        out.append(decimal: value)
    }

    /// Writes a number as it is written: the text must be a JSON number.
    package mutating func number(_ text: String) {
        beforeValue()
        out.append(contentsOf: text)
    }

    package mutating func bool(_ value: Bool) {
        beforeValue()
        if value { out.append("true") } else { out.append("false") }
    }

    package mutating func null() {
        beforeValue()
        out.append("null")
    }

    /// Nothing after a key or at the top level, else the comma and, when pretty, the line break and indent.
    package mutating func beforeValue() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if !containerIsEmpty { out.append(ascii: UInt8(ascii: ",")) }
        containerIsEmpty = false
        newline()
    }

    private mutating func open(_ bracket: UInt8) {
        beforeValue()
        out.append(ascii: bracket)
        depth += 1
        containerIsEmpty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !containerIsEmpty { newline() }
        out.append(ascii: bracket)
        // The container just closed is a member of the one around it.
        containerIsEmpty = false
    }

    private mutating func newline() {
        guard pretty else { return }
        out.append(ascii: UInt8(ascii: "\n"))
        out.append(ascii: UInt8(ascii: " "), count: 2 * depth)
    }
}
