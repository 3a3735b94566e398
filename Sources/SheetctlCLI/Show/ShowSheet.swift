import CommandLineKit
import PresenterRegistry
import SheetSystem
import SheetTerminal
import SheetText
import ThemeKit

/// What `sheetctl show` was asked for, checked: every mistake is a usage error, found before any file is read.
struct ShowSheet: Sendable {
    var sheet: ActionSheet
    /// As the bytes given, which `--output label` prints.
    var labels: [[UInt8]]
    var output: ShowOutputFormat
    /// `nil` waits forever.
    var timeout: Double?
    var selected: Int?
    /// One item that is not destructive is answered at once (with `--filter`: as soon as the filter leaves one).
    var selectIfOne: Bool
    var filter: Bool
    var limit: Int
    var shortcuts: [Int: PickerShortcut] = [:]
    var mouse: Bool

    init(_ options: ShowOptions, items: [String], labels: [[UInt8]], fromStandardInput: Bool = false)
        throws(UsageError)
    {
        var items = items
        self.labels = labels
        // Items from standard input are read the same way: --shortcuts says the labels are marked.
        if options.shortcuts {
            (self.labels, shortcuts) = try Self.shortcuts(labels)
            items = self.labels.map { String(decoding: $0, as: UTF8.self) }
        }
        mouse = !options.noMouse
        guard !items.isEmpty else {
            throw UsageError(
                fromStandardInput
                    ? "standard input held no items (one a line, or NUL-separated with --null)"
                    : "missing argument '<item>...'")
        }
        selectIfOne = options.selectIfOne
        let indices = 0...(items.count - 1)
        var badges: [Int: Badge] = [:]
        for spec in options.badges {
            let (index, badge) = try Self.badge(spec, itemCount: items.count)
            guard badges[index] == nil else { throw UsageError("--badge: item \(index) is given two badges") }
            badges[index] = badge
        }
        sheet = ActionSheet(
            title: options.title.flatMap { $0.isEmpty ? nil : $0 },
            message: options.message.flatMap { $0.isEmpty ? nil : $0 },
            items: items.enumerated().map { ActionSheetItem($1, badge: badges[$0] ?? .none) },
            // An empty or blank label would draw a cancel row that cannot be seen but can be chosen:
            // like an empty --title, it is as if none were given, and the theme's label is drawn.
            cancelButtonText: options.cancelLabel.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 },
            destructiveIndex: try options.destructive.map { text throws(UsageError) in
                try ArgumentParser.integer(text, for: "--destructive", in: indices)
            })
        output = options.output ?? .index
        timeout = options.timeout
        selected = try options.selected.map { word throws(UsageError) in try Self.selected(word, items) }
        filter = options.filter
        guard !options.noLimit || options.limit == nil else {
            throw UsageError("--limit and --no-limit cannot both be given")
        }
        limit = options.noLimit ? Int.max : options.limit ?? 1
    }

    static func selected(_ word: String, _ items: [String]) throws(UsageError) -> Int {
        let number = DecimalNumber(word, syntax: .wholeNumber)
        if let index = number?.integer(in: 0...(items.count - 1)) { return index }
        let labelled = PickerState.items(labeled: word, in: items)
        if labelled.count == 1 { return labelled[0] }
        if number != nil, labelled.isEmpty {
            return try ArgumentParser.integer(word, for: "--selected", in: 0...(items.count - 1))
        }
        throw UsageError(
            labelled.isEmpty
                ? "--selected '\(word)': no item has that label (nor is it an index from 0 to \(items.count - 1))"
                : "--selected '\(word)': items \(labelled.map(String.init).joined(separator: ", ")) all have that "
                    + "label; give the index of one")
    }

    /// Each letter must choose one item and none may be a key the picker acts on.
    static func shortcuts(_ labels: [[UInt8]]) throws(UsageError) -> ([[UInt8]], [Int: PickerShortcut]) {
        func quoted(_ label: [UInt8]) -> MessageText { "'\(String(decoding: label, as: UTF8.self))'" }
        var stripped: [[UInt8]] = []
        var shortcuts: [Int: PickerShortcut] = [:]
        for (index, label) in labels.enumerated() {
            do throws(PickerShortcut.MarkError) {
                let marked = try PickerShortcut.read(label)
                stripped.append(marked.bytes)
                shortcuts[index] = marked.shortcut
            } catch .notALetter(let next) {
                let what: MessageText = next.isEmpty ? "nothing" : "'\(next)'"
                throw UsageError(
                    "--shortcuts: item \(index) \(quoted(label)) marks \(what) after '&'; a shortcut is a letter "
                        + "(&Delete), and && is a literal '&'")
            } catch {
                throw UsageError(
                    "--shortcuts: item \(index) \(quoted(label)) marks two shortcut letters; an item has one (&&: a literal '&')"
                )
            }
        }
        switch PickerShortcut.firstClash(shortcuts) {
        case .pickerKey(let item, let letter, let key, let summary):
            throw UsageError(
                "--shortcuts: item \(item) \(quoted(labels[item])) takes the letter '\(letter)', but '\(key)' is the "
                    + "picker's key for \(summary); mark another letter")
        case .sameLetter(let first, let second, let letter):
            throw UsageError(
                "--shortcuts: items \(first) \(quoted(labels[first])) and \(second) \(quoted(labels[second])) both take "
                    + "the letter '\(letter)'; mark another letter in one of them")
        case nil:
            return (stripped, shortcuts)
        }
    }

    /// `num` and `text` need their text (`num`'s a whole number ≥ 0 of any size), which may hold colons.
    static func badge(_ spec: String, itemCount: Int) throws(UsageError) -> (index: Int, badge: Badge) {
        let parts = spec.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else { throw UsageError("--badge takes INDEX:TYPE[:TEXT], not '\(spec)'") }
        // Read by the flags' rule before the range, so a number too large for an Int is "no item".
        guard let number = DecimalNumber(parts[0], syntax: .wholeNumber) else {
            throw UsageError("--badge '\(spec)': the index '\(parts[0])' is not a whole number")
        }
        guard itemCount > 0, let index = number.integer(in: 0...(itemCount - 1)) else {
            let range = itemCount == 1 ? "0 (there is 1 item)" : "0 to \(itemCount - 1) (there are \(itemCount) items)"
            throw UsageError("--badge '\(spec)': no item \(parts[0]); the index is from \(range)")
        }
        let kinds = Badge.Kind.allCases.map(\.rawValue)
        guard let kind = Badge.Kind(rawValue: parts[1]) else {
            throw UsageError(
                "--badge '\(spec)': unknown badge type '\(parts[1])': one of \(kinds.joined(separator: ", "))",
                suggestion: Suggestion.closest(to: parts[1], in: kinds))
        }
        let text = parts.count == 3 ? parts[2] : nil
        switch kind {
        case .num:
            // Any size: the badge shows the theme's overflow label past its maximum.
            guard let text, let number = DecimalNumber(text, syntax: .wholeNumber), !number.isNegative else {
                throw UsageError("--badge '\(spec)': a num badge takes a whole number: \(index):num:NUMBER")
            }
        case .text:
            guard let text, !text.isEmpty else {
                throw UsageError("--badge '\(spec)': a text badge takes its text: \(index):text:TEXT")
            }
        case .none, .point, .more:
            guard text == nil else { throw UsageError("--badge '\(spec)': a \(kind.rawValue) badge takes no text") }
        }
        return (index, Badge(kind, text: text))
    }
}

enum ShowOutputFormat: String, Sendable, CaseIterable {
    case index
    /// Exactly the bytes it was given in (for a variable, not a terminal).
    case label
    case json

    func bytes(index: Int, label: String, bytes: [UInt8]) -> [UInt8] {
        switch self {
        case .index: Array("\(index)\n".utf8)
        case .label: bytes + [0x0A]
        case .json:
            Array((JSONValue.object(["index": .integer(index), "label": .string(label)]).compactText + "\n").utf8)
        }
    }
}

extension TerminalDevice {
    /// Draws on the controlling terminal, never standard output, which a script captures; tests hand pipes.
    typealias Opener = @Sendable () -> Result<TerminalDevice, PresentationError>

    static let controlling: Opener = { Result { () throws(PresentationError) in try openControllingTerminal() } }
}
