import CommandLineKit
import SheetSystem
import SheetTerminal
import SheetText
import PresenterRegistry
import ThemeKit

extension Commands {
    static var show: CommandSpec {
        CommandSpec(
            name: "show",
            abstract: "Ask the user to choose one of the items, on the terminal, for a shell script.",
            discussion: """
                The sheet is drawn on the terminal (/dev/tty), so the choice can be captured:
                standard output gets the choice and nothing else; messages go to standard error.
                Items and indices count from 0; put -- before items that start with '-'.
                With no items, they are read from standard input, one a line (NUL-separated with
                --null; at most 16 MiB), while the sheet is still drawn on the terminal and keys
                read from it.
                With --output label the item is printed exactly as it was given, byte for byte.

                Keys of the keyboard picker:
                \(showKeyTable)
                1 to 9 choose the item numbered so in the margin; the destructive item only when
                its number is pressed twice.
                With --shortcuts an item's label marks its shortcut letter with '&' (&Delete, chosen
                with d or D; && for a literal '&'), items read from standard input too. The letter
                is underlined, or in brackets without colour and in the accessible mode ([D]elete),
                where typing it at the prompt chooses the item. A letter the picker uses (j, k, g, G,
                q) or that two items mark is a usage error. The destructive item's letter must be
                pressed twice, as its number. --output label prints the label without its marker.
                Mouse: a click on an item chooses it (the destructive one: click it twice), a click
                on the cancel button dismisses, the wheel moves the cursor; --no-mouse leaves the
                mouse to the terminal, to select text.
                A list taller than the terminal scrolls, with signs of how many items lie above and
                below. Without colour the destructive item says
                "(destructive)" and the highlighted row is in reverse video. The terminal's cursor
                rests on the highlighted row, which ends in words a screen reader reads: "3 of 6,
                destructive". At a confirmation, Esc goes back to the sheet.
                / (or --filter) filters as you type: items whose label holds the text, case folded
                and compared as read (CJK, accents typed either way); indices stay the items' own.
                With --limit N or --no-limit, Space or Tab toggles a row (Tab while filtering, where
                a space is typed) and Enter prints one line per chosen item, in the items' order.
                The plain presenter asks for a number instead (0 or an empty line dismisses); so does
                the accessible mode (--accessible, ACCESSIBLE=1, or TERM=dumb): a numbered list and a
                prompt, no cursor movement and no redraw, the destructive item named in words.
                There --filter first asks for the text to filter by and lists only the items that
                match, each with its own number (/TEXT at the prompt filters again), and with
                --limit N or --no-limit one answer takes several numbers separated by spaces or
                commas (1 3, or 1,3). A wrong answer is refused, saying why, and asked again.
                The default presenter, auto, is the keyboard picker unless TERM is unset or 'dumb';
                colour is decided by the terminal the sheet is drawn on, not by standard output.

                With --app, the mini program's route (see 'sheetctl registry resolve') gives the
                presenter, theme and locale; --presenter, --theme and --locale override it. A route
                to json, svg or html is drawn with auto in its theme and locale, with a note.
                --timeout is one deadline for the whole of show: a plugin that fails leaves the
                fallback only the time left.
                A theme that cannot be used stops show before anything is drawn.

                EXIT STATUS:
                  0    an item was chosen (printed on standard output)
                  1    dismissed: a key that dismisses, or Enter on the cancel button
                  64   usage error
                  65   no terminal to draw on, a theme, route or presenter that cannot be used,
                       or more than 16 MiB of items on standard input
                  66   a theme that is not found, or a theme or routing file that cannot be opened
                  74   the choice could not be written, or a plugin and its fallback failed
                  124  --timeout passed without a choice
                  130  interrupted (Ctrl-C); 143 and 129 when SIGTERM or SIGHUP ends it
                The terminal's settings are restored on every way out.

                EXAMPLES:
                  choice=$(sheetctl show --title "Deploy to?" Staging Production) || exit
                  label=$(sheetctl show --output label --destructive 1 --badge 0:num:3 Keep Delete)
                  answer=$(sheetctl show --timeout 30 Yes No)
                  file=$(find . -name '*.log' | sheetctl show --output label) || exit
                  action=$(sheetctl show --shortcuts --output label '&Save' 'Save &as' '&Discard') || exit
                  case $? in 0) ;; 1) echo dismissed ;; 124) echo "no answer" ;; *) exit 1 ;; esac
                """,
            options: ShowOptions.self,
            arguments: [
                ArgumentSpec(
                    "item", .zeroOrMore, followsDoubleDash: true,
                    "The items to choose from, in order (default: the lines of standard input).")
            ],
            run: { options, arguments, context in
                runShow(options, items: arguments.positionals, labels: arguments.positionalWords, context: context)
            }
        )
    }

    /// The others (json, svg, html) do not draw on a terminal.
    static let showPresenters = PresenterSet.terminal.builtIns

    static var showKeyTable: String {
        PickerState.keyBindings.map { binding in
            let keys = binding.names.joined(separator: ", ")
            return "  " + keys + String(repeating: " ", count: max(1, 26 - keys.count)) + binding.summary
        }.joined(separator: "\n")
    }

    /// The sheet is presented on the terminal `terminal` opens (`/dev/tty`), never standard output.
    static func runShow(
        _ options: ShowOptions, items: [String], labels: [[UInt8]], context: CommandContext,
        terminal: TerminalDevice.Opener = TerminalDevice.controlling, itemInput: Int32 = 0
    ) -> Int32 {
        func usage(_ error: UsageError) -> Int32 {
            HelpFormatter.usageError(error, spec: Commands.show, path: ["show"], context: context)
        }
        var given: [[UInt8]]?
        if items.isEmpty {
            do throws(DiagnosticError) {
                given = try SeparatedItems.read(from: itemInput, separator: options.null ? 0 : 0x0A)
            } catch {
                for diagnostic in error.diagnostics { context.stderr.write("sheetctl: \(diagnostic.message)\n") }
                return CommandFailure.input(error).exitCode
            }
            // Standard input is the terminal: no items were given.
            if given == nil { return usage(UsageError("missing argument '<item>...'")) }
        }
        let show: ShowSheet
        do throws(UsageError) {
            show = try ShowSheet(
                options, items: given?.map { String(decoding: $0, as: UTF8.self) } ?? items, labels: given ?? labels,
                fromStandardInput: given != nil)
            if let name = options.presenter { try checkShowPresenter(name, context: context) }
        } catch {
            return usage(error)
        }
        let host: ActionSheetHost
        switch CommandHost.host(options.host, context: context) {
        case .failure(let failure): return failure.exitCode
        case .success(let configured): host = configured
        }
        var request = CommandHost.request(
            .sheet(show.sheet), options.host, presenter: options.presenter, output: OutputOptions())
        // As gum reads `ACCESSIBLE`; `TERM=dumb` gets the same from `auto`.
        let accessible = context.environment["ACCESSIBLE"].map { !$0.isEmpty && $0 != "0" } ?? false
        if request.presenter == nil, options.accessible || accessible {
            // For a screen reader: plain's numbered list and prompt, read top to bottom once.
            request.presenter = "plain"
        }
        // A route made for a host or a preview (json, svg, html) still has a theme and a locale worth drawing in.
        request.drawsOnTerminal = true
        // A picker in the built-in default's colours would mislead: a broken theme is a failure.
        request.fallsBackToDefaultTheme = false
        // Everything but the terminal's width and colours is known before the terminal is opened.
        var prepared: PreparedPresentation
        switch CommandHost.prepare(request, host: host, context: context) {
        case .success(let ready): prepared = ready
        case .failure(.usage(let error)): return usage(error)
        case .failure(let failure): return failure.exitCode
        }
        let route = prepared.route
        if let replaced = prepared.standInFor {
            let locale: MessageText = route.locale.map { " and locale '\($0)'" } ?? ""
            context.stderr.write(
                "sheetctl: the route of '\(request.app ?? "default")' names the \(replaced) presenter, "
                    + "which does not draw on a terminal; drawn with 'auto' in its theme '\(route.theme)'" + locale
                    + " instead\n")
        }
        if options.presenter == nil {
            do throws(UsageError) {
                try checkShowPresenter(route.presenter, context: context)
            } catch {
                context.stderr.write("sheetctl: the route of '\(options.host.app ?? "")': \(error.message)\n")
                return CommandFailure.frontEnd(.unusableInput).exitCode
            }
        }
        if show.selectIfOne, show.sheet.items.count == 1, show.sheet.destructiveIndex != 0 {
            // Nothing to ask: the one item is the answer, as fzf's --select-1 gives it.
            return finishShow(.success(.chose(0)), show: show, context: context)
        }
        let device: TerminalDevice
        switch terminal() {
        case .success(let opened): device = opened
        case .failure(let error): return finishShow(.failure(error), show: show, context: context)
        }
        // The device closes what it opened when it goes, after the presenter is done with it.
        defer { withExtendedLifetime(device) {} }
        let (input, drawnOn, isTerminal) = (device.input, device.output, isatty(device.output) == 1)
        var output = HostConfiguration.terminalOutput(
            drawingOn: drawnOn, width: options.drawing.width, color: options.drawing.color,
            environment: context.environment)
        output.selectedIndex = show.selected
        output.timeout = show.timeout
        output.shortcuts = show.shortcuts
        output.filter = show.filter ? "" : nil
        output.limit = show.limit
        output.selectsIfOne = show.selectIfOne && show.filter
        // Mouse reports only mean something from a terminal (not from the pipes tests hand it).
        output.mouse = show.mouse && isTerminal
        output.followsTerminalWidth = options.drawing.width == nil
        DrawingOptions.applyAppearance(options.drawing.appearance, context: context, to: &output, mayAskTerminal: false)
        prepared.request.output = output
        prepared.request.terminal = { TerminalDevice(input: input, output: drawnOn) }
        // The note that a plugin failed comes before the fallback's own prompt, not after the choice.
        let stderr = context.stderr
        prepared.observeFallbacks { reason in stderr.write(CommandHost.fallbackNote(reason)) }
        do throws(PresentationError) {
            return finishShow(.success(try prepared.present()), show: show, context: context)
        } catch {
            return finishShow(.failure(error), show: show, context: context)
        }
    }

    static func finishShow(
        _ outcome: Result<PresentationOutcome, PresentationError>, show: ShowSheet, context: CommandContext
    ) -> Int32 {
        switch outcome {
        case .success(.chose(let index)):
            return finishShow(.success(.choseSeveral([index])), show: show, context: context)
        case .success(.choseSeveral(let indices)):
            context.stdout.write(
                bytes: indices.flatMap { index in
                    show.output.bytes(index: index, label: show.sheet.items[index].text, bytes: show.labels[index])
                })
            return ExitStatus.success
        case .success(.cancelled):
            return CommandFailure.dismissed.exitCode
        case .failure(let error):
            switch error.kind {
            case .interrupted: break
            case .timedOut: context.stderr.write("sheetctl: show timed out: \(error.message)\n")
            case .noTerminal:
                context.stderr.write(
                    "sheetctl: show needs a terminal to draw on and read keys from: \(error.message)\n")
            case .plugin, .io, .invalidAnswer, .tooNarrow: context.stderr.write("sheetctl: \(error.message)\n")
            }
            return CommandFailure.presentation(error).exitCode
        }
    }

    static func checkShowPresenter(_ name: String, context: CommandContext) throws(UsageError) {
        if showPresenters.contains(name) { return }
        let builtIns = PresenterSet.all.builtIns
        if builtIns.contains(name) {
            throw UsageError(
                "the \(name) presenter does not draw on a terminal; show takes auto, plain, ansi or a plugin")
        }
        let catalog = CommandHost.presenters(context)
        guard catalog.pluginPath(named: name) != nil else {
            let names = showPresenters + catalog.entries().map(\.name).filter { !builtIns.contains($0) }
            throw UsageError("unknown presenter '\(name)'", suggestion: Suggestion.closest(to: name, in: names))
        }
    }
}
