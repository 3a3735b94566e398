import SheetText
import ThemeKit

/// Applies one dialect's rules (documented on ``ActionSheetCall``), collecting every problem.
struct CallDecoder {
    let dialect: CallDialect
    let root: CallNode
    /// Whether a value read as "none" though something was written is warned about: in sheet files only.
    let warnsAboutIgnoredValues: Bool
    var diagnostics: [Diagnostic] = []

    private mutating func reject(_ message: String, at node: CallNode?, hint: String? = nil) {
        diagnostics.append(.error(.invalidCall, message, at: node?.location ?? root.location, hint: hint))
    }

    private func given(_ key: String) -> CallNode? {
        guard let node = root[key], !node.isNull else { return nil }
        return node
    }

    /// A string, or a number shown as written.
    private mutating func optionalText(_ key: String) -> String? {
        guard let node = given(key) else { return nil }
        switch node.value {
        case .string(let text), .number(let text): return text
        default:
            reject("\(key): expected a string, found \(node.typeName)", at: node)
            return nil
        }
    }

    private mutating func color(_ key: String) -> ThemeColor? {
        guard let node = given(key) else { return nil }
        guard case .string(let text) = node.value else {
            reject("\(key): expected a colour such as \"#FF0000\", found \(node.typeName)", at: node)
            return nil
        }
        guard let color = ThemeColor(hex: text) else {
            reject(
                "\(key): '\(text)' is not a colour", at: node,
                hint: "write #RGB, #RRGGBB or #AARRGGBB (alpha first)")
            return nil
        }
        return color
    }

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

    mutating func decodeSheet() -> ActionSheet {
        let title = dialect.titleKey.flatMap { optionalText($0) }
        let message = dialect.messageKey.flatMap { optionalText($0) }
        let cancel = dialect.cancelKey.flatMap { optionalText($0) }.flatMap { $0.isEmpty ? nil : $0 }
        let itemColor = dialect.hasItemColor ? color("itemColor") : nil
        for key in dialect.unusedColorKeys { _ = color(key) }
        var items = decodeItems()
        if dialect.hasBadges { applyBadges(to: &items) }
        let destructive = dialect.destructiveKey.flatMap {
            itemIndex(given($0), field: $0, count: items.count, ignored: "no item is destructive")
        }
        return ActionSheet(
            title: title, message: message, items: items, itemColor: itemColor, cancelButtonText: cancel,
            destructiveIndex: destructive)
    }

    private mutating func decodeItems() -> [ActionSheetItem] {
        let key = dialect.itemsKey
        guard let nodes = itemNodes(key) else { return [] }
        if let limit = dialect.maxItems, nodes.count > limit {
            reject("\(key): expected at most \(limit) items, found \(nodes.count)", at: nodes[limit])
        }
        var items: [ActionSheetItem] = []
        // Reserved, as a call may hold hundreds of thousands: growing would copy them all again.
        items.reserveCapacity(nodes.count)
        for index in nodes.indices {
            switch nodes[index].value {
            case .string(let text): items.append(ActionSheetItem(text))
            case .number(let text) where dialect.itemsMayBeNumbers: items.append(ActionSheetItem(text))
            default:
                let expected = dialect.itemsMayBeNumbers ? "a string or a number" : "a string"
                reject("\(key)[\(index)]: expected \(expected), found \(nodes[index].typeName)", at: nodes[index])
            }
        }
        return items
    }

    private mutating func applyBadges(to items: inout [ActionSheetItem]) {
        guard let node = given("badges") else { return }
        guard case .list(let entries) = node.value else {
            reject("badges: expected a list of {index, type, text}, found \(node.typeName)", at: node)
            return
        }
        // Entries in order, so the last one for an index wins.
        for (position, entry) in entries.enumerated() {
            guard
                let index = itemIndex(
                    entry["index"], field: "badges[\(position)].index", count: items.count,
                    ignored: "the badge is ignored")
            else { continue }
            let kind: Badge.Kind
            if case .string(let word)? = entry["type"]?.value, let known = Badge.Kind(rawValue: word) {
                kind = known
            } else {
                kind = .none
                // Said in a sheet file, as a fractional index is: the badge is not drawn.
                if let type = entry["type"], !type.isNull {
                    noteIgnored(Self.unknownBadgeType(type, position: position), at: type)
                }
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

    static func unknownBadgeType(_ type: CallNode, position: Int) -> String {
        let kinds = Badge.Kind.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        var found = type.typeName
        if case .string(let word) = type.value, word.count <= 40 { found = "'\(word)'" }
        return "badges[\(position)].type: expected one of \(kinds), found \(found); the badge is not shown"
    }

    /// A whole number inside the items, as `JSON.parse` reads it; anything else is no index, never an
    /// error. `field` is built only for a warning: a call may hold tens of thousands of badges.
    private mutating func itemIndex(
        _ node: CallNode?, field: @autoclosure () -> String, count: Int, ignored: String
    ) -> Int? {
        guard let node, !node.isNull else { return nil }
        guard let number = node.number else {
            noteIgnored("\(field()): expected an item index, found \(node.typeName); \(ignored)", at: node)
            return nil
        }
        if count > 0, let index = number.integer(in: 0...(count - 1)) { return index }
        if number == DecimalNumber(-1) { return nil }
        let reason = number.isInteger ? "there is no item \(number)" : "\(number) is not a whole number"
        let items = count == 0 ? "there are none" : count == 1 ? "the item is 0" : "the items are 0 to \(count - 1)"
        noteIgnored("\(field()): \(reason) (\(items)); \(ignored)", at: node)
        return nil
    }

    private mutating func noteIgnored(_ message: @autoclosure () -> String, at node: CallNode) {
        guard warnsAboutIgnoredValues else { return }
        diagnostics.append(.warning(.invalidCall, message(), at: node.location ?? root.location))
    }

    mutating func warnUnknownKeys(_ members: [CallNode.Member]) {
        let known = CallKey.keys(of: dialect).map(\.name)
        warnUnknown(members, known: known, place: "a \(dialect.apiName) sheet")
        if dialect.hasBadges, case .list(let entries)? = given("badges")?.value {
            let badgeKeys = CallKey.badgeKeys.map(\.name)
            for entry in entries {
                guard case .object(let members) = entry.value else { continue }
                warnUnknown(members, known: badgeKeys, place: "a badge")
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
