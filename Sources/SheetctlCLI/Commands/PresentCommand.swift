import PresenterRegistry
import ThemeKit

import Glibc

extension Commands {
    /// `sheetctl present`: the host's side of one `my.showActionSheet` or `wx.showActionSheet` call.
    static var present: CommandSpec {
        CommandSpec(
            name: "present",
            abstract: "Present one mini-program call and print its answer, as the host would.",
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
                be opened, or the theme --theme names is not found (the call is answered with the built-in \
                default); 74 when presenting failed otherwise (the client went away, a plugin and its fallback \
                failed); 124 on a timeout; 130 when interrupted. Every ending after the call is decoded, but a \
                usage error, prints an answer line: the failure object when no choice was made.
                """,
            options: [
                .option(
                    "--dialect", .choices(CallDialect.allCases.map(\.rawValue)),
                    "The call's dialect, instead of telling it by its keys."),
                .option(
                    "--call", .file, placeholder: "file|-",
                    "Read the call from FILE (- for standard input, the default)."),
                .option(
                    "--choose", .text, placeholder: "n|cancel",
                    "Answer without any interface, choosing item N (from 0) or cancelling, after checking the call."),
                .option(
                    "--presenter", .presenter(.all), "Who presents it: \(PresenterSet.all.prose) (beats the route's)."),
            ] + ThemeOptions.options + CommandHost.routeOptions,
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
        case .failure(let failure): return failure.exitCode
        }

        // A routing file that cannot be used still lets the call be checked, so the answer is in
        // its dialect: the call is prepared with the built-in route, then answered with a failure.
        let configured = CommandHost.host(arguments, context: context, alwaysRoutes: true)
        let host =
            (try? configured.get().host)
            ?? ActionSheetHost(
                presenters: CommandHost.presenters(context), themes: ThemeOptions.library(arguments, context: context))
        var request = CommandHost.request(
            .call(source), arguments, output: Self.terminalOutputOptions(environment: context.environment))
        request.dialect = dialect
        let prepared: PreparedPresentation
        switch CommandHost.prepare(request, host: host, context: context) {
        case .success(let ready): prepared = ready
        case .failure(.usage(let error)): return usage(error)
        case .failure(let failure):
            if case .host(let error) = failure {
                answer(error.callAnswer ?? CallAnswer.failed(error.message).text(in: dialect ?? .my))
            }
            return failure.exitCode
        }
        let callDialect = prepared.dialect ?? .my
        if case .failure(let failure) = configured {
            answer(CallAnswer.failed("the host's routing file cannot be used").text(in: callDialect))
            return failure.exitCode
        }
        // The call is answered with the built-in default, but a theme the command line named and
        // that cannot be used ends the command as it ends preview and show.
        let themeExit =
            prepared.themeFromOverride ? prepared.themeProblem.map { CommandFailure.theme($0).exitCode } : nil
        let count = prepared.request.sheet.items.count
        switch choice {
        case .index(let index)? where !(0..<count).contains(index):
            return usage(
                UsageError(
                    "--choose \(index) is outside the call's \(count) item\(count == 1 ? "" : "s") (0 to \(count - 1))")
            )
        case .index(let index)?:
            answer(CallAnswer.selected(index).text(in: callDialect))
            return themeExit ?? ExitCode.success
        case .cancel?:
            answer(CallAnswer.cancelled.text(in: callDialect))
            return themeExit ?? ExitCode.success
        case nil:
            break
        }

        let outcome: PresentationOutcome
        do throws(PresentationError) {
            outcome = try prepared.present()
        } catch {
            CommandHost.reportFallbacks(prepared, context: context)
            context.stderr.write("sheetctl: cannot present the call: \(error.message)\n")
            answer(CallAnswer.failed(error.message).text(in: callDialect))
            return CommandFailure.presentation(error).exitCode
        }
        CommandHost.reportFallbacks(prepared, context: context)
        switch outcome {
        case .chose(let index): answer(CallAnswer.selected(index).text(in: callDialect))
        case .cancelled: answer(CallAnswer.cancelled.text(in: callDialect))
        }
        return themeExit ?? ExitCode.success
    }

    /// Reads `--choose`: `cancel` or an item index from 0, written as flags write whole numbers
    /// (``DecimalNumber/Syntax/wholeNumber``: no `+`, no leading zero).
    /// - Throws: ``UsageError`` for anything else.
    static func choice(_ text: String?) throws(UsageError) -> Choice? {
        guard let text else { return nil }
        if text == "cancel" { return .cancel }
        guard let number = DecimalNumber(text, syntax: .wholeNumber), !number.isNegative else {
            throw UsageError(
                "--choose takes an item index from 0, or 'cancel', not '\(text)'",
                suggestion: Suggestion.closest(to: text, in: ["cancel"]))
        }
        // No call has more items than an Int counts: one past it is outside every call.
        guard let index = number.integer(in: 0...Int.max) else {
            throw UsageError("--choose \(text) is outside the call's items")
        }
        return .index(index)
    }

    /// Width and colour for a sheet drawn on the controlling terminal: standard output carries
    /// the answer, so it is the terminal that is measured and asked about.
    static func terminalOutputOptions(environment: [String: String]) -> OutputOptions {
        let descriptor = try? TerminalDevice.openControllingDescriptor()
        defer { if let descriptor { close(descriptor) } }
        let columns = descriptor.flatMap { TerminalSize.columns(of: $0) }
        return OutputOptions(
            width: ColorPolicy.width(requested: nil, terminalColumns: columns, environment: environment),
            colorDepth: ColorPolicy.depth(choice: nil, environment: environment, isTerminal: descriptor != nil),
            cursorControl: ColorPolicy.cursorControl(environment: environment))
    }

    /// Reads the call's text from `--call` or standard input, reporting a problem on stderr.
    ///
    /// From standard input only the call's JSON value is read, so an answer that follows it stays
    /// for the json presenter.
    private func readCall() -> Result<SourceText, CommandFailure> {
        let path = arguments.value("--call") ?? "-"
        do {
            return .success(
                callFromStandardInput
                    ? try CallInput.readOneValue(maxBytes: ActionSheetHost.maxSheetBytes)
                    : try SourceText.read(path: path, maxBytes: ActionSheetHost.maxSheetBytes, acceptingPipes: true))
        } catch {
            context.report(error.diagnostics)
            let unreadable = error.diagnostics.contains { $0.code == .unreadableFile }
            return .failure(.input(cannotOpen: unreadable))
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
