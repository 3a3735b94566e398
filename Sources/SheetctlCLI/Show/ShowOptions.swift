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
            .option("--title", \Self.title, .text, "The sheet's title."),
            .option("--message", \Self.message, .text, "The message under the title."),
            .option("--destructive", \Self.destructive, .index, "Draw this item as destructive."),
            .option(
                "--cancel-label", \Self.cancelLabel, .text,
                "The cancel button's label (default: the theme's, for the locale)."),
            .option(
                "--badge", \Self.badges, .text, placeholder: "index:type[:text]",
                "A badge on an item: \(badgeKindsHelp) (repeatable)."),
            .option(
                "--output", \Self.output, .choices(ShowOutputFormat.allCases.map(\.rawValue)),
                "What to print for the choice (default: index)."),
            .option("--timeout", \Self.timeout, .seconds, "Give up after this long (exit 124)."),
            .option(
                "--selected", \Self.selected, .text, placeholder: "index|label",
                "The item the cursor starts on, by index or by label (default: 0)."),
            .flag(
                "--filter", \Self.filter,
                "Start filtering: only items whose label holds what is typed are shown (or press /)."),
            .option(
                "--limit", \Self.limit, .integer(1...Int.max),
                "Let up to this many items be chosen: Space or Tab toggles one, Enter answers, one a line."),
            .flag("--no-limit", \Self.noLimit, "Let any number of items be chosen, as --limit does."),
            .flag("--null", \Self.null, short: "-0", "Items on standard input are separated by NUL, not line feeds."),
            .flag(
                "--select-if-one", \Self.selectIfOne,
                "With one item that is not destructive, choose it at once and draw nothing."),
            .flag(
                "--shortcuts", \Self.shortcuts,
                "Read a shortcut letter from each item's label: &Delete is chosen with d, && is a literal &."),
            .flag("--no-mouse", \Self.noMouse, "Leave mouse reporting off, so the terminal can select text."),
            .flag(
                "--accessible", \Self.accessible,
                "A numbered list and a prompt, with no cursor movement or redraw (also ACCESSIBLE=1)."),
            .option(
                "--presenter", \Self.presenter, .presenter(.terminal),
                "Who draws it: \(PresenterSet.terminal.prose) (default: auto, or the route's)."),
        ] + HostOptions.options.map { $0.lifted(to: \Self.host) }
        + DrawingOptions.options.map { $0.lifted(to: \Self.drawing) }

    static var badgeKindsHelp: String {
        Badge.Kind.allCases.map { $0 == .num ? "num:NUMBER" : $0 == .text ? "text:TEXT" : $0.rawValue }
            .joined(separator: ", ")
    }
}

extension ShowOutputFormat: OptionValue {}
