import SheetTerminal
import SheetText
import PresenterRegistry
import ThemeKit

/// What `sheetctl show` was asked for, checked: every mistake in it is a usage error (exit 64),
/// found before any file is read or the terminal is touched.
struct ShowOptions: Sendable {
    /// The sheet the items and flags describe.
    var sheet: ActionSheet
    /// Each item as the bytes it was given in, which `--output label` prints: an item's text is a
    /// `String`, with U+FFFD where these are not UTF-8.
    var labels: [[UInt8]]
    /// What to print for the choice.
    var output: ShowOutputFormat
    /// Seconds to wait for a choice; `nil` waits forever.
    var timeout: Double?
    /// The item the cursor starts on.
    var selected: Int?

    /// Whether one item that is not destructive is answered at once, with nothing drawn.
    var selectIfOne: Bool
    /// The items' shortcut letters, by index, read from their `&` markers with `--shortcuts`.
    var shortcuts: [Int: PickerShortcut] = [:]
    /// Whether the picker turns on mouse reporting (not with `--no-mouse`).
    var mouse: Bool

    /// Checks the command line.
    /// - Parameters:
    ///   - arguments: The parsed words of `show`.
    ///   - items: The items as given, when they did not come as the positionals (standard input).
    /// - Returns: The options.
    /// - Throws: ``UsageError`` naming the first flag that is wrong.
    init(_ arguments: ParsedArguments, items given: [[UInt8]]? = nil) throws(UsageError) {
        labels = given ?? arguments.positionalWords
        if arguments.has("--shortcuts") {
            // Items from standard input are read the same way: --shortcuts says the labels are marked.
            (labels, shortcuts) = try Self.shortcuts(labels)
        }
        let items =
            given == nil && !arguments.has("--shortcuts")
            ? arguments.positionals : labels.map { String(decoding: $0, as: UTF8.self) }
        mouse = !arguments.has("--no-mouse")
        guard !items.isEmpty else {
            throw UsageError(
                given == nil
                    ? "missing argument '<item>...'"
                    : "standard input held no items (one a line, or NUL-separated with --null)")
        }
        selectIfOne = arguments.has("--select-if-one")
        let indices = 0...(items.count - 1)
        var badges: [Int: Badge] = [:]
        for spec in arguments.all("--badge") {
            let (index, badge) = try Self.badge(spec, itemCount: items.count)
            guard badges[index] == nil else { throw UsageError("--badge: item \(index) is given two badges") }
            badges[index] = badge
        }
        sheet = ActionSheet(
            title: arguments.value("--title").flatMap { $0.isEmpty ? nil : $0 },
            message: arguments.value("--message").flatMap { $0.isEmpty ? nil : $0 },
            items: items.enumerated().map { ActionSheetItem($1, badge: badges[$0] ?? .none) },
            // An empty or blank label would draw a cancel row that cannot be seen but can be chosen:
            // like an empty --title, it is as if none were given, and the theme's label is drawn.
            cancelButtonText: arguments.value("--cancel-label").flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 },
            destructiveIndex: try arguments.integer("--destructive", in: indices))
        output =
            try arguments.choice("--output", ShowOutputFormat.allCases.map(\.rawValue)).flatMap(
                ShowOutputFormat.init) ?? .index
        timeout = try arguments.seconds("--timeout")
        selected = try arguments.integer("--selected", in: indices)
    }

    /// Reads the `&` marker of every label (``PickerShortcut``) and checks that each letter chooses
    /// one item and none is a key the picker acts on.
    /// - Parameter labels: The labels as given.
    /// - Returns: The labels without their markers, and the shortcuts by index.
    /// - Throws: ``UsageError`` naming the item, and what its letter clashes with.
    static func shortcuts(_ labels: [[UInt8]]) throws(UsageError) -> ([[UInt8]], [Int: PickerShortcut]) {
        var stripped: [[UInt8]] = []
        stripped.reserveCapacity(labels.count)
        var shortcuts: [Int: PickerShortcut] = [:]
        for (index, label) in labels.enumerated() {
            do throws(PickerShortcut.MarkError) {
                let marked = try PickerShortcut.read(label)
                stripped.append(marked.bytes)
                shortcuts[index] = marked.shortcut
            } catch {
                let shown = quoted(label)
                switch error {
                case .notALetter(let next):
                    let what: MessageText = next.isEmpty ? "nothing" : "'\(next)'"
                    throw UsageError(
                        "--shortcuts: item \(index) \(shown) marks \(what) after '&'; a shortcut is a letter "
                            + "(&Delete), and && is a literal '&'")
                case .twoMarkers:
                    throw UsageError(
                        "--shortcuts: item \(index) \(shown) marks two shortcut letters; an item has one (&&: a literal '&')"
                    )
                }
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

    /// A label as a message quotes it: made safe for the terminal the message is read on.
    private static func quoted(_ label: [UInt8]) -> MessageText {
        "'\(String(decoding: label, as: UTF8.self))'"
    }

    /// The badge kinds `--badge` takes, in the order messages list them.
    static let badgeKinds = Badge.Kind.allCases.map(\.rawValue)

    /// Reads one `--badge INDEX:TYPE[:TEXT]`.
    ///
    /// `num` and `text` need their text (a `num` badge's is a whole number ≥ 0 of any size, written
    /// as the index is: digits, no sign, no leading zero); `none`, `point` and `more` take none. The
    /// text is everything after the second colon, colons included.
    /// - Parameters:
    ///   - spec: The option's value.
    ///   - itemCount: How many items the sheet has.
    /// - Returns: The item's index and its badge.
    /// - Throws: ``UsageError`` saying what is wrong with the value.
    static func badge(_ spec: String, itemCount: Int) throws(UsageError) -> (index: Int, badge: Badge) {
        let parts = spec.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else { throw UsageError("--badge takes INDEX:TYPE[:TEXT], not '\(spec)'") }
        // Read by the flags' rule (digits as the number prints) before the range, so that a number
        // too large for an Int is "no item", not "not a whole number".
        guard let number = DecimalNumber(parts[0], syntax: .wholeNumber) else {
            throw UsageError("--badge '\(spec)': the index '\(parts[0])' is not a whole number")
        }
        guard itemCount > 0, let index = number.integer(in: 0...(itemCount - 1)) else {
            let range = itemCount == 1 ? "0 (there is 1 item)" : "0 to \(itemCount - 1) (there are \(itemCount) items)"
            throw UsageError("--badge '\(spec)': no item \(parts[0]); the index is from \(range)")
        }
        guard let kind = Badge.Kind(rawValue: parts[1]) else {
            throw UsageError(
                "--badge '\(spec)': unknown badge type '\(parts[1])': one of \(badgeKinds.joined(separator: ", "))",
                suggestion: Suggestion.closest(to: parts[1], in: badgeKinds))
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
            guard text == nil else {
                throw UsageError("--badge '\(spec)': a \(kind.rawValue) badge takes no text")
            }
        }
        return (index, Badge(kind, text: text))
    }
}

/// What `show` prints on standard output for the choice.
enum ShowOutputFormat: String, Sendable, CaseIterable {
    /// The item's index, from 0.
    case index
    /// The item's text, exactly as it was given.
    case label
    /// `{"index":n,"label":"…"}` on one line.
    case json

    /// The bytes printed for a choice: ``line(index:label:)``, but for `label`, which is the
    /// item's bytes as they were given, not UTF-8 or not.
    /// - Parameters:
    ///   - index: The chosen item's index.
    ///   - label: Its text.
    ///   - bytes: Its bytes as given.
    /// - Returns: The bytes, ending in a line feed.
    func bytes(index: Int, label: String, bytes: [UInt8]) -> [UInt8] {
        self == .label ? bytes + [0x0A] : Array(line(index: index, label: label).utf8)
    }

    /// The line printed for a choice.
    /// - Parameters:
    ///   - index: The chosen item's index.
    ///   - label: Its text as given on the command line.
    /// - Returns: The text, ending in a line break.
    func line(index: Int, label: String) -> String {
        switch self {
        case .index: return "\(index)\n"
        // The script gave this text and gets it back as it was: it goes to a variable, not a terminal.
        case .label: return label + "\n"
        case .json:
            let object: JSONValue = .object(["index": .integer(index), "label": .string(label)])
            return object.compactText + "\n"
        }
    }
}
