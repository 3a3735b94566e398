import SheetTerminal
public import PresenterRegistry
import ThemeKit

/// One way a presenter broke the presenter contract.
public struct ContractViolation: Sendable, Hashable, CustomStringConvertible {
    /// The sample or scenario it happened with.
    public var sample: String
    /// What went wrong.
    public var message: String

    /// Creates a violation.
    public init(sample: String, _ message: String) {
        self.sample = sample
        self.message = message
    }

    public var description: String { "\(sample): \(message)" }
}

/// Checks that a presenter keeps the contract every presenter must keep, whoever wrote it: every
/// text shown, cancel last, no raw control byte (only SGR colour codes), the outcome asked for.
///
/// ```swift
/// #expect(PresenterContract.checkRender(MyPresenter()).isEmpty)
/// ```
public enum PresenterContract {
    /// A named request to run a presenter with.
    public struct Sample: Sendable, CustomStringConvertible {
        /// A short name for messages.
        public var name: String
        /// The request.
        public var request: PresentationRequest

        /// Creates a sample.
        public init(_ name: String, _ request: PresentationRequest) {
            self.name = name
            self.request = request
        }

        public var description: String { name }
    }

    /// The requests ``checkRender(_:samples:shownAs:)`` uses; every text fits in 80 cells.
    public static let samples: [Sample] = [
        Sample("demo", PresentationRequest(sheet: .demo)),
        Sample(
            "cjk",
            PresentationRequest(
                sheet: ActionSheet(
                    title: "分享到", message: "选择一个应用",
                    items: [
                        ActionSheetItem("发送给朋友", badge: .num("120")), ActionSheetItem("收藏", badge: .text("新")),
                        ActionSheetItem("删除"),
                    ], destructiveIndex: 2),
                locale: "zh-Hans")),
        Sample(
            "emoji",
            PresentationRequest(
                sheet: ActionSheet(
                    title: "🎉 Party", items: [ActionSheetItem("👩‍👩‍👧 Family"), ActionSheetItem("🇯🇵 Japan", badge: .point)]))),
        Sample("hostile", PresentationRequest(sheet: hostileSheet)),
        Sample(
            "one item, request colour",
            PresentationRequest(
                sheet: ActionSheet(items: [ActionSheetItem("Only")], itemColor: ThemeColor(hex: "#80FF0000")))),
        Sample(
            "request cancel text",
            PresentationRequest(
                sheet: ActionSheet(items: [ActionSheetItem("Ja")], cancelButtonText: "Zurück"), locale: "de")),
    ]

    /// A sheet whose texts try to drive the terminal.
    public static let hostileSheet = ActionSheet(
        title: "\u{1B}]0;owned\u{07}Title",
        message: "line\rover\u{9B}31m",
        items: [
            ActionSheetItem("\u{1B}[2J\u{1B}[31mclear", badge: .text("\u{1B}[5m!")),
            ActionSheetItem("abc\u{202E}fed\u{200B}x"),
            ActionSheetItem("bell\u{07}\u{08}\u{7F}"),
        ], cancelButtonText: "\u{1B}P+q\u{1B}\\no")

    /// Renders every sample and reports each broken rule.
    /// - Parameters:
    ///   - presenter: The presenter to check.
    ///   - samples: The requests to render; ``samples`` by default.
    ///   - shownAs: How the presenter shows a text from a request, such as ``TerminalText/sanitize(_:)``
    ///     for a terminal presenter (the default) or JSON string escaping for a JSON one.
    /// - Returns: The violations; empty when the presenter keeps the contract.
    public static func checkRender(
        _ presenter: any ActionSheetPresenter, samples: [Sample] = samples,
        shownAs: (String) -> String = TerminalText.sanitize
    ) -> [ContractViolation] {
        var violations: [ContractViolation] = []
        for sample in samples {
            func violation(_ message: String) { violations.append(ContractViolation(sample: sample.name, message)) }
            let output: String
            do {
                output = try presenter.render(sample.request)
            } catch {
                violation("render threw: \(error.message)")
                continue
            }
            if output.isEmpty { violation("the drawing is empty") }
            if !output.hasSuffix("\n") { violation("the drawing does not end in a line break") }
            let resolved = ResolvedSheet(sample.request)
            for text in [resolved.title, resolved.message].compactMap({ $0 }) where !output.contains(shownAs(text)) {
                violation("the drawing does not show \(describe(shownAs(text)))")
            }
            let cancel = shownAs(resolved.cancelLabel)
            let cancelAt = output.ranges(of: cancel).last
            if cancelAt == nil { violation("the drawing does not show the cancel label \(describe(cancel))") }
            for item in resolved.items {
                let shown = shownAs(item.text)
                guard let at = output.firstRange(of: shown) else {
                    violation("the drawing does not show item \(item.index), \(describe(shown))")
                    continue
                }
                if let cancelAt, cancelAt.lowerBound < at.lowerBound {
                    violation("the cancel label comes before item \(item.index)")
                }
            }
            if let problem = rawControl(in: output) { violation(problem) }
        }
        return violations
    }

    /// Presents a request and checks the outcome.
    /// - Parameters:
    ///   - presenter: The presenter, set up to answer without a person (scripted input).
    ///   - sample: The request.
    ///   - expected: The outcome the scripted input should produce.
    /// - Returns: The violations; empty when exactly the expected outcome came.
    public static func checkPresent(
        _ presenter: any ActionSheetPresenter, sample: Sample, expecting expected: RecordingPresentationDelegate.Event
    ) -> [ContractViolation] {
        let outcome: RecordingPresentationDelegate.Event
        do throws(PresentationError) {
            switch try presenter.present(sample.request) {
            case .chose(let index): outcome = .finish(index: index)
            case .cancelled: outcome = .cancel
            case .choseSeveral(let indices): outcome = indices.first.map { .finish(index: $0) } ?? .cancel
            }
        } catch {
            outcome = .fail(error)
        }
        var violations: [ContractViolation] = []
        var matched = outcome == expected
        // Failures match by kind only: their messages are the presenter's own words.
        if case .fail(let got) = outcome, case .fail(let want) = expected { matched = got.kind == want.kind }
        if !matched {
            violations.append(ContractViolation(sample: sample.name, "expected \(expected), got \(outcome)"))
        }
        if case .finish(let index) = outcome, !sample.request.sheet.items.indices.contains(index) {
            violations.append(ContractViolation(sample: sample.name, "finish(index: \(index)) is outside the items"))
        }
        return violations
    }

    private static func describe(_ text: String) -> String {
        "\""
            + text.unicodeScalars.map {
                $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? String($0) : "\\u{\(String($0.value, radix: 16))}"
            }.joined() + "\""
    }

    /// The first control or format character that is not part of an SGR colour sequence.
    static func rawControl(in output: String) -> String? {
        let scalars = Array(output.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            if value == 0x1B {
                var end = index + 2
                while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
                guard index + 1 < scalars.count, scalars[index + 1] == "[", end < scalars.count, scalars[end] == "m"
                else { return "an escape sequence that is not a colour code at scalar \(index)" }
                index = end + 1
                continue
            }
            // `Cf` (bidi controls, zero-width spaces, BOM), but not the joiner emoji sequences need.
            let isFormat = scalars[index].properties.generalCategory == .format && value != 0x200D
            if (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value) || isFormat {
                return
                    "a raw control or format character U+\(String(value, radix: 16, uppercase: true)) at scalar \(index)"
            }
            index += 1
        }
        return nil
    }
}
