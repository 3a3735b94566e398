/// What ``JSONParser`` tells as it reads a text: each value where it starts, arrays and objects
/// as a begin, their contents, and an end.
///
/// One parser checks the grammar and gives every error its place; what is built from the events
/// is the handler's: ``JSONValue`` trees, or a tree that keeps each value's byte offset, which
/// ``SourceText/position(ofByte:)`` turns into a line and column when one is quoted.
///
/// Events come in the grammar's order: a value inside an object always follows its
/// ``key(_:at:)``. After a syntax error no further event comes, and what was built is dropped.
package protocol JSONEventHandler {
    /// A value that is not an array or object: `null`, a boolean, a number or a string.
    /// - Parameters:
    ///   - value: The value.
    ///   - offset: The byte offset where it starts.
    mutating func scalar(_ value: JSONValue, at offset: Int)
    /// `[`, at `offset`.
    mutating func beginArray(at offset: Int)
    /// The `]` of the innermost array.
    mutating func endArray()
    /// `{`, at `offset`.
    mutating func beginObject(at offset: Int)
    /// A member's key, as decoded, at the offset of its opening quote; its value comes next.
    mutating func key(_ key: String, at offset: Int)
    /// The `}` of the innermost object.
    mutating func endObject()
}

/// Builds ``JSONValue`` trees from parser events: what ``JSONParser/parse(_:maxBytes:maxDepth:)`` returns.
///
/// The innermost open collection is held in stored properties and its parents on a stack, so
/// adding a member mutates storage that nothing else shares: in place, at any build setting.
struct JSONValueBuilder: JSONEventHandler {
    private enum Kind {
        case none, array, object
    }

    private enum Parent {
        case array([JSONValue])
        case object(JSONObject, key: String)
    }

    /// The values finished at the top level, in order.
    private(set) var values: [JSONValue] = []
    /// What the innermost open collection is; its contents are ``array`` or ``object`` and ``key``.
    private var innermost = Kind.none
    private var array: [JSONValue] = []
    private var object = JSONObject()
    private var key = ""
    /// The collections around the innermost, outermost first.
    private var parents: [Parent] = []

    private mutating func add(_ value: JSONValue) {
        switch innermost {
        case .none: values.append(value)
        case .array: array.append(value)
        case .object: object[key] = value
        }
    }

    /// Moves the innermost collection (if any) onto the stack and opens an empty one of `kind`.
    private mutating func open(_ kind: Kind) {
        switch innermost {
        case .none: break
        case .array: parents.append(.array(array))
        case .object: parents.append(.object(object, key: key))
        }
        innermost = kind
        array = []
        object = JSONObject()
        key = ""
    }

    /// Makes the innermost collection's parent the innermost again.
    private mutating func reopenParent() {
        switch parents.popLast() {
        case nil: innermost = .none
        case .array(let values)?:
            innermost = .array
            array = values
        case .object(let members, let name)?:
            innermost = .object
            object = members
            key = name
        }
    }

    mutating func scalar(_ value: JSONValue, at offset: Int) { add(value) }

    mutating func beginArray(at offset: Int) { open(.array) }

    mutating func endArray() {
        let finished = array
        array = []
        reopenParent()
        add(.array(finished))
    }

    mutating func beginObject(at offset: Int) { open(.object) }

    mutating func key(_ key: String, at offset: Int) { self.key = key }

    mutating func endObject() {
        let finished = object
        object = JSONObject()
        reopenParent()
        add(.object(finished))
    }
}
