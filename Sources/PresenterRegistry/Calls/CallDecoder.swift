import ThemeKit

/// Applies one dialect's rules to a call's parameters, collecting every problem with its place.
///
/// The rules are documented on ``ActionSheetCall``.
struct CallDecoder {
    let dialect: CallDialect
    let root: CallNode
    private(set) var diagnostics: [Diagnostic] = []

    init(dialect: CallDialect, root: CallNode) {
        self.dialect = dialect
        self.root = root
    }

    /// The most items `wx.showActionSheet` accepts.
    static let wxMaxItems = 6

    private mutating func reject(_ message: String, at node: CallNode?, hint: String? = nil) {
        diagnostics.append(.error(.invalidCall, message, at: node?.location ?? root.location, hint: hint))
    }

    /// A value present and not null.
    private func given(_ key: String) -> CallNode? {
        guard let node = root[key], !node.isNull else { return nil }
        return node
    }

    /// An optional text: a string, or a number shown as written.
    private mutating func optionalText(_ key: String) -> String? {
        guard let node = given(key) else { return nil }
        switch node.value {
        case .string(let text): return text
        case .number(let text): return text
        default:
            reject("\(key): expected a string, found \(node.typeName)", at: node)
            return nil
        }
    }

    private mutating func itemColor() -> ThemeColor? {
        guard let node = given("itemColor") else { return nil }
        guard case .string(let text) = node.value else {
            reject("itemColor: expected a colour such as \"#FF0000\", found \(node.typeName)", at: node)
            return nil
        }
        guard let color = ThemeColor(hex: text) else {
            reject(
                "itemColor: '\(text)' is not a colour", at: node,
                hint: "write #RGB, #RRGGBB or #AARRGGBB (alpha first)")
            return nil
        }
        return color
    }

    /// The required list of actions under `key`, or `nil` after reporting why there is none.
    private mutating func itemNodes(_ key: String) -> [CallNode]? {
        guard let node = given(key) else {
            reject("\(key): required, and missing", at: root, hint: "give the actions as a list of strings")
            return nil
        }
        guard case .list(let nodes) = node.value else {
            reject("\(key): expected a list of strings, found \(node.typeName)", at: node)
            return nil
        }
        guard !nodes.isEmpty else {
            reject("\(key): expected at least one item", at: node)
            return nil
        }
        return nodes
    }

    mutating func decodeMy() -> ActionSheet {
        let title = optionalText("title")
        let message = optionalText("message")
        let cancel = optionalText("cancelButtonText").flatMap { $0.isEmpty ? nil : $0 }
        let color = itemColor()
        var items: [ActionSheetItem] = []
        for (index, node) in (itemNodes("items") ?? []).enumerated() {
            switch node.value {
            case .string(let text), .number(let text): items.append(ActionSheetItem(text))
            default: reject("items[\(index)]: expected a string or a number, found \(node.typeName)", at: node)
            }
        }
        applyBadges(to: &items)
        // Any value that is not an integer inside the items means "no destructive item", never an error.
        let destructive = given("destructiveBtnIndex")?.integerValue
        return ActionSheet(
            title: title, message: message, items: items, itemColor: color, cancelButtonText: cancel,
            destructiveIndex: destructive)
    }

    private mutating func applyBadges(to items: inout [ActionSheetItem]) {
        guard let node = given("badges") else { return }
        guard case .list(let entries) = node.value else {
            reject("badges: expected a list of {index, type, text}, found \(node.typeName)", at: node)
            return
        }
        // Entries in order, so the last one for an index wins.
        for entry in entries {
            guard let index = entry["index"]?.integerValue, items.indices.contains(index) else { continue }
            let kind: Badge.Kind
            if case .string(let word)? = entry["type"]?.value, let known = Badge.Kind(rawValue: word) {
                kind = known
            } else {
                kind = .none
            }
            var text: String?
            if kind == .num || kind == .text {
                switch entry["text"]?.value {
                case .string(let value)?, .number(let value)?: text = value
                default: text = nil
                }
            }
            items[index].badge = Badge(kind, text: text)
        }
    }

    mutating func decodeWx() -> ActionSheet {
        let message = optionalText("alertText")
        let color = itemColor()
        var items: [ActionSheetItem] = []
        if let nodes = itemNodes("itemList") {
            if nodes.count > Self.wxMaxItems {
                reject(
                    "itemList: expected at most \(Self.wxMaxItems) items, found \(nodes.count)",
                    at: nodes[Self.wxMaxItems])
            }
            for (index, node) in nodes.enumerated() {
                guard case .string(let text) = node.value else {
                    reject("itemList[\(index)]: expected a string, found \(node.typeName)", at: node)
                    continue
                }
                items.append(ActionSheetItem(text))
            }
        }
        return ActionSheet(message: message, items: items, itemColor: color)
    }

    /// Warns about keys the dialect does not know, at the top level and in badge entries.
    mutating func warnUnknownKeys(_ members: [CallNode.Member]) {
        let known = CallKey.keys(of: dialect).map(\.name)
        warnUnknown(members, known: known, place: "a \(dialect.apiName) sheet")
        if dialect == .my, case .list(let entries)? = given("badges")?.value {
            for case .object(let entry) in entries.map(\.value) {
                warnUnknown(entry, known: CallKey.badgeKeys.map(\.name), place: "a badge")
            }
        }
    }

    private mutating func warnUnknown(_ members: [CallNode.Member], known: [String], place: String) {
        for member in members where !known.contains(member.key) && !CallKey.callbackKeys.contains(member.key) {
            let hint = Suggestion.closest(to: member.key, in: known).map { "did you mean '\($0)'?" }
            diagnostics.append(
                .warning(
                    .unknownKey, "unknown key '\(member.key)' in \(place); it is ignored",
                    at: member.keyLocation ?? member.value.location, hint: hint))
        }
    }
}
