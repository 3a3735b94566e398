package struct ParsedArguments: Sendable {
    package var path: [String]
    package var values: [String: [String]] = [:]
    package var flags: Set<String> = []
    package var positionals: [String] = []
    package var positionalIndices: [Int] = []
    /// As the system gave them: `show --output label` hands these back, not a `String` with U+FFFD.
    package var positionalBytes: [[UInt8]] = []

    /// ``positionalBytes``, or the UTF-8 of ``positionals`` when they were not filled in.
    package var positionalWords: [[UInt8]] {
        positionalBytes.count == positionals.count ? positionalBytes : positionals.map { Array($0.utf8) }
    }

    package func value(_ name: String) -> String? { values[name]?.last }

    package func all(_ name: String) -> [String] { values[name] ?? [] }

    package func has(_ name: String) -> Bool { flags.contains(name) }

    package func gave(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }
}
