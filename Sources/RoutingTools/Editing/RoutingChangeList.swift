import PresenterRegistry
import SheetText
import ThemeKit

/// The input of `registry apply` (`- set: ID` with fields, `- unset: ID`); every problem is reported.
package enum RoutingChangeList {
    package static let keys = ["set", "unset"] + RoutingFile.routeFields

    package static func parse(_ source: SourceText) throws(DiagnosticError) -> [RoutingChange] {
        guard let root = try YAMLComposer.documents(in: source, limits: .document, maxDocuments: 1).first else {
            return []
        }
        if let scalar = root.scalar, scalar.isNull { return [] }
        guard let items = root.sequence else {
            throw DiagnosticError(
                .error(
                    .wrongType, "a list of changes must be a list (- set: ID …), not \(root.kindDescription)",
                    at: root.location,
                    hint: "write each change as an item: '- set: ID' with its fields, or '- unset: ID'"))
        }
        var changes: [RoutingChange] = []
        var problems: [Diagnostic] = []
        for item in items {
            do throws(DiagnosticError) {
                changes.append(try change(item))
            } catch {
                problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        return changes
    }

    private static func change(_ item: YAMLNode) throws(DiagnosticError) -> RoutingChange {
        guard let pairs = item.mapping else {
            throw DiagnosticError(
                .error(
                    .wrongType, "a change must be a mapping (set: ID, presenter: …), not \(item.kindDescription)",
                    at: item.location))
        }
        var app: (text: String, isSet: Bool, location: SourceLocation)?
        var fields = RouteFields()
        var problems: [Diagnostic] = []
        for pair in pairs {
            guard let key = pair.key.scalar?.text, keys.contains(key) else {
                let name = pair.key.scalar?.text ?? ""
                let hint = Suggestion.closest(to: name, in: keys).map { "did you mean '\($0)'?" }
                problems.append(
                    .error(
                        .unknownKey, "unknown key '\(name)' in a change", at: pair.key.location,
                        hint: hint ?? "a change has set or unset, and presenter, theme and locale"))
                continue
            }
            guard let value = pair.value.scalar, !value.isNull || pair.value.tag != nil else {
                problems.append(
                    .error(
                        .wrongType, "'\(key)' must be a string, not \(pair.value.kindDescription)",
                        at: pair.value.location))
                continue
            }
            switch key {
            case "set", "unset":
                if app != nil {
                    problems.append(
                        .error(
                            .duplicateKey, "a change has one 'set' or one 'unset'", at: pair.key.location,
                            hint: "write each change as an item of its own"))
                }
                app = (value.text, key == "set", item.location)
            case "presenter": fields.presenter = value.text
            case "theme": fields.theme = value.text
            default: fields.locale = value.text
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        guard let app else {
            throw DiagnosticError(
                .error(.missingKey, "a change needs 'set: ID' or 'unset: ID'", at: item.location))
        }
        if !app.isSet, !fields.isEmpty {
            throw DiagnosticError(
                .error(
                    .unknownKey, "'unset' removes the whole entry; it takes no presenter, theme or locale",
                    at: item.location))
        }
        if app.isSet, fields.isEmpty {
            throw DiagnosticError(
                .error(.missingKey, "'set' needs at least one of presenter, theme and locale", at: item.location))
        }
        return RoutingChange(app: app.text, action: app.isSet ? .set(fields) : .unset, location: app.location)
    }
}
