import SheetText

@testable import RoutingTools

extension RoutingFileEditor {
    /// The new text for setting one app's route (the fields not given are kept).
    func set(
        app: String, presenter: String? = nil, theme: String? = nil, locale: String? = nil
    ) throws(RoutingEditError) -> String {
        let fields = RouteFields(presenter: presenter, theme: theme, locale: locale)
        return String(decoding: try apply([RoutingChange(app: app, action: .set(fields))]).bytes, as: UTF8.self)
    }

    /// The new text for removing one app's entry.
    func unset(app: String) throws(RoutingEditError) -> String {
        String(decoding: try apply([RoutingChange(app: app, action: .unset)]).bytes, as: UTF8.self)
    }
}
