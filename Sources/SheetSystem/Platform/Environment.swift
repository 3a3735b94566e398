/// The process's environment as the C library keeps it: `NAME=value` entries, in its order.
package func environmentEntries() -> [String] {
    #if canImport(Darwin)
        // Darwin does not give Swift `environ`; `_NSGetEnviron` (crt_externs.h) reaches the same array.
        guard var cursor = _NSGetEnviron().pointee else { return [] }
    #else
        var cursor = environ
    #endif
    var entries: [String] = []
    while let entry = cursor.pointee {
        entries.append(String(cString: entry))
        cursor += 1
    }
    return entries
}
