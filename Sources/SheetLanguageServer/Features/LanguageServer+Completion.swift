import SheetText
import PresenterRegistry
import ThemeKit

extension LanguageServer {
    mutating func completion(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        let position = try Self.position(in: params)
        guard let (text, report) = try linted(params) else { return .null }
        let kind = report.kind
        let lines = CompletionContext(text: text, position: position, encoding: encoding)
        let items: [CompletionItem]
        switch lines.target {
        case .key(let parents):
            let keys = kind == .routing ? routingKeys(under: parents) : themeKeys(under: parents)
            items = keys.filter { !lines.siblings.contains($0.label) }
        case .value(let path):
            items = kind == .routing ? routingValues(for: path) : themeValues(for: path, lines: lines)
        }
        return .object(["isIncomplete": .bool(false), "items": .array(items.map(\.json))])
    }

    private func themeKeys(under parents: [String]) -> [CompletionItem] {
        if parents == ["cancel", "localized"] { return CompletionItem.languageTags.map(CompletionItem.languageTag) }
        var specs = ThemeKeySpec.root
        for key in parents {
            guard let spec = specs.first(where: { $0.key == key }), let children = spec.children else { return [] }
            specs = children
        }
        return specs.map { spec in
            let isMap = if case .map = spec.kind { true } else { false }
            return CompletionItem(
                label: spec.key, kind: .property, detail: spec.summary,
                insertText: spec.children == nil && !isMap ? spec.key + ": " : spec.key + ":")
        }
    }

    private func themeValues(for path: [String], lines: CompletionContext) -> [CompletionItem] {
        if path == ["extends"] || path == ["counterpart"] { return themeNames() }
        if let spec = ThemeCursor.spec(at: path), case .choice(let words) = spec.kind {
            return words.map { CompletionItem(label: $0, kind: .value, detail: spec.summary) }
        }
        guard let spec = ThemeCursor.spec(at: path), case .color(allowsNames: true) = spec.kind else { return [] }
        return lines.paletteNames().map { CompletionItem(label: $0, kind: .color, detail: "palette entry") }
    }

    private func routingKeys(under parents: [String]) -> [CompletionItem] {
        if parents.isEmpty {
            return [
                ("default", "The route of every app not listed"),
                ("apps", "Routes by app ID or ID prefix (ending in *)"),
            ].map { CompletionItem(label: $0, kind: .property, detail: $1, insertText: $0 + ":") }
        }
        guard parents == ["default"] || (parents.count == 2 && parents[0] == "apps") else { return [] }
        return RoutingFile.routeFields.map {
            CompletionItem(
                label: $0, kind: .property, detail: Self.routeFieldSummaries[$0] ?? "", insertText: $0 + ": ")
        }
    }

    private static let routeFieldSummaries = [
        "presenter": "Who draws the sheet: a built-in presenter or a plugin on PATH",
        "theme": "The theme: a name on the theme path, or a file",
        "locale": "The BCP 47 language tag for the cancel label",
    ]

    private func routingValues(for path: [String]) -> [CompletionItem] {
        switch path.last {
        case "presenter":
            return configuration.presenters.entries().map {
                CompletionItem(label: $0.name, kind: .value, detail: "presenter")
            }
        case "theme": return themeNames()
        case "locale":
            return CompletionItem.languageTags.map { CompletionItem(label: $0, kind: .value, detail: "language tag") }
        default: return []
        }
    }

    private func themeNames() -> [CompletionItem] {
        configuration.themes.list().map {
            CompletionItem(label: $0.name, kind: .reference, detail: $0.description ?? "theme")
        }
    }
}

struct CompletionItem {
    enum Kind: Int {
        case value = 12
        case property = 10
        case color = 16
        case reference = 18
    }

    var label: String
    var kind: Kind
    var detail: String
    var insertText: String? = nil

    /// A language tag as a key of `cancel.localized`; `no` is quoted, or YAML 1.1 reads it as false.
    static func languageTag(_ tag: String) -> CompletionItem {
        let key = ["no", "yes", "on", "off", "y", "n"].contains(tag.lowercased()) ? "\"\(tag)\"" : tag
        return CompletionItem(label: tag, kind: .property, detail: "language tag", insertText: key + ": ")
    }

    var json: JSONValue {
        var object: JSONObject = [
            "label": .string(VisibleText.sanitize(label)), "kind": .integer(kind.rawValue),
            "detail": .string(VisibleText.sanitize(detail)),
        ]
        if let insertText { object["insertText"] = .string(insertText) }
        return .object(object)
    }

    /// BCP 47 tags offered for translations and routes: the languages mini-program platforms ship.
    static let languageTags = [
        "en", "en-US", "en-GB", "zh-Hans", "zh-Hant", "zh-Hant-TW", "zh-Hant-HK", "ja", "ko", "fr", "de", "es",
        "it", "pt", "pt-BR", "ru", "ar", "he", "hi", "th", "vi", "id", "ms", "tr", "nl", "sv", "no", "da", "fi", "pl",
    ]
}
