import CommandLineKit
import SheetSystem
import SheetTerminal
import SheetText
import PresenterRegistry
import SheetServer
import ThemeKit

extension Commands {
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
            options: PresentRun.Options.self, arguments: [],
            run: { options, _, context in
                PresentRun(options: options, context: context).run()
            }
        )
    }
}

struct PresentRun {
    struct Options: CommandOptions {
        var dialect: CallDialect?
        var call, choose, answers, log, presenter, address: String?
        var timeout: Double?
        var port: Int?
        var appearance: AppearanceChoice?
        var host = HostOptions()

        static let options: [OptionSpec] =
            [
                option(
                    "--dialect", { $0.dialect = $1 }, .choices(CallDialect.allCases.map(\.rawValue)),
                    "The call's dialect, instead of telling it by its keys."),
                option(
                    "--call", { $0.call = $1 }, .file, placeholder: "file|-",
                    "Read the call from FILE (- for standard input, the default)."),
                option(
                    "--choose", { $0.choose = $1 }, .text, placeholder: "answer",
                    "Answer without any interface, after checking the call: N (an item from 0), label:TEXT, first, "
                        + "last, destructive, cancel, fail:REASON (the dialect's failure object) or timeout."),
                option(
                    "--answers", { $0.answers = $1 }, .file, placeholder: "file",
                    "Answer a sequence of calls from FILE, a JSON list with one answer per call, each as --choose "
                        + "takes it or {\"answer\": …, \"expect\": {…}} with what the call must show."),
                option(
                    "--log", { $0.log = $1 }, .file, placeholder: "file",
                    "Add one JSON line per call to FILE: the time, app, dialect, sheet as shown and answer."),
                option(
                    "--presenter", { $0.presenter = $1 }, .presenter(.all),
                    "Who presents it: \(PresenterSet.all.prose) (beats the route's)."),
                option(
                    "--timeout", { $0.timeout = $1 }, .seconds,
                    "Give up when no choice is made within this long (exit 124)."),
                option(
                    "--port", { $0.port = $1 }, .integer(0...65_535),
                    "The port the web presenter serves on (default: 0, a free port the system chooses)."),
                option(
                    "--address", { $0.address = $1 }, .text, placeholder: "ip",
                    "The numeric address the web presenter listens on (default: 127.0.0.1; any other is reachable "
                        + "from elsewhere)."),
                bind(DrawingOptions.appearanceOption) { $0.appearance = $1 },
            ] + lift(HostOptions.options) { $1(&$0.host) } + [DrawingOptions.ambidoubleOption]
    }

    var options: Options
    var context: CommandContext

    func run() -> Int32 {
        let choice: ScriptedAnswer?
        let page: PageOptions
        do throws(UsageError) {
            choice = try Self.choice(options.choose)
            if choice != nil, options.answers != nil {
                throw UsageError("--choose and --answers cannot be given together: both answer the call")
            }
            page = PageOptions(address: try PreviewServe.address(options.address).description, port: options.port ?? 0)
        } catch {
            return usage(error)
        }
        let host = {
            // Read once for the run: a routing file that cannot be used is told once, each call then refused.
            let configuration = CommandHost.configuration(options.host, context: context)
            let host = ActionSheetHost.tolerating(configuration, resolving: options.host.app)
            context.report(host.routingProblem?.diagnostics ?? [], sources: host.routingProblem?.sources ?? [])
            context.report(host.diagnostics, sources: host.sources)
            return host
        }
        var log = options.log.map(CallLog.init)
        var status: Int32
        if let path = options.answers {
            status = answerSequence(answersPath: path, host: host, page: page, log: &log)
        } else {
            let path = options.call ?? "-"
            do throws(DiagnosticError) {
                let call = try CallInput.readCall(path)
                // With --choose nothing else reads standard input: a second call needs --answers.
                if path == "-", choice != nil, let second = CallInput.textAfter(call) {
                    context.report([second.diagnostic], sources: [second.source])
                    status = DiagnosticError(second.diagnostic).exitStatus
                } else {
                    let word = options.choose ?? ""
                    let step = choice.map { AnswerScript.Step.answer(.init(answer: $0, word: word)) }
                    status = answerOne(call, step: step, host: host(), page: page, log: &log)
                }
            } catch {
                context.report(error.diagnostics)
                status = error.exitStatus
            }
        }
        do throws(CallLog.LogError) {
            try log?.flush()
        } catch {
            switch error {
            case .unreadable(let error): context.report(error.diagnostics)
            case .unwritable(let reason):
                context.stderr.write("sheetctl: cannot write the log '\(log?.path ?? "")': \(reason)\n")
            }
            if status == ExitStatus.success { status = CommandFailure.output.exitCode }
        }
        return status
    }

    private func answerSequence(
        answersPath: String, host: () -> ActionSheetHost, page: PageOptions, log: inout CallLog?
    ) -> Int32 {
        var script: AnswerScript
        let input: CallStream
        do throws(DiagnosticError) {
            let source = try SourceText.read(
                path: answersPath, maxBytes: ActionSheetHost.maxSheetBytes, acceptingPipes: true)
            do throws(DiagnosticError) {
                script = try AnswerScript(source)
            } catch {
                context.report(error.diagnostics, sources: [source])
                return error.exitStatus
            }
        } catch {
            context.report(error.diagnostics)
            return error.exitStatus
        }
        let host = host()
        switch CallStream.open(options.call ?? "-") {
        case .success(let stream): input = stream
        case .failure(let error):
            context.report(error.diagnostics)
            return error.exitStatus
        }
        defer { input.close() }
        var status = ExitStatus.success
        while true {
            let source: SourceText
            do throws(DiagnosticError) {
                guard let next = try input.next() else { break }
                source = next
            } catch {
                context.report(error.diagnostics)
                return status == ExitStatus.success ? CommandFailure.frontEnd(.unusableInput).exitCode : status
            }
            let code = answerOne(source, step: script.next(), host: host, page: page, log: &log)
            if status == ExitStatus.success { status = code }
        }
        let unused = script.unused
        if !unused.isEmpty {
            let place = unused.first?.location.map { " (the first at \($0))" } ?? ""
            let answers = unused.count == 1 ? "1 answer" : "\(unused.count) answers"
            let calls = script.callsTaken == 1 ? "1 call" : "\(script.callsTaken) calls"
            context.stderr.write("sheetctl: \(answers) of '\(answersPath)' left unused\(place): the run had \(calls)\n")
        }
        return script.exitStatus(after: status)
    }

    /// The one place a call's answer becomes output, what stderr says and the status.
    private func answerOne(
        _ source: SourceText, step: AnswerScript.Step?, host: ActionSheetHost, page: PageOptions, log: inout CallLog?
    ) -> Int32 {
        var output = HostConfiguration.terminalOutput(environment: context.environment)
        output.timeout = options.timeout
        // The terminal presented on is the one asked, not standard output.
        DrawingOptions.applyAppearance(options.appearance, context: context, to: &output, mayAskTerminal: false)
        var request = CommandHost.request(.call(source), options.host, presenter: options.presenter, output: output)
        request.dialect = options.dialect
        request.page = page
        // Told on the presenting thread, while the command waits for the answer.
        let stderr = context.stderr
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
            context.stderr.write("sheetctl: \(entry.location.map { "\($0): " } ?? "")\(mismatch)\n")
        case .noScriptedAnswer(let call)?:
            context.stderr.write("sheetctl: call \(call + 1) has no answer in the answers file\n")
        }
        context.stdout.write(answered.text + "\n")
        if log != nil { answered.record(in: &log!) }
        return answered.exitStatus
    }

    /// Its index is written as flags write whole numbers.
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

    private func usage(_ error: UsageError) -> Int32 {
        HelpFormatter.usageError(error, spec: Commands.present, path: ["present"], context: context)
    }
}

extension CallDialect: OptionValue {}
