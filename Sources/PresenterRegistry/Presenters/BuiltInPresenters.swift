/// The presenters that ship, by name: the one place the tool looks a presenter up until the
/// registry takes over.
public enum BuiltInPresenters {
    /// The names, in the order help lists them.
    public static var names: [String] { ["plain", "json", "svg", "html"] }

    /// The presenter called `name`, or `nil` when none is.
    /// - Parameter name: A presenter's name, such as `json`.
    public static func named(_ name: String) -> (any ActionSheetPresenter)? {
        switch name {
        case "plain": PlainPresenter()
        case "json": JSONPresenter()
        case "svg": SVGPresenter()
        case "html": HTMLPresenter()
        default: nil
        }
    }
}
