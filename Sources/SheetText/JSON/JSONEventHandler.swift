/// What ``JSONParser`` tells as it reads, in the grammar's order: it checks and locates, the handler builds.
package protocol JSONEventHandler {
    /// A value that is not an array or object, at the byte offset where it starts.
    mutating func scalar(_ value: JSONValue, at offset: Int)
    mutating func beginArray(at offset: Int)
    mutating func endArray()
    mutating func beginObject(at offset: Int)
    /// A member's key, as decoded, at the offset of its opening quote; its value comes next.
    mutating func key(_ key: String, at offset: Int)
    mutating func endObject()
}

/// Builds ``JSONValue`` trees; the open collections are a stack changed in place through its last element.
struct JSONValueBuilder: JSONEventHandler {
    /// An open array or object: its elements, or its members and the key of the member to come.
    private struct Open {
        var isObject: Bool
        var array: [JSONValue] = []
        var object = JSONObject()
        var key = ""
    }

    private(set) var values: [JSONValue] = []
    private var open: [Open] = []

    private mutating func add(_ value: JSONValue) {
        guard let last = open.indices.last else { return values.append(value) }
        if open[last].isObject {
            let key = open[last].key
            open[last].object[key] = value
        } else {
            open[last].array.append(value)
        }
    }

    mutating func scalar(_ value: JSONValue, at offset: Int) { add(value) }
    mutating func beginArray(at offset: Int) { open.append(Open(isObject: false)) }
    mutating func endArray() { add(.array(open.removeLast().array)) }
    mutating func beginObject(at offset: Int) { open.append(Open(isObject: true)) }
    mutating func key(_ key: String, at offset: Int) { open[open.count - 1].key = key }
    mutating func endObject() { add(.object(open.removeLast().object)) }
}
