import PresenterRegistry
import SheetTerminal
import SheetText
import ThemeKit

extension Commands {
    /// `sheetctl preview`: draw a sheet as a mini program would get it, without interaction.
    static var preview: CommandSpec {
        CommandSpec(
            name: "preview",
            abstract: "Draw an action sheet as a mini program would get it.",
            discussion: """
                Without --sheet, draws a built-in demo sheet that uses every part of a sheet.
                A sheet file is YAML or JSON with the keys of a call, its dialect told from them: \
                my.showActionSheet's items, wx.showActionSheet's itemList, uni-app's (itemList with title, \
                cancelText or a colour of its own), or AlipayJSBridge's btns.
                A theme that cannot be used is reported on stderr and the built-in default is drawn instead; \
                the exit status is then 65 (66 when its file cannot be opened) if --theme named it, else 0.
                With --app (or --registry), the mini program's route in the routing file gives the presenter, \
                theme and locale; --presenter, --theme and --locale beat the route's.
                With --watch, draws again on every save of the files it read, until interrupted; a broken save \
                prints its diagnostics and leaves the last good drawing (and the -o file) as it was.
                With --serve, prints the URL of a page that shows the sheet's picture, and beside it the sheet \
                as the ansi presenter draws it in a terminal, and keeps them live: every \
                save of the files it read redraws the open page, and a broken save shows its diagnostics over \
                the last good drawing. It listens on 127.0.0.1 (--address for another, with a warning) and \
                --port (0, the default, picks a free one), until interrupted (130).
                """,
            options: [
                .option(
                    "--sheet", .file, placeholder: "file|-",
                    "The sheet to draw: a YAML or JSON file, or - for standard input."),
                .option(
                    "--presenter", .presenter(.all), "Who draws it: \(PresenterSet.all.prose) (default: auto)."),
                .option("--output", .file, short: "-o", "Write the drawing to FILE (atomically) instead of stdout."),
            ] + ThemeOptions.options + CommandHost.routeOptions + OutputSettings.options + [PreviewWatch.option]
                + PreviewServe.options,
            arguments: [],
            run: { arguments, context throws(CommandFailure) in
                let output = OutputSettings.outputOptions(arguments, context: context)
                do throws(UsageError) {
                    if !arguments.has("--serve") { try PreviewServe.check(arguments) }
                } catch {
                    throw .usage(error)
                }
                if arguments.has("--serve") {
                    return PreviewServe.run(arguments, output: output, context: context) { presenter, output, theme in
                        drawPreview(
                            arguments, presenter: presenter, theme: theme, output: output, watching: true,
                            context: context)
                    }
                }
                if arguments.has("--watch") {
                    // Each pass prepares again, so a save of the routing file takes effect.
                    return PreviewWatch.run(arguments, context: context) {
                        drawPreview(arguments, output: output, watching: true, context: context)
                    }
                }
                let pass = drawPreview(arguments, output: output, watching: false, context: context)
                context.stderr.write(pass.messages)
                guard let drawing = pass.utf8 else { return pass.exitCode }
                return OutputFile.write(utf8: drawing, to: arguments.value("--output") ?? "-", context: context)
                    ?? pass.exitCode
            }
        )
    }

    /// Draws `preview`'s sheet once, without writing it: the host reads the sheet, the route and
    /// the theme (`theme`, an editor's choice for `--serve`'s page, beats `--theme`), and the
    /// presenter (`presenter`, for `--serve`'s svg and ansi, beats `--presenter`) renders; `watching` (`--watch`, `--serve`) asks the host for a sheet file it can read again
    /// and no stand-in theme. Returns the drawing, the status it earns, the files it read and what
    /// it has to say on stderr, kept for the caller to print after a screen is cleared.
    static func drawPreview(
        _ arguments: ParsedArguments, presenter: String? = nil, theme: String? = nil, output: OutputOptions,
        watching: Bool,
        context: CommandContext
    ) -> PreviewPass {
        let messages = MessageRecorder()
        var context = context
        context.stderr = MessageStream(messages)
        var inputs: [String] = []
        func failed(_ failure: CommandFailure) -> PreviewPass {
            if case .usage(let error) = failure {
                _ = HelpFormatter.usageError(error, spec: Commands.preview, path: arguments.path, context: context)
            }
            return PreviewPass(utf8: nil, exitCode: failure.exitCode, inputs: inputs, messages: messages.recorded)
        }

        let source: SheetRequest.Source
        switch arguments.value("--sheet") {
        case nil: source = .sheet(.demo)
        case "-"?:
            do throws(DiagnosticError) {
                source = .sheetFile(try SourceText.readStandardInput(maxBytes: ActionSheetHost.maxSheetBytes))
            } catch {
                context.report(error.diagnostics)
                return failed(.input(error))
            }
        case let path?:
            source = .sheetPath(path)
        }
        // The sheet's file, read here or by the host: among the files to watch, whatever fails.
        let sheetPath = arguments.value("--sheet").flatMap { $0 == "-" ? nil : $0 }
        let host: ActionSheetHost
        switch CommandHost.host(arguments, context: context) {
        case .failure(let failure):
            // Watch the routing file that broke, so its next save is seen.
            inputs = [
                RegistryLocation.locate(flag: arguments.value("--registry"), environment: context.environment)?.path
            ]
            .compactMap { $0 }
            inputs += sheetPath.map { [$0] } ?? []
            return failed(failure)
        case .success(let configured):
            host = configured
            inputs = configured.routingFile.map { [$0] } ?? []
        }
        var request = CommandHost.request(source, arguments, output: output)
        if let presenter { request.presenter = presenter }
        if let theme { request.theme = theme }
        // Drawn again on every save: the sheet is read again, and a drawing from a stand-in theme
        // must never replace the last good one.
        request.readsSheetAgain = watching
        request.fallsBackToDefaultTheme = !watching
        let prepared: PreparedPresentation
        switch CommandHost.prepare(request, host: host, context: context) {
        case .failure(let failure):
            if case .host(let error) = failure { inputs += error.inputs }
            return failed(failure)
        case .success(let ready): prepared = ready
        }
        inputs += prepared.inputs
        var exitCode = ExitStatus.success
        if let problem = prepared.themeProblem, prepared.themeFromOverride {
            exitCode = CommandFailure.theme(problem).exitCode
        }
        do throws(PresentationError) {
            let drawing = try prepared.renderUTF8()
            for reason in prepared.takeFallbacks() { context.stderr.write(CommandHost.fallbackNote(reason)) }
            return PreviewPass(
                utf8: drawing, exitCode: exitCode, inputs: inputs, messages: messages.recorded,
                theme: prepared.request.theme)
        } catch {
            for reason in prepared.takeFallbacks() { context.stderr.write(CommandHost.fallbackNote(reason)) }
            context.stderr.write("sheetctl: \(error.message)\n")
            return failed(.presentation(error))
        }
    }
}
