import PresenterRegistry
import ThemeKit

extension Commands {
    /// `sheetctl show`: a themable picker for shell scripts.
    static var show: CommandSpec {
        CommandSpec(
            name: "show",
            abstract: "Ask the user to choose one of the items, on the terminal, for a shell script.",
            usage: "[--title T] [--message M] [--destructive I] [--badge I:TYPE[:TEXT]]... [--output FORMAT] "
                + "[--timeout SEC] [--selected I] [<options>] [--] <item>...",
            discussion: """
                The sheet is drawn on the terminal (/dev/tty), so the choice can be captured:
                standard output gets the choice and nothing else; messages go to standard error.
                Items and indices count from 0; put -- before items that start with '-'.
                With --output label the item's text is printed exactly as it was given.

                Keys: up/down (or k/j) move, Enter or Space chooses, Esc or q dismisses,
                Ctrl-C interrupts. The plain presenter asks for a number instead (0 or an empty line dismisses).
                The default presenter, auto, is the keyboard picker unless TERM is unset or 'dumb';
                colour is decided by the terminal the sheet is drawn on, not by standard output.

                With --app, the mini program's route (see 'sheetctl registry resolve') gives the
                presenter, theme and locale; --presenter, --theme and --locale override it.
                A theme that cannot be used stops show before anything is drawn.

                EXIT STATUS:
                  0    an item was chosen (printed on standard output)
                  1    dismissed: Esc, q, or Enter on the cancel button
                  64   usage error
                  65   no terminal to draw on, or a theme, route or presenter that cannot be used
                  66   a theme or routing file that cannot be opened
                  124  --timeout passed without a choice
                  130  interrupted (Ctrl-C); 143 and 129 when SIGTERM or SIGHUP ends it
                The terminal's settings are restored on every way out.

                EXAMPLES:
                  choice=$(sheetctl show --title "Deploy to?" Staging Production) || exit
                  label=$(sheetctl show --output label --destructive 1 --badge 0:num:3 Keep Delete)
                  answer=$(sheetctl show --timeout 30 Yes No)
                  case $? in 0) ;; 1) echo dismissed ;; 124) echo "no answer" ;; *) exit 1 ;; esac
                """,
            options: [
                .option("--title", "TEXT", "The sheet's title."),
                .option("--message", "TEXT", "The message under the title."),
                .option("--destructive", "INDEX", "Draw this item as destructive."),
                .option("--cancel-label", "TEXT", "The cancel button's label (default: the theme's, for the locale)."),
                .option(
                    "--badge", "INDEX:TYPE[:TEXT]", repeatable: true,
                    "A badge on an item: none, point, num:NUMBER, text:TEXT or more (repeatable)."),
                .option("--output", "index|label|json", "What to print for the choice (default: index)."),
                .option("--timeout", "SECONDS", "Give up after this long (exit 124)."),
                .option("--selected", "INDEX", "The item the cursor starts on (default: 0)."),
                .option(
                    "--presenter", "NAME",
                    "Who draws it: auto, plain, ansi or a plugin (default: auto, or the route's)."),
            ] + ThemeOptions.options + RouteOptions.options + OutputSettings.options,
            arguments: [ArgumentSpec("item", .oneOrMore, "The items to choose from, in order.")],
            run: { arguments, context in runShow(arguments, context: context) }
        )
    }

    /// The built-in presenters `show` can present with; the others (json, svg, html) do not draw
    /// on a terminal.
    static let showPresenters = ["auto", "plain", "ansi"]

    /// Runs `show`.
    /// - Parameters:
    ///   - arguments: The parsed command line.
    ///   - context: The streams and environment.
    ///   - terminal: Opens the terminal to draw on; `/dev/tty` by default.
    /// - Returns: The exit code (see the command's help).
    static func runShow(
        _ arguments: ParsedArguments, context: CommandContext, terminal: ShowTerminal.Opener = ShowTerminal.controlling
    ) -> Int32 {
        func usage(_ error: UsageError) -> Int32 {
            SheetctlCommand.usageError(error, spec: Commands.show, path: ["show"], context: context)
        }
        let options: ShowOptions
        let width: Int?
        let color: ColorChoice?
        do throws(UsageError) {
            options = try ShowOptions(arguments)
            width = try arguments.integer("--width", in: 1...Int.max)
            color = try arguments.choice("--color", ColorChoice.allCases.map(\.rawValue)).flatMap(ColorChoice.init)
            if let name = arguments.value("--presenter") { try checkShowPresenter(name, context: context) }
        } catch {
            return usage(error)
        }

        // The route (when --app names one), with the flags' overrides applied.
        let route: Route
        switch RouteOptions.resolve(arguments, context: context, spec: Commands.show) {
        case .failure(let exit): return exit.code
        case .success(let resolution): route = resolution.route
        }
        let presenterName = route.presenter
        if arguments.value("--presenter") == nil {
            do throws(UsageError) {
                try checkShowPresenter(presenterName, context: context)
            } catch {
                context.stderr.write("sheetctl: the route of '\(arguments.value("--app") ?? "")': \(error.message)\n")
                return ExitCode.dataError
            }
        }

        let themeName = route.theme
        let loaded = ThemeOptions.library(arguments, context: context).loadOrDefault(themeName)
        // show never draws with a stand-in theme, so the note saying it would is left out.
        context.report(loaded.diagnostics.filter { $0.code != .themeFallback }, sources: loaded.sources)
        guard !loaded.usedFallback, let theme = loaded.theme else {
            context.stderr.write("sheetctl: the theme '\(themeName)' cannot be used\n")
            let unreadable = loaded.diagnostics.contains { $0.code == .unreadableFile }
            return unreadable ? ExitCode.noInput : ExitCode.dataError
        }

        let device: ShowTerminal
        switch terminal() {
        case .success(let opened): device = opened
        case .failure(let error):
            context.stderr.write("sheetctl: show needs a terminal to draw on and read keys from: \(error.message)\n")
            return ExitCode.dataError
        }
        defer { device.close() }

        let depth = ColorPolicy.depth(choice: color, environment: context.environment, isTerminal: device.isTerminal)
        let output = OutputOptions(
            width: ColorPolicy.width(
                requested: width, terminalColumns: device.columns, environment: context.environment),
            colorDepth: depth, selectedIndex: options.selected, timeout: options.timeout)
        let request = PresentationRequest(
            sheet: options.sheet, theme: theme, locale: route.locale,
            appID: arguments.value("--app"), output: output)

        guard let (presenter, choice) = showPresenter(named: presenterName, terminal: device, context: context) else {
            return ExitCode.dataError
        }
        let delegate = RecordingPresentationDelegate()
        presenter.present(request, delegate: delegate)
        let outcome = delegate.waitForOutcome(timeout: .infinity)
        choice?.reportFallbacks(to: context)
        return finishShow(outcome, options: options, context: context)
    }

    /// The presenter `show` draws with, given the terminal it opened.
    ///
    /// `auto` is the keyboard picker (`ansi`) unless `TERM` is unset or `dumb`, whatever the
    /// colour: a picker without colour still works, and `NO_COLOR` asks for no colour, not for
    /// typing numbers. A plugin opens the terminal itself.
    /// - Returns: The presenter, and the catalog's choice when it is a plugin (to report its
    ///   fallbacks); `nil` when no presenter has the name.
    static func showPresenter(named name: String, terminal: ShowTerminal, context: CommandContext)
        -> (any ActionSheetPresenter, PresenterChoice?)?
    {
        let opener: TerminalOpener = { terminal.device() }
        switch name {
        case "plain": return (PlainPresenter(openTerminal: opener), nil)
        case "ansi": return (AnsiPresenter(openTerminal: opener), nil)
        case "auto":
            let term = context.environment["TERM"] ?? ""
            let picker = !term.isEmpty && term != "dumb"
            return (picker ? AnsiPresenter(openTerminal: opener) : PlainPresenter(openTerminal: opener), nil)
        default:
            guard let found = PresenterChoice(named: name, context: context) else { return nil }
            return (found.presenter, found)
        }
    }

    /// Prints the choice, or says why there is none, and gives the exit code.
    static func finishShow(
        _ outcome: RecordingPresentationDelegate.Event?, options: ShowOptions, context: CommandContext
    ) -> Int32 {
        switch outcome {
        case .finish(let index):
            context.stdout.write(options.output.line(index: index, label: options.sheet.items[index].text))
            return ExitCode.success
        case .cancel:
            return ExitCode.failure
        case .fail(let error) where error.kind == .interrupted:
            return ExitCode.interrupted
        case .fail(let error) where error.kind == .timedOut:
            context.stderr.write("sheetctl: show timed out: \(error.message)\n")
            return ExitCode.timedOut
        case .fail(let error) where error.kind == .noTerminal:
            context.stderr.write("sheetctl: show needs a terminal to draw on and read keys from: \(error.message)\n")
            return ExitCode.dataError
        case .fail(let error) where error.kind == .io:
            context.stderr.write("sheetctl: \(error.message)\n")
            return ExitCode.ioError
        case .fail(let error):
            context.stderr.write("sheetctl: \(error.message)\n")
            return ExitCode.dataError
        case nil:
            return ExitCode.ioError
        }
    }

    /// Checks that `show` can present with a presenter: `auto`, `plain`, `ansi` or a plugin found.
    /// - Throws: ``UsageError`` for a built-in that does not draw on a terminal, or an unknown name.
    static func checkShowPresenter(_ name: String, context: CommandContext) throws(UsageError) {
        if showPresenters.contains(name) { return }
        if BuiltInPresenters.names.contains(name) {
            throw UsageError(
                "the \(name) presenter does not draw on a terminal; show takes auto, plain, ansi or a plugin")
        }
        guard Commands.presenterCatalog(context).pluginPath(named: name) != nil else {
            let names =
                showPresenters
                + PresenterChoice.names(context: context).filter {
                    !BuiltInPresenters.names.contains($0)
                }
            throw UsageError("unknown presenter '\(name)'", suggestion: Suggestion.closest(to: name, in: names))
        }
    }
}
