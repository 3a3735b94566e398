private func forEachEnvironmentEntry(_ body: (UnsafeRawBufferPointer) -> Void) {
    #if canImport(Darwin)
        // Darwin does not give Swift `environ`; `_NSGetEnviron` (crt_externs.h) reaches the same array.
        guard var cursor = _NSGetEnviron().pointee else { return }
    #else
        var cursor = environ
    #endif
    while let entry = cursor.pointee {
        body(UnsafeRawBufferPointer(start: entry, count: strlen(entry)))
        cursor += 1
    }
}

package func environmentEntries() -> [String] {
    var entries: [String] = []
    forEachEnvironmentEntry { entries.append(String(decoding: $0, as: UTF8.self)) }
    return entries
}

/// Read straight from the C library's bytes, not through ``environmentEntries()``: every command
/// starts by reading it (sheetctl's start-up mark).
package func environmentVariables() -> [String: String] {
    var variables: [String: String] = [:]
    forEachEnvironmentEntry { bytes in
        guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { return }
        variables[String(decoding: bytes[..<equals], as: UTF8.self)] = String(
            decoding: bytes[(equals + 1)...], as: UTF8.self)
    }
    return variables
}
