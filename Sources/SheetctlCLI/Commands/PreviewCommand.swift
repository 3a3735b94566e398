import CommandLineKit
import PresenterRegistry
import SheetTerminal
import SheetText
import ThemeKit

extension Commands {
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
            options: PreviewOptions.self, arguments: [],
            run: { options, _, context throws(CommandFailure) in
                let output = options.drawing.output(context: context)
                if options.serve {
                    return PreviewServe.run(options, output: output, context: context) { presenter, output, choice in
                        drawPreview(
                            options, presenter: presenter, theme: choice?.themePath, themeText: choice?.unsavedText(),
                            output: output, watching: true, context: context)
                    }
                }
                do throws(UsageError) { try PreviewServe.check(options) } catch { throw .usage(error) }
                if options.watch {
                    // Each pass prepares again, so a save of the routing file takes effect.
                    return PreviewWatch.run(options, context: context) {
                        drawPreview(options, output: output, watching: true, context: context)
                    }
                }
                let pass = drawPreview(options, output: output, watching: false, context: context)
                context.stderr.write(pass.messages)
                guard let drawing = pass.utf8 else { return pass.exitCode }
                return OutputFile.write(utf8: drawing, to: options.output ?? "-", context: context) ?? pass.exitCode
            }
        )
    }

    /// Draws once, without writing. `theme` and `themeText` (`--serve`'s editor choice and unsaved text) beat
    /// `--theme`; `presenter` beats `--presenter`. Messages are kept to print after a screen is cleared.
    static func drawPreview(
        _ options: PreviewOptions, presenter: String? = nil, theme: String? = nil, themeText: SourceText? = nil,
        output: OutputOptions, watching: Bool, context: CommandContext
    ) -> PreviewPass {
        let messages = MessageRecorder()
        var context = context
        context.stderr = MessageStream(messages)
        var inputs: [String] = []
        func failed(_ failure: CommandFailure) -> PreviewPass {
            if case .usage(let error) = failure {
                _ = HelpFormatter.usageError(error, spec: Commands.preview, path: ["preview"], context: context)
            }
            return PreviewPass(utf8: nil, exitCode: failure.exitCode, inputs: inputs, messages: messages.recorded)
        }

        let source: SheetRequest.Source
        switch options.sheet {
        case nil: source = .sheet(.demo)
        case "-"?:
            do throws(DiagnosticError) {
                source = .sheetFile(try SourceText.readStandardInput(maxBytes: ActionSheetHost.maxSheetBytes))
            } catch {
                context.report(error.diagnostics)
                return failed(.input(error))
            }
        case let path?: source = .sheetPath(path)
        }
        // Among the files to watch, whatever fails.
        let sheetPath = options.sheet.flatMap { $0 == "-" ? nil : $0 }
        let host: ActionSheetHost
        switch CommandHost.host(options.host, context: context) {
        case .failure(let failure):
            // Watch the routing file that broke, so its next save is seen.
            let registry = RegistryLocation.locate(flag: options.host.registry, environment: context.environment)
            inputs = [registry?.path, sheetPath].compactMap { $0 }
            return failed(failure)
        case .success(let configured):
            host = configured
            inputs = configured.routingFile.map { [$0] } ?? []
        }
        var request = CommandHost.request(
            source, options.host, presenter: presenter ?? options.presenter, output: output)
        if let theme { request.theme = theme }
        request.themeText = themeText
        // A drawing from a stand-in theme must never replace the last good one.
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

struct PreviewOptions: CommandOptions {
    var sheet, presenter, output: String?
    var host = HostOptions()
    var drawing = DrawingOptions()
    var watch = false
    var serve = false
    var port: Int?
    var address: String?

    static let options: [OptionSpec] =
        [
            option(
                "--sheet", { $0.sheet = $1 }, .file, placeholder: "file|-",
                "The sheet to draw: a YAML or JSON file, or - for standard input."),
            option(
                "--presenter", { $0.presenter = $1 }, .presenter(.all),
                "Who draws it: \(PresenterSet.all.prose) (default: auto)."),
            option(
                "--output", { $0.output = $1 }, .file, short: "-o",
                "Write the drawing to FILE (atomically) instead of stdout."),
        ] + lift(HostOptions.options) { $1(&$0.host) }
        + lift(DrawingOptions.options) { $1(&$0.drawing) }
        + [
            flag(
                "--watch", { $0.watch = $1 },
                "Draw again on every save of the theme, the themes it extends and the sheet, until interrupted."),
            flag(
                "--serve", { $0.serve = $1 },
                "Serve the drawing on a live page in a browser, redrawn on every save, until interrupted."),
            option(
                "--port", { $0.port = $1 }, .integer(0...65_535),
                "The port for --serve (default: 0, a free port the system chooses)."),
            option(
                "--address", { $0.address = $1 }, .text, placeholder: "ip",
                "The numeric address --serve listens on (default: 127.0.0.1; any other is reachable from elsewhere)."),
        ]
}
