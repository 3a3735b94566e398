import SheetTerminal
import SheetText
import ThemeKit

/// Draws the resolved sheet as one JSON object, safe on a terminal. Presenting reads back `{"index": n}`
/// or `{"cancel": true}` (`-1` is a call's answer, not the client's); the input ending is an error.
package struct JSONPresenter: ActionSheetPresenter {
    package let channel: JSONLineChannel

    package init(channel: JSONLineChannel = .standardStreams) {
        self.channel = channel
    }

    package func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        let sheet = ResolvedSheet(request)
        return TextWriter.text { out in
            JSONWriter.write(pretty: true, into: &out) { Self.write(sheet, to: &$0) }
            out.append(ascii: UInt8(ascii: "\n"))
        }
    }

    package func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
        let resolved = ResolvedSheet(request)
        let text = TextWriter.text { out in
            JSONWriter.write(pretty: false, into: &out) { Self.write(resolved, to: &$0) }
        }
        try channel.writeLine(text)
        // A blank line is the end of the call's line, when the answer follows on the same input.
        var line = ""
        repeat {
            guard let next = try channel.readLine(request.output.timeout) else {
                throw PresentationError(.io, "the input ended before an answer")
            }
            line = next
        } while line.allSatisfy { $0 == " " || $0 == "\t" }
        return try Self.answer(line, itemCount: resolved.items.count).map(PresentationOutcome.chose) ?? .cancelled
    }

    /// - Returns: An item index, or `nil` for a dismissal.
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
            guard (0..<itemCount).contains(number) else {
                // A negative index is most likely meant as a cancel, as the `my` dialect writes one.
                let cancel = number < 0 ? "; to cancel, answer {\"cancel\": true}" : ""
                throw PresentationError(
                    .invalidAnswer, "the answer's index \(number) is outside the \(itemCount) items\(cancel)")
            }
            return number
        }
        throw PresentationError(
            .invalidAnswer,
            "the answer has neither \"index\" nor \"cancel\": true; expected {\"index\": n} or {\"cancel\": true}")
    }

    static func write(_ sheet: ResolvedSheet, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("title", stringOrNull: sheet.title)
        writer.member("message", stringOrNull: sheet.message)
        writer.key(literal: "items")
        writer.beginArray()
        for item in sheet.items {
            writer.beginObject()
            writer.member("index", integer: item.index)
            writer.member("text", string: item.text)
            writer.member("role", string: item.isDestructive ? "destructive" : "default")
            writer.member("color", hex: item.color)
            writer.key(literal: "badge")
            if let kind = item.badgeKind, let label = item.badgeLabel {
                writer.beginObject()
                writer.member("type", string: kind.rawValue)
                writer.member("label", string: label)
                writer.endObject()
            } else {
                writer.null()
            }
            writer.endObject()
        }
        writer.endArray()
        writer.member("destructiveIndex", integerOrNull: sheet.items.first(where: \.isDestructive)?.index)
        writer.key(literal: "cancel")
        writer.beginObject()
        writer.member("text", string: sheet.cancelLabel)
        writer.member("color", hex: sheet.colors.cancel)
        writer.endObject()
        writer.key(literal: "colors")
        writer.beginObject()
        for role in ThemeColors.roles {
            writer.key(role.key)
            writer.string(sheet.colors[keyPath: role.path].hex)
        }
        writer.endObject()
        writer.member("theme", string: sheet.themeName)
        writer.endObject()
    }
}
