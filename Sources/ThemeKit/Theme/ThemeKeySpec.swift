import SheetText
/// The one description of the format: the loader and ``ThemeSchema`` both read it, so they cannot disagree.
package struct ThemeKeySpec: Sendable {
    package indirect enum Kind: Sendable {
        case string(minLength: Int)
        case integer(minimum: Int)
        case choice([String])
        case color(allowsNames: Bool)
        case section([ThemeKeySpec])
        case map(key: MapKeyRule, value: Kind)
    }

    package var key: String
    package var summary: String
    package var kind: Kind
    package var isRequired: Bool
    /// For the schema's defaults; `nil` when the key has no place in a resolved theme.
    let read: (@Sendable (Theme) -> ThemeValue)?
    /// `nil` for keys that only steer loading.
    let write: (@Sendable (inout Theme, ThemeValue) -> Void)?

    init(
        _ key: String, _ kind: Kind, _ summary: String, required: Bool = false,
        read: (@Sendable (Theme) -> ThemeValue)? = nil, write: (@Sendable (inout Theme, ThemeValue) -> Void)? = nil
    ) {
        self.key = key
        self.kind = kind
        self.summary = summary
        self.isRequired = required
        self.read = read
        self.write = write
    }

    package var defaultValue: ThemeValue? { read?(Theme.builtInDefault) }

    package var children: [ThemeKeySpec]? {
        if case .section(let children) = kind { return children }
        return nil
    }
}

package struct MapKeyRule: Sendable {
    package var noun: String
    /// For the schema; ``matches(_:)`` checks the same by hand.
    package var pattern: String
    package var code: DiagnosticCode
    package var example: String
    private let check: @Sendable (String) -> Bool

    package func matches(_ key: String) -> Bool { check(key) }

    /// A name can never be read as a `#` colour.
    package static let paletteName = MapKeyRule(
        noun: "a palette name", pattern: "^[A-Za-z][A-Za-z0-9_-]*$", code: .badPaletteName, example: "accent",
        check: { isName($0) })

    package static let languageTag = MapKeyRule(
        noun: "a language tag", pattern: "^[A-Za-z]{1,8}([-_][A-Za-z0-9]{1,8})*$", code: .badLanguageTag,
        example: "zh-Hant",
        check: { key in
            // Read as bytes: every byte the rule allows is ASCII, so no grapheme breaking is needed.
            let parts = key.utf8.split(omittingEmptySubsequences: false) {
                $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
            }
            guard let first = parts.first, first.allSatisfy(isLetter) else { return false }
            return parts.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { isLetter($0) || isDigit($0) } }
        })

    static func isName(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy {
            isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
