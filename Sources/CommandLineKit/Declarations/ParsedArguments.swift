/// What the command line said to one command: option values, flags and positional words.
package struct ParsedArguments: Sendable {
    /// The command's path, such as `["registry", "set"]`.
    package var path: [String]
    /// Values of options that take one, in the order given.
    package var values: [String: [String]] = [:]
    package var flags: Set<String> = []
    package var positionals: [String] = []
    /// Where each of ``positionals`` was among the words parsed.
    package var positionalIndices: [Int] = []
    /// Each of ``positionals`` as the bytes the system gave: a word that is not valid UTF-8 is a
    /// `String` with U+FFFD, and a command that hands a word back (`show --output label`) hands
    /// back these bytes instead.
    package var positionalBytes: [[UInt8]] = []

    /// ``positionalBytes``, or the UTF-8 of ``positionals`` when they were not filled in.
    package var positionalWords: [[UInt8]] {
        positionalBytes.count == positionals.count ? positionalBytes : positionals.map { Array($0.utf8) }
    }

    package func value(_ name: String) -> String? { values[name]?.last }

    package func all(_ name: String) -> [String] { values[name] ?? [] }

    package func has(_ name: String) -> Bool { flags.contains(name) }

    /// Whether an option or a flag was given at all.
    package func gave(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }
}
