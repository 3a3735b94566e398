import PresenterRegistry
import ThemeKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Commands {
    /// `sheetctl present`: the host's side of one `my.showActionSheet` or `wx.showActionSheet` call.
    static var present: CommandSpec {
        CommandSpec(
            name: "present",
            abstract: "Present one mini-program call and print its answer, as the host would.",
            usage:
                "[--app ID] [--dialect my|wx] [--call FILE|-] [--choose N|cancel] [--presenter NAME] [--theme <name|path>] [--theme-path <dir>]... [--locale TAG] [--registry FILE]",
            discussion: """
                Reads one call, the JSON parameters of my.showActionSheet or wx.showActionSheet, from standard \
                input or --call; routes it by --app (the routing file's default route without it) to a presenter, \
                a theme and a locale, which --presenter, --theme and --locale override; presents it; and prints \
                the dialect's answer as one JSON line on standard output.
                When neither the call nor a locale gives the cancel label, it is the platform's own, 取消.
                Interactive presenters draw on the terminal (/dev/tty); the json presenter writes the sheet as one \
                line on standard output and reads the answer line from standard input, after the call: only the \
                call's JSON value is read from it.
                Exit status: 0 for an answer (a cancelled call is one); 65 for a rejected call (the dialect's \
                failure object is printed), a routing file that cannot be used, no terminal to present on, or an \
                answer from the json presenter's client that is not one; 66 when the call or routing file cannot \
                be opened; 74 when presenting failed otherwise (the client went away, a plugin and its fallback \
                failed); 124 on a timeout; 130 when interrupted. Every ending after the call is decoded, but a \
                usage error, prints an answer line: the failure object when no choice was made.
                """,
            options: [
                .option("--dialect", "my|wx", "The call's dialect, instead of telling it by its keys."),
                .option("--call", "FILE|-", "Read the call from FILE (- for standard input, the default)."),
                .option(
                    "--choose", "N|cancel",
                    "Answer without any interface, choosing item N (from 0) or cancelling, after checking the call."),
                .option(
                    "--presenter", "NAME",
                    "Who presents it: \(BuiltInPresenters.names.joined(separator: ", ")) or a plugin (beats the route's)."
                ),
            ] + ThemeOptions.options + RouteOptions.options,
            arguments: [],
            run: { arguments, context in PresentRun(arguments: arguments, context: context).run() }
        )
    }
}

/// One run of `sheetctl present`.
struct PresentRun {
    var arguments: ParsedArguments
    var context: CommandContext

    /// What `--choose` asks for.
    enum Choice: Equatable {
        case index(Int)
        case cancel
    }

    func run() -> Int32 {
        let dialect: CallDialect?
        let choice: Choice?
        do throws(UsageError) {
            dialect = try arguments.choice("--dialect", CallDialect.allCases.map(\.rawValue)).flatMap(CallDialect.init)
            choice = try Self.choice(arguments.value("--choose"))
        } catch {
            return usage(error)
        }

        let source: SourceText
        switch readCall() {
        case .success(let text): source = text
        case .failure(let exit): return exit.code
        }
        let call: ActionSheetCall
        do throws(CallRejection) {
            call = try ActionSheetCall.decode(jsonText: source, dialect: dialect)
        } catch {
            context.report(error.diagnostics, sources: [source])
            answer(error.answer(in: dialect).compactText)
            return ExitCode.dataError
        }
        if case .index(let index) = choice, !call.sheet.items.indices.contains(index) {
            let count = call.sheet.items.count
            return usage(
                UsageError(
                    "--choose \(index) is outside the call's \(count) item\(count == 1 ? "" : "s") (0 to \(count - 1))")
            )
        }

        let routed: RouteOptions.Resolution
        switch RouteOptions.resolve(arguments, context: context, spec: Commands.present, consultRoutingFile: true) {
        case .success(let resolution): routed = resolution
        case .failure(let exit):
            if exit.code != ExitCode.usage {
                answer(CallAnswer.failed("the host's routing file cannot be used").text(in: call.dialect))
            }
            return exit.code
        }
        let (theme, _, _) = RouteOptions.loadTheme(routed, arguments: arguments, context: context)
        var sheet = call.sheet
        if sheet.cancelButtonText == nil, routed.route.locale == nil {
            sheet.cancelButtonText = call.dialect.defaultCancelText
        }

        switch choice {
        case .index(let index)?:
            answer(CallAnswer.selected(index).text(in: call.dialect))
            return ExitCode.success
        case .cancel?:
            answer(CallAnswer.cancelled.text(in: call.dialect))
            return ExitCode.success
        case nil:
            break
        }

        let request = PresentationRequest(
            sheet: sheet, theme: theme, locale: routed.route.locale, appID: routed.appID,
            output: Self.terminalOutputOptions(environment: context.environment))
        // The answer follows the call on standard input: the end of the call's line comes first.
        let presenter: any ActionSheetPresenter =
            routed.route.presenter == "json" && callFromStandardInput
            ? JSONPresenter(channel: CallInput.answerChannel()) : routed.choice.presenter
        let delegate = RecordingPresentationDelegate()
        presenter.present(request, delegate: delegate)
        // Presenters may answer from another thread; a presenter that never answers breaks its contract.
        let outcome = delegate.waitForOutcome(timeout: .infinity)
        routed.choice.reportFallbacks(to: context)
        switch outcome {
        case .finish(let index)?:
            answer(CallAnswer.selected(index).text(in: call.dialect))
            return ExitCode.success
        case .cancel?, nil:
            answer(CallAnswer.cancelled.text(in: call.dialect))
            return ExitCode.success
        case .fail(let error)?:
            context.stderr.write("sheetctl: cannot present the call: \(TerminalText.sanitize(error.message))\n")
            answer(CallAnswer.failed(error.message).text(in: call.dialect))
            return Self.exitCode(for: error)
        }
    }

    /// The exit code of a presentation that failed.
    ///
    /// No terminal is 65, as for `show`: the call cannot be used where it was made. A client of the
    /// json presenter that answers nonsense is input that cannot be used, 65 too. A timeout and an
    /// interrupt keep their codes, 124 and 130. Anything else (the client went away, a plugin and
    /// its fallback failed) is 74, a failure that is not the call's fault.
    static func exitCode(for error: PresentationError) -> Int32 {
        switch error.kind {
        case .noTerminal, .invalidAnswer: ExitCode.dataError
        case .timedOut: ExitCode.timedOut
        case .interrupted: ExitCode.interrupted
        default: ExitCode.ioError
        }
    }

    /// Reads `--choose`: `cancel` or an item index from 0.
    /// - Throws: ``UsageError`` for anything else.
    static func choice(_ text: String?) throws(UsageError) -> Choice? {
        guard let text else { return nil }
        if text == "cancel" { return .cancel }
        guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let index = Int(text) else {
            throw UsageError(
                "--choose takes an item index from 0, or 'cancel', not '\(text)'",
                suggestion: Suggestion.closest(to: text, in: ["cancel"]))
        }
        return .index(index)
    }

    /// Width and colour for a sheet drawn on the controlling terminal: standard output carries
    /// the answer, so it is the terminal that is measured and asked about.
    static func terminalOutputOptions(environment: [String: String]) -> OutputOptions {
        let descriptor = open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC)
        defer { if descriptor >= 0 { close(descriptor) } }
        let columns = descriptor >= 0 ? TerminalSize.columns(of: descriptor) : nil
        return OutputOptions(
            width: ColorPolicy.width(requested: nil, terminalColumns: columns, environment: environment),
            colorDepth: ColorPolicy.depth(choice: nil, environment: environment, isTerminal: descriptor >= 0))
    }

    /// Reads the call's text from `--call` or standard input, reporting a problem on stderr.
    ///
    /// From standard input only the call's JSON value is read, so an answer that follows it stays
    /// for the json presenter.
    private func readCall() -> Result<SourceText, CommandExit> {
        let path = arguments.value("--call") ?? "-"
        do {
            return .success(
                callFromStandardInput
                    ? try CallInput.readOneValue(maxBytes: SheetSource.maxBytes)
                    : try SourceText.read(path: path, maxBytes: SheetSource.maxBytes, acceptingPipes: true))
        } catch {
            context.report(error.diagnostics)
            let unreadable = error.diagnostics.contains { $0.code == .unreadableFile }
            return .failure(CommandExit(code: unreadable ? ExitCode.noInput : ExitCode.dataError))
        }
    }

    /// Whether the call is read from standard input.
    private var callFromStandardInput: Bool { (arguments.value("--call") ?? "-") == "-" }

    /// Prints the answer line.
    private func answer(_ line: String) { context.stdout.write(line + "\n") }

    private func usage(_ error: UsageError) -> Int32 {
        SheetctlCommand.usageError(error, spec: Commands.present, path: arguments.path, context: context)
    }
}
