import SheetText
struct Base16SchemeReader {
    let source: SourceText
    var diagnostics: [Diagnostic] = []

    mutating func read(_ root: YAMLNode) -> Base16Scheme? {
        let slotsNode = root["palette"] ?? root
        for (node, what, hint) in [
            (
                root, "a base16 scheme must be a mapping of keys to values",
                "start with a line such as 'scheme: My Scheme' or 'system: \"base16\"'"
            ),
            (
                slotsNode, "'palette' must be a mapping of slots to colours",
                "indent the slots under it: base00: \"282c34\""
            ),
        ] where node.mapping == nil {
            diagnostics.append(
                .error(.wrongType, "\(what), not \(node.kindDescription)", at: node.location, hint: hint))
            return nil
        }
        let format: Base16Scheme.Format = root["palette"] == nil ? .legacy : .current
        let nameKey = format == .current ? "name" : "scheme"
        let name = text(root, key: nameKey, required: true)
        let system = readSystem(root, slots: slotsNode, format: format)
        var colors: [String: ThemeColor] = [:]
        for slot in system.slots {
            guard let node = slotsNode[slot] else {
                let place = format == .current ? "'palette'" : "the scheme"
                diagnostics.append(
                    .error(
                        .missingKey,
                        "\(place) has no slot '\(slot)'; a \(system.rawValue) scheme needs \(system.slots.first!)…\(system.slots.last!)",
                        at: slotsNode.location))
                continue
            }
            if let color = slotColor(node, slot: slot) { colors[slot] = color }
        }
        return Base16Scheme(
            system: system, format: format, name: name ?? "", slug: text(root, key: "slug", required: false),
            author: text(root, key: "author", required: false), variant: text(root, key: "variant", required: false),
            colors: colors)
    }

    private mutating func readSystem(_ root: YAMLNode, slots: YAMLNode, format: Base16Scheme.Format)
        -> Base16Scheme.System
    {
        if let node = root["system"], let scalar = node.scalar, !scalar.isNull {
            if let system = Base16Scheme.System(rawValue: scalar.text) { return system }
            diagnostics.append(
                .error(
                    .outOfRange, "'system' is '\(scalar.text)'; the importer reads base16 and base24 schemes",
                    at: node.location, hint: "write system: \"base16\" or system: \"base24\""))
        }
        return slots["base10"] == nil ? .base16 : .base24
    }

    private mutating func text(_ root: YAMLNode, key: String, required: Bool) -> String? {
        guard let node = root[key] else {
            if required {
                diagnostics.append(
                    .error(
                        .missingKey, "the scheme has no '\(key)'", at: root.location,
                        hint: "add a line such as '\(key): My Scheme'"))
            }
            return nil
        }
        guard let scalar = node.scalar else {
            diagnostics.append(
                .error(.wrongType, "'\(key)' must be text, not \(node.kindDescription)", at: node.location))
            return nil
        }
        if scalar.isNull, required {
            diagnostics.append(.error(.outOfRange, "'\(key)' is empty", at: node.location))
        }
        return scalar.isNull ? nil : scalar.text
    }

    private mutating func slotColor(_ node: YAMLNode, slot: String) -> ThemeColor? {
        guard let scalar = node.scalar else {
            diagnostics.append(
                .error(
                    .wrongType, "slot '\(slot)' must be a colour such as \"282c34\", not \(node.kindDescription)",
                    at: node.location))
            return nil
        }
        if scalar.isNull {
            // YAML reads an unquoted '#' as the start of a comment, leaving the value empty.
            let line = source.line(node.location.start.line) ?? ""
            let written = line.split(separator: "#", maxSplits: 1).dropFirst().first?
                .prefix { !$0.isWhitespace }
            let hint =
                written.map { "a colour that starts with # must be quoted: \(slot): \"#\($0)\"" }
                ?? "give six hex digits such as \"282c34\""
            diagnostics.append(
                .error(
                    written == nil ? .badColor : .unquotedColor, "slot '\(slot)' has no colour", at: node.location,
                    hint: hint))
            return nil
        }
        var digits = Substring(scalar.text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.utf8.count == 6, let color = ThemeColor(hex: "#" + digits) else {
            diagnostics.append(
                .error(
                    .badColor, "slot '\(slot)' is '\(scalar.text)', not a colour of six hex digits",
                    at: node.location, hint: "write it as \"282c34\" or \"#282c34\""))
            return nil
        }
        return color
    }
}
