extension JSONValue {
    /// The value as compact JSON text on one line (no spaces), keys in their order.
    package var compactText: String { text(pretty: false) }

    /// The value as JSON text indented by two spaces, keys in their order, without a final line break.
    package var prettyText: String { text(pretty: true) }

    private func text(pretty: Bool) -> String {
        TextWriter.text { out in
            JSONWriter.write(pretty: pretty, into: &out) { write(to: &$0) }
        }
    }

    package func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case .bool(let value): writer.bool(value)
        case .number(let text): writer.number(text)
        case .string(let text): writer.string(text)
        case .array(let values):
            writer.beginArray()
            for value in values { value.write(to: &writer) }
            writer.endArray()
        case .object(let object):
            writer.beginObject()
            for member in object.members {
                writer.key(member.key)
                member.value.write(to: &writer)
            }
            writer.endObject()
        }
    }
}
