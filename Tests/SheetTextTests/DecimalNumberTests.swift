import Testing

@testable import SheetText

/// The one number parser: which spellings each syntax takes, and values compared exactly
/// whatever their size.
@Suite struct DecimalNumberTests {
    struct SyntaxCase: Sendable, CustomTestStringConvertible {
        var text: String
        /// The value as ``DecimalNumber/description`` prints it, per syntax; `nil` is refused.
        var wholeNumber: String?
        var decimal: String?
        var json: String?
        var yaml: String?
        var inAString: String?
        var testDescription: String { text.debugDescription }
    }

    static let syntaxCases: [SyntaxCase] = [
        SyntaxCase(text: "0", wholeNumber: "0", decimal: "0", json: "0", yaml: "0", inAString: "0"),
        SyntaxCase(text: "42", wholeNumber: "42", decimal: "42", json: "42", yaml: "42", inAString: "42"),
        SyntaxCase(text: "-7", wholeNumber: "-7", decimal: "-7", json: "-7", yaml: "-7", inAString: "-7"),
        SyntaxCase(text: "+5", wholeNumber: nil, decimal: nil, json: nil, yaml: "5", inAString: "5"),
        SyntaxCase(text: "05", wholeNumber: nil, decimal: nil, json: nil, yaml: "5", inAString: "5"),
        SyntaxCase(text: "00", wholeNumber: nil, decimal: nil, json: nil, yaml: "0", inAString: "0"),
        SyntaxCase(text: "-0", wholeNumber: nil, decimal: nil, json: "0", yaml: "0", inAString: "0"),
        SyntaxCase(text: "-0.0", wholeNumber: nil, decimal: nil, json: "0", yaml: "0", inAString: "0"),
        SyntaxCase(text: "1.5", wholeNumber: nil, decimal: "1.5", json: "1.5", yaml: "1.5", inAString: "1.5"),
        SyntaxCase(text: "0.25", wholeNumber: nil, decimal: "0.25", json: "0.25", yaml: "0.25", inAString: "0.25"),
        SyntaxCase(text: "1.0", wholeNumber: nil, decimal: "1", json: "1", yaml: "1", inAString: "1"),
        SyntaxCase(text: "-0.5", wholeNumber: nil, decimal: "-0.5", json: "-0.5", yaml: "-0.5", inAString: "-0.5"),
        SyntaxCase(text: ".5", wholeNumber: nil, decimal: nil, json: nil, yaml: "0.5", inAString: "0.5"),
        SyntaxCase(text: "5.", wholeNumber: nil, decimal: nil, json: nil, yaml: "5", inAString: "5"),
        SyntaxCase(text: "1e3", wholeNumber: nil, decimal: nil, json: "1000", yaml: "1000", inAString: "1000"),
        SyntaxCase(text: "1E+3", wholeNumber: nil, decimal: nil, json: "1000", yaml: "1000", inAString: "1000"),
        SyntaxCase(text: "25e-1", wholeNumber: nil, decimal: nil, json: "2.5", yaml: "2.5", inAString: "2.5"),
        SyntaxCase(text: "100e-2", wholeNumber: nil, decimal: nil, json: "1", yaml: "1", inAString: "1"),
        SyntaxCase(text: "1e400", wholeNumber: nil, decimal: nil, json: "1e400", yaml: "1e400", inAString: "1e400"),
        SyntaxCase(text: " 12\t", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: "12"),
        SyntaxCase(text: "0x10", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: nil),
        SyntaxCase(text: "0o17", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: nil),
        SyntaxCase(text: "", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: nil),
        SyntaxCase(text: " ", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: nil),
        SyntaxCase(text: "-", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: nil),
        SyntaxCase(text: ".", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: nil),
        SyntaxCase(text: "1e", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: nil),
        SyntaxCase(text: "e3", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: nil),
        SyntaxCase(text: "1.2.3", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: nil),
        SyntaxCase(text: "1_000", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: nil),
        SyntaxCase(text: "--1", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: nil),
        SyntaxCase(text: "inf", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: nil),
        SyntaxCase(text: "Infinity", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: nil),
        SyntaxCase(text: ".nan", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: nil),
        SyntaxCase(text: "١٢", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: nil),
        SyntaxCase(text: "１２", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: nil),
        SyntaxCase(text: "12\n", wholeNumber: nil, decimal: nil, json: nil, yaml: nil, inAString: nil),
    ]

    @Test(arguments: syntaxCases)
    func eachSyntaxTakesItsSpellings(_ c: SyntaxCase) {
        #expect(DecimalNumber(c.text, syntax: .wholeNumber)?.description == c.wholeNumber)
        #expect(DecimalNumber(c.text, syntax: .decimal)?.description == c.decimal)
        #expect(DecimalNumber(c.text, syntax: .json)?.description == c.json)
        #expect(DecimalNumber(c.text, syntax: .yaml)?.description == c.yaml)
        #expect(DecimalNumber(c.text, syntax: .text)?.description == c.inAString)
    }

    struct IntegerCase: Sendable, CustomTestStringConvertible {
        var text: String
        var range: ClosedRange<Int>
        var expected: Int?
        var testDescription: String { "\(text) in \(range)" }
    }

    @Test(arguments: [
        IntegerCase(text: "1", range: 0...2, expected: 1),
        IntegerCase(text: "1.0", range: 0...2, expected: 1),
        IntegerCase(text: "1e0", range: 0...2, expected: 1),
        IntegerCase(text: "0.1e1", range: 0...2, expected: 1),
        IntegerCase(text: "-0", range: 0...2, expected: 0),
        IntegerCase(text: "3", range: 0...2, expected: nil),
        IntegerCase(text: "-1", range: 0...2, expected: nil),
        IntegerCase(text: "1.5", range: 0...2, expected: nil),
        IntegerCase(text: "1e-400", range: 0...2, expected: nil),
        IntegerCase(text: "9223372036854775807", range: Int.min...Int.max, expected: Int.max),
        IntegerCase(text: "-9223372036854775808", range: Int.min...Int.max, expected: Int.min),
        IntegerCase(text: "9223372036854775808", range: Int.min...Int.max, expected: nil),
        IntegerCase(text: "-9223372036854775809", range: Int.min...Int.max, expected: nil),
        IntegerCase(text: "9999999999999999999", range: Int.min...Int.max, expected: nil),
        IntegerCase(text: "-9999999999999999999", range: Int.min...Int.max, expected: nil),
        IntegerCase(text: "922337203685477580.7e1", range: Int.min...Int.max, expected: Int.max),
        IntegerCase(text: "5", range: -10...(-1), expected: nil),
        IntegerCase(text: "-5", range: -10...(-1), expected: -5),
        IntegerCase(text: "100000000000000000000000", range: 0...Int.max, expected: nil),
        IntegerCase(text: "1e18", range: 0...Int.max, expected: 1_000_000_000_000_000_000),
        IntegerCase(text: "1e19", range: 0...Int.max, expected: nil),
        IntegerCase(text: "1e99999999999999999999999", range: 0...Int.max, expected: nil),
    ])
    func integersComeOutOnlyInsideTheirRange(_ c: IntegerCase) throws {
        let number = try #require(DecimalNumber(c.text, syntax: .json))
        #expect(number.integer(in: c.range) == c.expected)
    }

    @Test func numbersCompareExactlyWhateverTheirSize() throws {
        func n(_ text: String) throws -> DecimalNumber { try #require(DecimalNumber(text, syntax: .json)) }
        #expect(try n("1e3") == n("1000"))
        #expect(try n("1e3") == n("1000.000"))
        #expect(try n("-0") == n("0"))
        #expect(try n("100000000000000000000000") > DecimalNumber(99))
        #expect(try n("100000000000000000000000") > DecimalNumber(Int.max))
        #expect(try n("-100000000000000000000000") < DecimalNumber(Int.min))
        #expect(try n("99.999999999999999999999") < DecimalNumber(100))
        #expect(try n("99.999999999999999999999") > DecimalNumber(99))
        #expect(try n("0.001") < n("0.01"))
        #expect(try n("-0.001") > n("-0.01"))
        #expect(try n("1e-400") > DecimalNumber.zero)
        #expect(try n("-1e-400") < DecimalNumber.zero)
        #expect(try n("1e99999999999999999999") > n("1e400"))
        #expect(try n("12") < n("120"))
        #expect(try n("12") > n("11.99"))
        // Past 19 significant digits the digits are held as text; both forms compare digit by digit.
        #expect(try n("12345678901234567891") > n("12345678901234567890"))
        #expect(try n("12345678901234567890") > n("1234567890123456789"))
        #expect(try n("12345678901234567890") == n("1234567890123456789e1"))
        #expect(try n("1234567890123456789012345") < n("1234567890123456789012346"))
        #expect(try n("0.1234567890123456789012345") > n("0.1234567890123456789"))
        #expect(try n("1234567890123456789.0") == n("1234567890123456789"))
        #expect(try n("-12345678901234567890123") < n("-12345678901234567890122"))
    }

    @Test func anIntegerMakesTheSameNumberItsTextDoes() throws {
        for value in [0, 1, -1, 10, 99, 100, -120, 1_000_000, Int.max, Int.min] {
            #expect(DecimalNumber(value) == DecimalNumber(String(value), syntax: .wholeNumber))
            #expect(DecimalNumber(value).integer(in: Int.min...Int.max) == value)
            #expect(DecimalNumber(value).description == String(value))
        }
    }

    @Test func aDoubleIsTheNearestOne() throws {
        #expect(DecimalNumber("0.5", syntax: .decimal)?.doubleValue == 0.5)
        #expect(DecimalNumber("86400", syntax: .decimal)?.doubleValue == 86400)
        #expect(DecimalNumber("-2.5e-3", syntax: .json)?.doubleValue == -0.0025)
        #expect(DecimalNumber("1e400", syntax: .json)?.doubleValue == .infinity)
        #expect(DecimalNumber("0", syntax: .json)?.doubleValue == 0)
        #expect(DecimalNumber("12345678901234567890123", syntax: .json)?.doubleValue == 12345678901234567890123.0)
        #expect(DecimalNumber("12345678901234567890123", syntax: .json)?.description == "12345678901234567890123")
    }

    @Test func aMillionDigitsAreReadWithoutConvertingThem() throws {
        let digits = "9" + String(repeating: "0", count: 1_000_000)
        let number = try #require(DecimalNumber(digits, syntax: .wholeNumber))
        #expect(number > DecimalNumber(Int.max))
        #expect(number.integer(in: 0...Int.max) == nil)
        #expect(number.isInteger)
        let tiny = try #require(DecimalNumber("0." + String(repeating: "0", count: 1_000_000) + "1", syntax: .decimal))
        #expect(tiny > .zero)
        #expect(tiny < DecimalNumber(1))
        #expect(!tiny.isInteger)
    }
}
