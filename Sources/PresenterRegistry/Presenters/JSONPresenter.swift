public import ThemeKit

/// Draws a sheet as data for machines: the resolved sheet as one JSON object.
///
/// The object has `title` and `message` (null when absent), `items` (each with `index`, `text`,
/// `role` = `"default"` or `"destructive"`, `color` as `#RRGGBB` or `#AARRGGBB`, and `badge` =
/// null or `{type, label}`, where `label` is what is shown), `destructiveIndex` (null when none),
/// `cancel` (`text`, `color`), `colors` (every theme colour, keyed as in a theme file) and
/// `theme` (its name). Strings are escaped as JSON, every control character included, and so
/// are invisible format characters (bidi overrides and isolates, zero-width spaces; all of
/// Unicode's `Cf` but the zero-width joiner emoji need), so the output is safe on a terminal.
///
/// **Rendering** writes the object indented, with a final line break.
///
/// **Presenting** writes the object compact, on one line, then reads one line back:
/// - `{"index": n}` with `n` an index of the items → ``PresentationDelegate/finish(index:)``;
/// - `{"cancel": true}`, or `{"index": -1}` (the `my` dialect's cancel answer) → ``PresentationDelegate/cancel()``;
/// - anything else (not JSON, another shape, an index outside the items) →
///   ``PresentationDelegate/fail(_:)`` with ``PresentationError/Kind/invalidAnswer``;
/// - the input ending before a line, or ``OutputOptions/timeout`` passing →
///   ``PresentationDelegate/fail(_:)`` with ``PresentationError/Kind/io`` or
///   ``PresentationError/Kind/timedOut``: the other side went away, which is not a user's dismissal.
public struct JSONPresenter: ActionSheetPresenter {
    /// Where presenting writes the sheet and reads the answer.
    public let channel: JSONLineChannel

    /// Creates the presenter.
    /// - Parameter channel: Where to write and read when presenting; standard output and input by default.
    public init(channel: JSONLineChannel = .standardStreams) {
        self.channel = channel
    }

    public func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        Self.text(of: ResolvedSheet(request), pretty: true) + "\n"
    }

    public func present(_ request: PresentationRequest, delegate: any PresentationDelegate) {
        let resolved = ResolvedSheet(request)
        do throws(PresentationError) {
            try channel.writeLine(Self.text(of: resolved, pretty: false))
            guard let line = try channel.readLine(request.output.timeout) else {
                throw PresentationError(.io, "the input ended before an answer")
            }
            switch try Self.answer(line, itemCount: resolved.items.count) {
            case .some(let index): delegate.finish(index: index)
            case .none: delegate.cancel()
            }
        } catch {
            delegate.fail(error)
        }
    }

    /// A text as the presenter's output shows it: a JSON string's contents, escaped, without the quotes.
    ///
    /// For ``PresenterContract/checkRender(_:samples:shownAs:)``.
    public static func shown(_ text: String) -> String {
        String(JSONValue.string(text).compactText.dropFirst().dropLast())
    }

    /// Reads an answer line: an item index, or `nil` for a dismissal.
    /// - Parameters:
    ///   - line: The line, without its break.
    ///   - itemCount: How many items the sheet has.
    /// - Throws: ``PresentationError`` with kind ``PresentationError/Kind/invalidAnswer``.
    static func answer(_ line: String, itemCount: Int) throws(PresentationError) -> Int? {
        let value: JSONValue
        do {
            value = try JSONParser.parse(SourceText(name: "<answer>", text: line), maxDepth: 8)
        } catch {
            throw PresentationError(
                .invalidAnswer, "the answer is not JSON: \(error.diagnostics.first?.message ?? "syntax error")")
        }
        guard let object = value.objectValue else {
            throw PresentationError(.invalidAnswer, "the answer is \(value.typeName), not an object")
        }
        if object["cancel"] == .bool(true) { return nil }
        if let index = object["index"] {
            guard let number = index.integerValue else {
                throw PresentationError(
                    .invalidAnswer, "the answer's index is \(index.typeName) that is not an integer")
            }
            if number == -1 { return nil }
            guard (0..<itemCount).contains(number) else {
                throw PresentationError(
                    .invalidAnswer, "the answer's index \(number) is outside the \(itemCount) items")
            }
            return number
        }
        throw PresentationError(
            .invalidAnswer,
            "the answer has neither \"index\" nor \"cancel\": true; expected {\"index\": n} or {\"cancel\": true}")
    }

    /// The resolved sheet as the presenter's JSON object in text, written straight from the sheet:
    /// the same text as ``object(for:)``'s ``JSONValue/prettyText`` or ``JSONValue/compactText``,
    /// without building the object first.
    /// - Parameters:
    ///   - sheet: The sheet with its theme applied.
    ///   - pretty: Whether to indent; compact, on one line, otherwise.
    /// - Returns: The text, without a final line break.
    static func text(of sheet: ResolvedSheet, pretty: Bool) -> String {
        var writer = JSONWriter(pretty: pretty, capacity: pretty ? 2048 : 1024)
        writer.beginObject()
        writer.key("title")
        writer.string(orNull: sheet.title)
        writer.key("message")
        writer.string(orNull: sheet.message)
        writer.key("items")
        writer.beginArray()
        for item in sheet.items {
            writer.beginObject()
            writer.key("index")
            writer.integer(item.index)
            writer.key("text")
            writer.string(item.text)
            writer.key("role")
            writer.string(item.isDestructive ? "destructive" : "default")
            writer.key("color")
            writer.string(item.color.hex)
            writer.key("badge")
            if let kind = item.badgeKind, let label = item.badgeLabel {
                writer.beginObject()
                writer.key("type")
                writer.string(kind.rawValue)
                writer.key("label")
                writer.string(label)
                writer.endObject()
            } else {
                writer.null()
            }
            writer.endObject()
        }
        writer.endArray()
        writer.key("destructiveIndex")
        if let destructive = sheet.items.first(where: \.isDestructive) {
            writer.integer(destructive.index)
        } else {
            writer.null()
        }
        writer.key("cancel")
        writer.beginObject()
        writer.key("text")
        writer.string(sheet.cancelLabel)
        writer.key("color")
        writer.string(sheet.colors.cancel.hex)
        writer.endObject()
        writer.key("colors")
        writer.beginObject()
        for role in ThemeColors.roles {
            writer.key(role.key)
            writer.string(sheet.colors[keyPath: role.path].hex)
        }
        writer.endObject()
        writer.key("theme")
        writer.string(sheet.themeName)
        writer.endObject()
        return writer.buffer.text
    }

    /// The resolved sheet as the presenter's JSON object.
    /// - Parameter sheet: The sheet with its theme applied.
    public static func object(for sheet: ResolvedSheet) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        let items: [JSONValue] = sheet.items.map { item in
            let badge: JSONValue =
                if let kind = item.badgeKind, let label = item.badgeLabel {
                    .object(["type": .string(kind.rawValue), "label": .string(label)])
                } else {
                    .null
                }
            return .object([
                "index": .integer(item.index), "text": .string(item.text),
                "role": .string(item.isDestructive ? "destructive" : "default"), "color": .string(item.color.hex),
                "badge": badge,
            ])
        }
        var colors = JSONObject()
        for role in ThemeColors.roles { colors[role.key] = .string(sheet.colors[keyPath: role.path].hex) }
        return .object([
            "title": text(sheet.title), "message": text(sheet.message), "items": .array(items),
            "destructiveIndex": sheet.items.first(where: \.isDestructive).map { .integer($0.index) } ?? .null,
            "cancel": .object(["text": .string(sheet.cancelLabel), "color": .string(sheet.colors.cancel.hex)]),
            "colors": .object(colors), "theme": .string(sheet.themeName),
        ])
    }
}
