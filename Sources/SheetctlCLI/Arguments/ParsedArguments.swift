/// What the command line said to one command: option values, flags and positional words.
struct ParsedArguments: Sendable {
    /// The command's path, such as `["registry", "set"]`.
    var path: [String]
    /// Values of options that take one, in the order given.
    var values: [String: [String]] = [:]
    /// Flags that were given.
    var flags: Set<String> = []
    /// Words that are not options, in order.
    var positionals: [String] = []
    /// Where each of ``positionals`` was among the words parsed.
    var positionalIndices: [Int] = []
    /// Each of ``positionals`` as the bytes the system gave: a word that is not valid UTF-8 is a
    /// `String` with U+FFFD, and a command that hands a word back (`show --output label`) hands
    /// back these bytes instead.
    var positionalBytes: [[UInt8]] = []

    /// ``positionalBytes``, or the UTF-8 of ``positionals`` when they were not filled in.
    var positionalWords: [[UInt8]] {
        positionalBytes.count == positionals.count ? positionalBytes : positionals.map { Array($0.utf8) }
    }

    /// The last value given for an option, or `nil`.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable option.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether a flag was given.
    func has(_ name: String) -> Bool { flags.contains(name) }
}
