import SheetSystem
import SheetTerminal
import SheetText
import PresenterRegistry
import SheetServer
import ThemeKit

extension Commands {
    /// `sheetctl present`: the host's side of `showActionSheet` calls, in any dialect.
    static var present: CommandSpec {
        CommandSpec(
            name: "present",
            abstract: "Present one mini-program call and print its answer, as the host would.",
            discussion: """
                Reads one call, the JSON parameters of a showActionSheet (the dialects: \
                \(CallDialect.allCases.map(\.rawValue).joined(separator: ", ")); told by the keys items, itemList \
                or btns where they are unambiguous, else name it with --dialect), from standard input or --call; \
                routes it by --app (the routing file's default route without it) to a presenter, \
                a theme and a locale, which --presenter, --theme and --locale override; presents it; and prints \
                the dialect's answer as one JSON line on standard output.
                When neither the call nor a locale gives the cancel label, it is the platform's own, 取消.
                Interactive presenters draw on the terminal (/dev/tty); the json presenter writes the sheet as one \
                line on standard output and reads the answer line from standard input, after the call: only the \
                call's JSON value is read from it.
                The web presenter serves the sheet on a page (127.0.0.1 and a free port unless --address and --port \
                say otherwise), prints its URL on stderr and waits: each action is a button (Tab, Enter; Esc \
                cancels), and the click is the answer. The page sends it with a token made for the run; an answer \
                without it is refused. Every page of the run closed for 3 seconds dismisses the sheet, as Esc does.
                With --answers, the calls are read one after another until the input ends, and each gets the next \
                answer of the file; a call that is not what its entry expects, a call with no answer left, or an \
                answer left unused ends with status 1, after the other calls are answered.
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
                    "--choose", .text, placeholder: "answer",
                    "Answer without any interface, after checking the call: N (an item from 0), label:TEXT, first, "
                        + "last, destructive, cancel, fail:REASON (the dialect's failure object) or timeout."),
                .option(
                    "--answers", .file, placeholder: "file",
                    "Answer a sequence of calls from FILE, a JSON list with one answer per call, each as --choose "
                        + "takes it or {\"answer\": …, \"expect\": {…}} with what the call must show."),
                .option(
                    "--log", .file, placeholder: "file",
                    "Add one JSON line per call to FILE: the time, app, dialect, sheet as shown and answer."),
                .option(
                    "--presenter", .presenter(.all), "Who presents it: \(PresenterSet.all.prose) (beats the route's)."),
                .option("--timeout", .seconds, "Give up when no choice is made within this long (exit 124)."),
                .option(
                    "--port", .integer(0...65_535),
                    "The port the web presenter serves on (default: 0, a free port the system chooses)."),
                .option(
                    "--address", .text, placeholder: "ip",
                    "The numeric address the web presenter listens on (default: 127.0.0.1; any other is reachable "
                        + "from elsewhere)."),
                OutputSettings.appearanceOption,
            ] + ThemeOptions.options + CommandHost.routeOptions + [OutputSettings.ambidouble],
            arguments: [],
            run: { arguments, context in PresentRun(arguments: arguments, context: context).run() }
        )
    }
}

/// One run of `sheetctl present`: the library's answer path (``ActionSheetHost/answer(_:script:onPrepared:)``)
/// for each call, and what it says on stderr.
struct PresentRun {
    var arguments: ParsedArguments
    var context: CommandContext

    func run() -> Int32 {
        let dialect: CallDialect?
        let choice: ScriptedAnswer?
        do throws(UsageError) {
            dialect = try arguments.choice("--dialect", CallDialect.allCases.map(\.rawValue)).flatMap(CallDialect.init)
            choice = try Self.choice(arguments.value("--choose"))
            if choice != nil, arguments.value("--answers") != nil {
                throw UsageError("--choose and --answers cannot be given together: both answer the call")
            }
            _ = try arguments.seconds("--timeout")
            _ = try Self.page(arguments)
        } catch {
            return usage(error)
        }
        var log = arguments.value("--log").map(CallLog.init)
        var status: Int32
        if let path = arguments.value("--answers") {
            status = answerSequence(answersPath: path, dialect: dialect, log: &log)
        } else {
            switch readCall() {
            case .failure(let failure): status = failure.exitCode
            case .success(let source):
                let step = choice.map {
                    AnswerScript.Step.answer(.init(answer: $0, word: arguments.value("--choose")!))
                }
                status = answerOne(source: source, dialect: dialect, step: step, host: host(), log: &log)
            }
        }
        if let log, let failed = flush(log) { status = status == ExitCode.success ? failed : status }
        return status
    }

    /// The host, read once for the run; a routing file that cannot be used is told once, and
    /// each call is then checked and answered with a failure.
    private func host() -> ActionSheetHost {
        let configuration = CommandHost.configuration(arguments, context: context)
        let host = ActionSheetHost.tolerating(configuration, resolving: arguments.value("--app"))
        if let problem = host.routingProblem { context.report(problem.diagnostics, sources: problem.sources) }
        context.report(host.diagnostics, sources: host.sources)
        return host
    }

    /// Answers the calls of the input, one after another, each with the next answer of the file.
    private func answerSequence(answersPath: String, dialect: CallDialect?, log: inout CallLog?) -> Int32 {
        let scriptSource: SourceText
        do throws(DiagnosticError) {
            scriptSource = try SourceText.read(
                path: answersPath, maxBytes: ActionSheetHost.maxSheetBytes, acceptingPipes: true)
        } catch {
            context.report(error.diagnostics)
            return error.diagnostics.contains { $0.code == .unreadableFile } ? ExitCode.noInput : ExitCode.dataError
        }
        var script: AnswerScript
        do throws(DiagnosticError) {
            script = try AnswerScript(scriptSource)
        } catch {
            context.report(error.diagnostics, sources: [scriptSource])
            return ExitCode.dataError
        }
        let host = host()
        let input: CallStream
        switch CallStream.open(arguments.value("--call") ?? "-") {
        case .success(let stream): input = stream
        case .failure(let error):
            context.report(error.diagnostics)
            return ExitCode.noInput
        }
        defer { input.close() }
        var status = ExitCode.success
        while true {
            let source: SourceText
            do throws(DiagnosticError) {
                guard let next = try input.next() else { break }
                source = next
            } catch {
                context.report(error.diagnostics)
                return status == ExitCode.success ? ExitCode.dataError : status
            }
            let code = answerOne(source: source, dialect: dialect, step: script.next(), host: host, log: &log)
            if status == ExitCode.success { status = code }
        }
        let unused = script.unused
        if !unused.isEmpty {
            let place = unused.first?.location.map { " (the first at \($0))" } ?? ""
            let answers = unused.count == 1 ? "1 answer" : "\(unused.count) answers"
            let count = script.callsTaken
            let calls = count == 1 ? "1 call" : "\(count) calls"
            context.stderr.write("sheetctl: \(answers) of '\(answersPath)' left unused\(place): the run had \(calls)\n")
            if status == ExitCode.success { status = ExitCode.failure }
        }
        return status
    }

    /// Answers one call through the library, and says on stderr what went wrong.
    private func answerOne(
        source: SourceText, dialect: CallDialect?, step: AnswerScript.Step?, host: ActionSheetHost,
        log: inout CallLog?
    ) -> Int32 {
        var output = HostConfiguration.terminalOutput(environment: context.environment)
        // Checked in run(), before any call is read.
        output.timeout = try? arguments.seconds("--timeout")
        // The parser has checked the word already; the terminal presented on is the one asked.
        try? OutputSettings.applyAppearance(arguments, context: context, to: &output, mayAskTerminal: false)
        var request = CommandHost.request(.call(source), arguments, output: output)
        request.dialect = dialect
        // Checked in run(), before any call is read.
        request.page = (try? Self.page(arguments)) ?? PageOptions()
        // Told on the presenting thread only, while the command waits for the answer.
        nonisolated(unsafe) let stderr = context.stderr
        request.page.tell = { line in stderr.write("\(line)\n") }
        let context = context
        let answered = host.answer(request, script: step) { prepared in
            context.report(prepared.diagnostics, sources: prepared.sources)
        }
        for reason in answered.fallbacks { context.stderr.write(CommandHost.fallbackNote(reason)) }
        switch answered.failure {
        case nil: break
        case .host(let error)? where [.unusableRouting, .cannotOpenRouting].contains(error.kind):
            break  // told once, when the host was made
        case .host(let error)?:
            if case .usage(let error) = CommandHost.failure(error, context: context) { return usage(error) }
        case .presentation(let error)?:
            context.stderr.write("sheetctl: cannot present the call: \(error.message)\n")
        case .unexpectedCall(let mismatches, let location)?:
            let place = location.map { "\($0): " } ?? ""
            for mismatch in mismatches {
                context.stderr.write("sheetctl: \(place)the call is not what was expected: \(mismatch)\n")
            }
        case .scriptNamesNothing(let mismatch, let entry)?:
            guard entry.isFromFile else { return usage(UsageError("--choose \(mismatch)")) }
            let place = entry.location.map { "\($0): " } ?? ""
            context.stderr.write("sheetctl: \(place)\(mismatch)\n")
        case .noScriptedAnswer(let call)?:
            context.stderr.write("sheetctl: call \(call + 1) has no answer in the answers file\n")
        }
        context.stdout.write(answered.text + "\n")
        if log != nil { answered.record(in: &log!) }
        return answered.exitStatus
    }

    /// Reads `--choose`: a ``ScriptedAnswer``, its index written as flags write whole numbers
    /// (``DecimalNumber/Syntax/wholeNumber``: no `+`, no leading zero).
    /// - Throws: ``UsageError`` for anything else.
    static func choice(_ text: String?) throws(UsageError) -> ScriptedAnswer? {
        guard let text else { return nil }
        guard let answer = ScriptedAnswer(text) else {
            throw UsageError(
                "--choose takes an answer (\(ScriptedAnswer.grammar)), not '\(text)'",
                suggestion: Suggestion.closest(to: text, in: ["first", "last", "destructive", "cancel", "timeout"]))
        }
        // No call has more items than an Int counts: one past it is outside every call.
        if answer == .index(Int.max), DecimalNumber(text, syntax: .wholeNumber)?.integer(in: 0...Int.max) == nil {
            throw UsageError("--choose \(text) is outside the call's items")
        }
        return answer
    }

    /// Where a page presenter (`web`) serves: `--port` and `--address`, as `preview --serve` reads them.
    /// - Throws: ``UsageError`` for a port out of range or an address that is not numeric.
    static func page(_ arguments: ParsedArguments) throws(UsageError) -> PageOptions {
        PageOptions(
            address: try PreviewServe.address(arguments).description,
            port: try arguments.integer("--port", in: 0...65_535) ?? 0)
    }

    /// Adds the run's lines to the log, reporting why on stderr when it cannot.
    /// - Returns: `nil` when written, else the exit status.
    private func flush(_ log: CallLog) -> Int32? {
        do throws(CallLog.LogError) {
            try log.flush()
            return nil
        } catch {
            switch error {
            case .unreadable(let error):
                context.report(error.diagnostics)
            case .unwritable(let reason):
                context.stderr.write("sheetctl: cannot write the log '\(log.path)': \(reason)\n")
            }
            return ExitCode.ioError
        }
    }

    /// Reads the call's text from `--call` or standard input, reporting a problem on stderr.
    ///
    /// From standard input only the call's JSON value is read, so an answer that follows it stays
    /// for the json presenter.
    private func readCall() -> Result<SourceText, CommandFailure> {
        let path = arguments.value("--call") ?? "-"
        do {
            guard callFromStandardInput else {
                return .success(
                    try SourceText.read(path: path, maxBytes: ActionSheetHost.maxSheetBytes, acceptingPipes: true))
            }
            var call = try CallInput.readOneValue(maxBytes: ActionSheetHost.maxSheetBytes)
            // The rest of the call's line (what is there already) joins it, so text after the call
            // is the decoder's error at its place, as `JSON.parse` refuses it.
            if call.bytes.last != 0x0A {
                let line = CallInput.available(upTo: ActionSheetHost.maxSheetBytes, stoppingAfterLine: true)
                if !line.isEmpty { call = SourceText(name: call.name, bytes: call.bytes + line) }
            }
            // With --choose nothing else reads standard input, so what follows the call is looked
            // at (what is there already): a second call is answered only with --answers.
            if arguments.value("--choose") != nil,
                let second = Self.secondCall(after: call, CallInput.available(upTo: ActionSheetHost.maxSheetBytes))
            {
                context.report([second.diagnostic], sources: [second.source])
                return .failure(.input(cannotOpen: false))
            }
            return .success(call)
        } catch {
            context.report(error.diagnostics)
            let unreadable = error.diagnostics.contains { $0.code == .unreadableFile }
            return .failure(.input(cannotOpen: unreadable))
        }
    }

    /// The error for text after a call read from standard input, located in the input as read
    /// (the call and what follows it); `nil` when only white space follows.
    static func secondCall(after call: SourceText, _ rest: [UInt8]) -> (diagnostic: Diagnostic, source: SourceText)? {
        guard let offset = rest.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return nil }
        let source = SourceText(name: call.name, bytes: call.bytes + rest)
        let location = source.location(ofByte: call.bytes.count + offset)
        let isCall = rest[offset] == UInt8(ascii: "{")
        let diagnostic = Diagnostic.error(
            .jsonSyntax, isCall ? "a second call follows the first" : "unexpected text after the call",
            at: location,
            hint: isCall
                ? "one call is answered at a time; give --answers FILE to answer several calls in a row"
                : "the input is one call, a JSON object, and nothing after it")
        return (diagnostic, source)
    }

    /// Whether the call is read from standard input.
    private var callFromStandardInput: Bool { (arguments.value("--call") ?? "-") == "-" }

    private func usage(_ error: UsageError) -> Int32 {
        SheetctlCommand.usageError(error, spec: Commands.present, path: arguments.path, context: context)
    }
}
