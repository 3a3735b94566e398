import CommandLineKit
import PresenterRegistry

struct ShowOptions: CommandOptions {
    var title, message, destructive, cancelLabel, selected, presenter: String?
    var badges: [String] = []
    var output: ShowOutputFormat?
    var timeout: Double?
    var limit: Int?
    var filter = false
    var noLimit = false
    var null = false
    var selectIfOne = false
    var shortcuts = false
    var noMouse = false
    var accessible = false
    var host = HostOptions()
    var drawing = DrawingOptions()

    static let options: [OptionSpec] =
        [
            option("--title", { $0.title = $1 }, .text, "The sheet's title."),
            option("--message", { $0.message = $1 }, .text, "The message under the title."),
            option("--destructive", { $0.destructive = $1 }, .index, "Draw this item as destructive."),
            option(
                "--cancel-label", { $0.cancelLabel = $1 }, .text,
                "The cancel button's label (default: the theme's, for the locale)."),
            option(
                "--badge", { $0.badges = $1 }, .text, placeholder: "index:type[:text]",
                "A badge on an item: \(badgeKindsHelp) (repeatable)."),
            option(
                "--output", { $0.output = $1 }, .choices(ShowOutputFormat.allCases.map(\.rawValue)),
                "What to print for the choice (default: index)."),
            option("--timeout", { $0.timeout = $1 }, .seconds, "Give up after this long (exit 124)."),
            option(
                "--selected", { $0.selected = $1 }, .text, placeholder: "index|label",
                "The item the cursor starts on, by index or by label (default: 0)."),
            flag(
                "--filter", { $0.filter = $1 },
                "Start filtering: only items whose label holds what is typed are shown (or press /)."),
            option(
                "--limit", { $0.limit = $1 }, .integer(1...Int.max),
                "Let up to this many items be chosen: Space or Tab toggles one, Enter answers, one a line."),
            flag("--no-limit", { $0.noLimit = $1 }, "Let any number of items be chosen, as --limit does."),
            flag(
                "--null", { $0.null = $1 }, short: "-0", "Items on standard input are separated by NUL, not line feeds."
            ),
            flag(
                "--select-if-one", { $0.selectIfOne = $1 },
                "With one item that is not destructive, choose it at once and draw nothing."),
            flag(
                "--shortcuts", { $0.shortcuts = $1 },
                "Read a shortcut letter from each item's label: &Delete is chosen with d, && is a literal &."),
            flag("--no-mouse", { $0.noMouse = $1 }, "Leave mouse reporting off, so the terminal can select text."),
            flag(
                "--accessible", { $0.accessible = $1 },
                "A numbered list and a prompt, with no cursor movement or redraw (also ACCESSIBLE=1)."),
            option(
                "--presenter", { $0.presenter = $1 }, .presenter(.terminal),
                "Who draws it: \(PresenterSet.terminal.prose) (default: auto, or the route's)."),
        ] + lift(HostOptions.options) { $1(&$0.host) }
        + lift(DrawingOptions.options) { $1(&$0.drawing) }

    static var badgeKindsHelp: String {
        Badge.Kind.allCases.map { $0 == .num ? "num:NUMBER" : $0 == .text ? "text:TEXT" : $0.rawValue }
            .joined(separator: ", ")
    }
}

extension ShowOutputFormat: OptionValue {}
