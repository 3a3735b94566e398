import PresenterRegistry
import ThemeKit

extension Commands {
    /// `sheetctl preview`: draw a sheet as a mini program would get it, without interaction.
    static var preview: CommandSpec {
        CommandSpec(
            name: "preview",
            abstract: "Draw an action sheet as a mini program would get it.",
            discussion: """
                Without --sheet, draws a built-in demo sheet that uses every part of a sheet.
                A sheet file is YAML or JSON with the keys of my.showActionSheet or wx.showActionSheet.
                A theme that cannot be used is reported on stderr and the built-in default is drawn instead; \
                the exit status is then 65 (66 when its file cannot be opened) if --theme named it, else 0.
                With --app (or --registry), the mini program's route in the routing file gives the presenter, \
                theme and locale; --presenter, --theme and --locale beat the route's.
                With --watch, draws again on every save of the files it read, until interrupted; a broken save \
                prints its diagnostics and leaves the last good drawing (and the -o file) as it was.
                """,
            options: [
                .option(
                    "--sheet", .file, placeholder: "file|-",
                    "The sheet to draw: a YAML or JSON file, or - for standard input."),
                .option(
                    "--presenter", .presenter(.all), "Who draws it: \(PresenterSet.all.prose) (default: auto)."),
                .option("--output", .file, short: "-o", "Write the drawing to FILE (atomically) instead of stdout."),
            ] + ThemeOptions.options + RouteOptions.options + OutputSettings.options + [PreviewWatch.option],
            arguments: [],
            run: { arguments, context in
                let routed: RouteOptions.Resolution
                switch RouteOptions.resolve(arguments, context: context, spec: Commands.preview) {
                case .failure(let exit): return exit.code
                case .success(let resolution): routed = resolution
                }
                let output: OutputOptions
                do throws(UsageError) {
                    output = try OutputSettings.outputOptions(arguments, context: context)
                } catch {
                    return SheetctlCommand.usageError(
                        error, spec: Commands.preview, path: arguments.path, context: context)
                }
                if arguments.has("--watch") {
                    // Each pass resolves the route again, so a save of the routing file takes effect.
                    return PreviewWatch.run(arguments, context: context) {
                        switch RouteOptions.resolve(arguments, context: context, spec: Commands.preview) {
                        case .failure(let exit):
                            return PreviewPass(
                                drawing: nil, exitCode: exit.code, inputs: routed.routingFile.map { [$0] } ?? [])
                        case .success(let fresh):
                            return drawPreview(arguments, routed: fresh, output: output, context: context)
                        }
                    }
                }
                let pass = drawPreview(arguments, routed: routed, output: output, context: context)
                guard let drawing = pass.drawing else { return pass.exitCode }
                return PreviewPass.write(drawing, to: arguments.value("--output"), context: context) ?? pass.exitCode
            }
        )
    }

    /// Draws `preview`'s sheet once, without writing it: reads the sheet and the theme (their
    /// diagnostics go to stderr) and renders. `--watch` calls it again on every save.
    /// - Returns: The drawing, the exit code it earns and the files it read.
    static func drawPreview(
        _ arguments: ParsedArguments, routed: RouteOptions.Resolution, output: OutputOptions, context: CommandContext
    ) -> PreviewPass {
        var inputs: [String] = routed.routingFile.map { [$0] } ?? []
        var sheet = ActionSheet.demo
        if let path = arguments.value("--sheet") {
            if path != "-" { inputs.append(path) }
            switch SheetSource.load(path, context: context) {
            case .success(let loaded): sheet = loaded
            case .failure(let status): return PreviewPass(drawing: nil, exitCode: status.code, inputs: inputs)
            }
        }
        let (theme, themeExitCode, themeFiles) = RouteOptions.loadTheme(routed, arguments: arguments, context: context)
        inputs += themeFiles
        let request = PresentationRequest(
            sheet: sheet, theme: theme, locale: routed.route.locale, appID: routed.appID, output: output)
        defer { routed.choice.reportFallbacks(to: context) }
        do throws(PresentationError) {
            return PreviewPass(
                drawing: try routed.choice.presenter.render(request), exitCode: themeExitCode, inputs: inputs)
        } catch {
            context.stderr.write("sheetctl: \(error.message)\n")
            return PreviewPass(drawing: nil, exitCode: ExitCode.dataError, inputs: inputs)
        }
    }
}
