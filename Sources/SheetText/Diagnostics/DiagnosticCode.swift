/// A stable identifier of a kind of problem, printed as `[code]` after a diagnostic's message.
///
/// An open struct rather than an enum, so a new code never breaks a client's `switch`.
public struct DiagnosticCode: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}

extension DiagnosticCode {
    /// The file cannot be opened or read.
    public static let unreadableFile: DiagnosticCode = "unreadable-file"
    /// The input is larger than the limit.
    public static let inputTooLarge: DiagnosticCode = "input-too-large"
    /// The input is not valid UTF-8.
    public static let invalidUTF8: DiagnosticCode = "invalid-utf8"
    /// The input contains a NUL byte.
    public static let nulByte: DiagnosticCode = "nul-byte"

    /// libyaml could not scan or parse the text.
    public static let syntax: DiagnosticCode = "yaml-syntax"
    /// Aliases would expand to more nodes than the budget allows.
    public static let aliasBudget: DiagnosticCode = "alias-budget"
    /// An alias names an anchor that was not defined before it.
    public static let unknownAnchor: DiagnosticCode = "unknown-anchor"
    /// Collections nest deeper than the limit.
    public static let tooDeep: DiagnosticCode = "nesting-too-deep"
    /// A mapping has the same key twice.
    public static let duplicateKey: DiagnosticCode = "duplicate-key"
    /// The stream holds more than one document where one is expected.
    public static let multipleDocuments: DiagnosticCode = "multiple-documents"
    /// The stream holds no document where one is expected.
    public static let emptyDocument: DiagnosticCode = "empty-document"

    /// A key the format does not know (themes, routing files, sheet files); the hint suggests the nearest.
    public static let unknownKey: DiagnosticCode = "unknown-key"
    /// A value of the wrong type: a list where a mapping belongs, text where a number does.
    public static let wrongType: DiagnosticCode = "wrong-type"

    /// The text is not valid JSON.
    public static let jsonSyntax: DiagnosticCode = "json-syntax"
}
