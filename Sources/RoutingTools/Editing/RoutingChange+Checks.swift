import PresenterRegistry
import SheetText
import ThemeKit

extension RoutingChange {
    /// The route names a missing theme anyway, since it may be installed later.
    package static func missingThemes(_ changes: [RoutingChange], on searchPath: ThemeSearchPath) -> [Diagnostic] {
        var warned: Set<String> = []
        return changes.compactMap { change in
            guard case .set(let fields) = change.action, let theme = fields.theme, theme != "default",
                !ThemeLibrary.isPath(theme), warned.insert(theme).inserted, searchPath.file(named: theme) == nil
            else { return nil }
            return .warning(
                .themeNotFound, "no theme '\(theme)' on the theme path; the route names it anyway",
                at: change.valueLocations["theme"] ?? change.location,
                hint: "install it in a theme folder (see 'sheetctl themes list'), or it falls back to 'default'")
        }
    }

    /// Located in a `<command line>` text, so a refused value is pointed at where it was typed.
    package static func commandLine(_ words: [String], app: String, fields: RouteFields) -> (
        change: RoutingChange, source: SourceText
    ) {
        var text = (words + [app]).map(VisibleText.sanitize).joined(separator: " ")
        var change = RoutingChange(app: app, action: .set(fields))
        for (field, value) in fields.named {
            text += " --\(field) "
            change.valueLocations[field] = SourceLocation(file: "<command line>", line: 1, column: text.utf8.count + 1)
            text += VisibleText.sanitize(value)
        }
        return (change, SourceText(name: "<command line>", bytes: Array(text.utf8)))
    }
}
