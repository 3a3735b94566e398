import PresenterRegistry
import Synchronization
import CommandLineKit
import Testing
@testable import SheetTerminal

@testable import SheetctlCLI
import SheetSystem

/// Every numeric flag is read by one rule: a whole number is written as it prints (`-` only for a
/// negative; no `+`, leading zero, `-0`, fraction, exponent, hex or spaces), `--timeout` may add a
/// fraction, and each is range-checked with a usage error that names the range.
@Suite struct NumberFlagTests {
    struct Refused: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var error: String
        var testDescription: String { arguments.map { $0.isEmpty ? "''" : $0 }.joined(separator: " ") }
    }

    static func width(_ command: String, _ value: String) -> Refused {
        Refused(
            arguments: [command, "--width", value] + (command == "show" ? ["A"] : []),
            error: "--width takes a whole number from 1 to 1000, not '\(value)'")
    }

    static func timeout(_ value: String) -> Refused {
        Refused(
            arguments: ["show", "--timeout", value, "A"],
            error: "--timeout takes a number of seconds greater than 0 and at most 86400, not '\(value)'")
    }

    static func index(_ flag: String, _ value: String) -> Refused {
        Refused(
            arguments: ["show", flag, value, "A", "B"],
            error: "\(flag) takes a whole number from 0 to 1, not '\(value)'")
    }

    static func badge(_ spec: String, _ error: String) -> Refused {
        Refused(arguments: ["show", "--badge", spec, "A", "B"], error: "--badge '\(spec)': \(error)")
    }

    static func choose(_ value: String, _ error: String? = nil) -> Refused {
        Refused(
            arguments: ["present", "--choose", value],
            error: error
                ?? "--choose takes an answer (N, label:TEXT, first, last, destructive, cancel, fail:REASON or timeout), "
                + "not '\(value)'")
    }

    static let refused: [Refused] =
        ["+5", "0x10", "080", "1e3", "1.0", " 5", "5 ", "", "0", "-0", "1001", "99999999999999999999", "١٢"].map {
            width("preview", $0)
        }
        + ["+5", "0x10", "1e3"].map { width("show", $0) }
        + [
            "0x10", "1e16", "1e3", "+5", ".5", "5.", "05", "-1", "0", "0.0", "-0", "86400.001", "86401",
            "99999999999999999999", " 5", "", "inf", "nan", "1_000",
        ].map(timeout)
        + ["2", "-1", "99999999999999999999"].map { index("--selected", $0) }
        // --selected also takes an item's label: a value no label has and that is no index says both.
        + ["+1", "01", "1.0", "1e0", "-0", "0x1", ""].map {
            Refused(
                arguments: ["show", "--selected", $0, "A", "B"],
                error: "--selected '\($0)': no item has that label (nor is it an index from 0 to 1)")
        }
        + ["+1", "01", "1.0", "1e0", "-0", "0x1"].map { index("--destructive", $0) }
        + [
            badge("+1:point", "the index '+1' is not a whole number"),
            badge("01:point", "the index '01' is not a whole number"),
            badge("1e0:point", "the index '1e0' is not a whole number"),
            badge("-0:point", "the index '-0' is not a whole number"),
            badge(":point", "the index '' is not a whole number"),
            badge(
                "99999999999999999999:point",
                "no item 99999999999999999999; the index is from 0 to 1 (there are 2 items)"),
        ]
        + ["+5", "05", "1e3", "0x10", " 5", "1.0", "-0", "-5", ""].map {
            badge("0:num:\($0)", "a num badge takes a whole number: 0:num:NUMBER")
        }
        + ["+1", "01", "1e0", "0x1", "-1", "1.0", " 1", "", "-0"].map { choose($0) }
        + [choose("99999999999999999999", "--choose 99999999999999999999 is outside the call's items")]

    @Test(arguments: refused)
    func aNumberSpeltAnyOtherWayIsAUsageErrorNamingTheRange(_ c: Refused) throws {
        let out = BufferSink(), err = BufferSink()
        let context = CommandContext(stdout: out, stderr: err, environment: [:])
        let opened = Mutex(false)
        let code: Int32
        if c.arguments[0] == "show" {
            // show reads every flag before it opens the terminal: a refused value never touches it,
            // whether the parser (which checks each declared kind) or the command refuses it.
            do throws(UsageError) {
                let parsed = try ArgumentParser.parse(
                    Array(c.arguments.dropFirst()), spec: Commands.show, path: ["show"])
                code = Commands.runShow(
                    ShowOptions(parsed), items: parsed.positionals, labels: parsed.positionalWords, context: context
                ) {
                    opened.withLock { $0 = true }
                    return .failure(PresentationError(.noTerminal, "not in this test"))
                }
            } catch {
                code = HelpFormatter.usageError(error, spec: Commands.show, path: ["show"], context: context)
            }
        } else {
            code = SheetctlCommand.run(arguments: c.arguments, context: context)
        }
        #expect(code == 64)
        #expect(out.text.isEmpty)
        #expect(err.text.hasPrefix("Error: \(c.error)\n"))
        #expect(err.text.contains("Usage: sheetctl \(c.arguments[0])"))
        #expect(!opened.withLock { $0 })
    }

    // MARK: What is read

    @Test(arguments: [("1", 1), ("80", 80), ("1000", 1000)])
    func aWidthFrom1To1000IsRead(_ text: String, _ width: Int) throws {
        let parsed = try ArgumentParser.parse(["--width", text], spec: Commands.preview, path: ["preview"])
        let options = PreviewOptions(parsed).drawing.output(
            context: CommandContext(stdout: BufferSink(), stderr: BufferSink(), environment: [:]),
            terminalColumns: .some(nil))
        #expect(options.width == width)
    }

    @Test(arguments: [("1", 1.0), ("0.5", 0.5), ("1.25", 1.25), ("0.001", 0.001), ("86400", 86400.0), ("30.0", 30.0)])
    func aTimeoutIsReadAsSeconds(_ text: String, _ seconds: Double) throws {
        let options = try ShowSheet(words: ["--timeout", text, "A"])
        #expect(options.timeout == seconds)
    }

    @Test(arguments: [
        ("0:num:0", Badge.num("0")), ("0:num:7", .num("7")),
        ("1:num:100000000000000000000000", .num("100000000000000000000000")),
    ])
    func aNumBadgeTakesAWholeNumberOfAnySize(_ spec: String, _ badge: Badge) throws {
        let read = try ShowSheet.badge(spec, itemCount: 2)
        #expect(read.badge == badge)
    }

    @Test func chooseTakesAnIndexOrCancel() throws {
        #expect(try PresentRun.choice("0") == .index(0))
        #expect(try PresentRun.choice("12") == .index(12))
        #expect(try PresentRun.choice("cancel") == .cancel)
        #expect(try PresentRun.choice(nil) == nil)
    }

    // MARK: The cancel label

    @Test(arguments: ["", " ", "\t", "\u{3000}"])
    func aBlankCancelLabelLeavesTheThemesLabel(_ label: String) throws {
        let options = try ShowSheet(words: ["--cancel-label", label, "A"])
        #expect(options.sheet.cancelButtonText == nil)
        let resolved = ResolvedSheet(options.sheet, theme: .builtInDefault, locale: nil)
        #expect(resolved.cancelLabel == "Cancel")
    }

    @Test func aCancelLabelIsDrawnAsGiven() throws {
        let options = try ShowSheet(words: ["--cancel-label", " Not now ", "A"])
        #expect(options.sheet.cancelButtonText == " Not now ")
    }
}
