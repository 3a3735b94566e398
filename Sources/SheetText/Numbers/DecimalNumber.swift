/// A number written in decimal, kept exactly as its significant digits and a power of ten, so
/// numbers of any size compare exactly and nothing traps. Every number the project reads from text
/// goes through ``init(_:syntax:)``; a ``Syntax`` says which spellings the surface accepts.
package struct DecimalNumber: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The spellings a surface accepts beyond plain digits (`0`, `42`, `-7`).
    package struct Syntax: OptionSet, Sendable, Hashable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// A leading `+`.
        package static let plusSign = Syntax(rawValue: 1 << 0)
        /// Zeros before the first digit that counts: `007`, `00.5`.
        package static let leadingZeros = Syntax(rawValue: 1 << 1)
        /// A minus sign on zero: `-0`, `-0.0`.
        package static let negativeZero = Syntax(rawValue: 1 << 2)
        /// A fraction: `.` and digits after a whole part, `1.5`.
        package static let fraction = Syntax(rawValue: 1 << 3)
        /// With ``fraction``: a point with digits on one side only, `.5` and `5.`.
        package static let bareDecimalPoint = Syntax(rawValue: 1 << 4)
        /// An exponent: `e` or `E`, an optional sign and digits, `1e3`, `2.5E-1`.
        package static let exponent = Syntax(rawValue: 1 << 5)
        /// Spaces and tabs before and after the number.
        package static let surroundingBlanks = Syntax(rawValue: 1 << 6)

        /// A command-line flag's whole number, written as it prints: no `+`, no leading zero (so
        /// nothing can read as octal), no `-0`, no fraction, exponent or hex, nothing around it.
        package static let wholeNumber: Syntax = []
        /// A command-line flag's decimal, such as a number of seconds: `0.5`, `30`, `1.25`.
        package static let decimal: Syntax = [.fraction]
        /// A JSON number (RFC 8259): `-0`, a fraction and an exponent, but no `+` and no leading zero.
        package static let json: Syntax = [.negativeZero, .fraction, .exponent]
        /// A YAML 1.2 core-schema integer, `[-+]?[0-9]+`.
        package static let yamlInteger: Syntax = [.plusSign, .leadingZeros, .negativeZero]
        /// A YAML 1.2 core-schema decimal, `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
        /// (its hex, octal, `.inf` and `.nan` are left out).
        package static let yaml: Syntax = yamlInteger.union([.fraction, .bareDecimalPoint, .exponent])
        /// A number inside a string, such as a badge's text: ``yaml`` with spaces and tabs around
        /// it, the decimal form JavaScript's `Number(text)` reads (without its hex and `Infinity`).
        package static let text: Syntax = yaml.union(.surroundingBlanks)
    }

    /// Whether the number is below zero; zero is never negative.
    package private(set) var isNegative: Bool
    /// The significant digits as ASCII, without leading or trailing zeros; none for zero.
    private var digits: [UInt8]
    private var exponent: Int

    /// Exponents are held to this size: a number with more digits than this is past every range
    /// anyone checks, and the sums below cannot overflow for any text that fits in memory.
    private static let exponentLimit = 1 << 48

    /// Reads a number that is the whole text, in time linear in the text's length.
    package init?(_ text: String, syntax: Syntax) {
        guard let scanned = Self.scan(Array(text.utf8), syntax: syntax) else { return nil }
        self = scanned
    }

    package init(_ value: Int) {
        var digits = value == 0 ? [] : Array(String(value.magnitude).utf8)
        var exponent = 0
        while digits.last == UInt8(ascii: "0") {
            digits.removeLast()
            exponent += 1
        }
        self.init(isNegative: value < 0, digits: digits, exponent: exponent)
    }

    private init(isNegative: Bool, digits: [UInt8], exponent: Int) {
        self.isNegative = isNegative && digits.count > 0
        self.digits = digits
        self.exponent = digits.count > 0 ? exponent : 0
    }

    package static let zero = DecimalNumber(isNegative: false, digits: [], exponent: 0)
    package var isZero: Bool { digits.isEmpty }

    /// Whether the number is a whole number, however it was written (`3`, `3.0`, `3e0`, `300e-2`).
    package var isInteger: Bool { exponent >= 0 }

    /// The number as an `Int`, when it is a whole number in `range`; `nil` otherwise, never a trap.
    package func integer(in range: ClosedRange<Int>) -> Int? {
        // Up to 19 digits fit a UInt64; more are past every Int.
        guard isInteger, digits.count + exponent <= 19 else { return nil }
        var magnitude: UInt64 = 0
        for digit in digits { magnitude = magnitude * 10 + UInt64(digit - UInt8(ascii: "0")) }
        for _ in 0..<exponent { magnitude *= 10 }
        guard magnitude <= UInt64(Int.max) + (isNegative ? 1 : 0) else { return nil }
        let value = isNegative ? Int(truncatingIfNeeded: 0 &- magnitude) : Int(magnitude)
        return range.contains(value) ? value : nil
    }

    private var digitText: String { String(decoding: digits, as: UTF8.self) }

    /// The nearest `Double`; infinite past its range, so check the range first where it matters.
    package var doubleValue: Double {
        guard !isZero else { return 0 }
        let magnitude = Double(digitText + "e" + String(exponent)) ?? .infinity
        return isNegative ? -magnitude : magnitude
    }

    /// Plain decimal (`1000`, `-0.25`), or an exponent past a few dozen zeros (`1e400`).
    package var description: String {
        guard !isZero else { return "0" }
        let sign = isNegative ? "-" : ""
        let body = digitText
        let point = digits.count + exponent  // digits before the decimal point
        switch exponent {
        case 0...40: return sign + body + String(repeating: "0", count: exponent)
        case ..<0 where point > 0: return sign + body.prefix(point) + "." + body.dropFirst(point)
        case ..<0 where point > -40: return sign + "0." + String(repeating: "0", count: -point) + body
        default: return sign + body + "e" + String(exponent)
        }
    }

    package static func < (a: DecimalNumber, b: DecimalNumber) -> Bool {
        if a.isNegative != b.isNegative { return a.isNegative }
        let order = compareMagnitudes(a, b)
        return a.isNegative ? order > 0 : order < 0
    }

    /// -1, 0 or 1 as |a| is less than, equal to or more than |b|.
    private static func compareMagnitudes(_ a: DecimalNumber, _ b: DecimalNumber) -> Int {
        if a.isZero || b.isZero { return (a.isZero ? 0 : 1) - (b.isZero ? 0 : 1) }
        // Without leading zeros, more digits before the point is the larger number.
        let (aCount, bCount) = (a.digits.count, b.digits.count)
        let (aPoint, bPoint) = (aCount + a.exponent, bCount + b.exponent)
        if aPoint != bPoint { return aPoint < bPoint ? -1 : 1 }
        if let (x, y) = zip(a.digits, b.digits).first(where: { $0 != $1 }) { return x < y ? -1 : 1 }
        // Without trailing zeros, the one with digits left over is the larger.
        return aCount == bCount ? 0 : (aCount < bCount ? -1 : 1)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private static func scan(_ bytes: [UInt8], syntax: Syntax) -> DecimalNumber? {
        var index = 0
        var end = bytes.count
        func peek() -> UInt8? { index < end ? bytes[index] : nil }
        func skipDigits() -> Range<Int> {
            let start = index
            while index < end, isDigit(bytes[index]) { index += 1 }
            return start..<index
        }

        if syntax.contains(.surroundingBlanks) {
            while index < end, isBlank(bytes[index]) { index += 1 }
            while end > index, isBlank(bytes[end - 1]) { end -= 1 }
        }
        let sign = peek()
        let negative = sign == UInt8(ascii: "-")
        if sign == UInt8(ascii: "+"), !syntax.contains(.plusSign) { return nil }
        if negative || sign == UInt8(ascii: "+") { index += 1 }
        let whole = skipDigits()
        var fraction = index..<index
        if peek() == UInt8(ascii: ".") {
            guard syntax.contains(.fraction) else { return nil }
            index += 1
            fraction = skipDigits()
            // `5.` and `.5` need the bare point; `.` alone is never a number.
            if fraction.isEmpty || whole.isEmpty, !syntax.contains(.bareDecimalPoint) { return nil }
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        if whole.count > 1, bytes[whole.lowerBound] == UInt8(ascii: "0"), !syntax.contains(.leadingZeros) { return nil }
        var power = 0
        if let byte = peek(), byte | 0x20 == UInt8(ascii: "e") {
            guard syntax.contains(.exponent) else { return nil }
            index += 1
            var below = false
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                below = sign == UInt8(ascii: "-")
                index += 1
            }
            let written = skipDigits()
            guard !written.isEmpty else { return nil }
            for position in written {
                power = min(power * 10 + Int(bytes[position] &- UInt8(ascii: "0")), exponentLimit)
            }
            if below { power = -power }
        }
        guard index == end else { return nil }

        let total = whole.count + fraction.count
        func digit(_ position: Int) -> UInt8 {
            position < whole.count
                ? bytes[whole.lowerBound + position] : bytes[fraction.lowerBound + position - whole.count]
        }
        var first = 0
        while first < total, digit(first) == UInt8(ascii: "0") { first += 1 }
        guard first < total else {
            guard !negative || syntax.contains(.negativeZero) else { return nil }
            return .zero
        }
        var last = total - 1
        while digit(last) == UInt8(ascii: "0") { last -= 1 }
        let digits = (first...last).map(digit)
        return DecimalNumber(
            isNegative: negative, digits: digits, exponent: power - fraction.count + (total - 1 - last))
    }
}
