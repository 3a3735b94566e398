import PresenterRegistry
import ThemeKit

extension Commands {
    /// `sheetctl preview`: draw a sheet as a mini program would get it, without interaction.
    static var preview: CommandSpec {
        CommandSpec(
            name: "preview",
            abstract: "Draw an action sheet as a mini program would get it.",
            usage:
                "[--sheet FILE|-] [--app ID] [--presenter NAME] [-o FILE] [--theme <name|path>] [--theme-path <dir>]... [--locale TAG] [--registry FILE] [--width N] [--color WHEN]",
            discussion: """
                Without --sheet, draws a built-in demo sheet that uses every part of a sheet.
                A sheet file is YAML or JSON with the keys of my.showActionSheet or wx.showActionSheet.
                A theme that cannot be used is reported on stderr and the built-in default is drawn instead; \
                the exit status is then 65 (66 when its file cannot be opened) if --theme named it, else 0.
                With --app (or --registry), the mini program's route in the routing file gives the presenter, \
                theme and locale; --presenter, --theme and --locale beat the route's.
                """,
            options: [
                .option("--sheet", "FILE|-", "The sheet to draw: a YAML or JSON file, or - for standard input."),
                .option(
                    "--presenter", "NAME",
                    "Who draws it: \(BuiltInPresenters.names.joined(separator: ", ")) or a plugin (default: auto)."),
                .option("--output", "FILE", short: "-o", "Write the drawing to FILE (atomically) instead of stdout."),
            ] + ThemeOptions.options + RouteOptions.options + OutputSettings.options,
            run: { arguments, context in
                let routed: RouteOptions.Resolution
                switch RouteOptions.resolve(arguments, context: context, spec: Commands.preview) {
                case .failure(let exit): return exit.code
                case .success(let resolution): routed = resolution
                }
                let choice = routed.choice
                let output: OutputOptions
                do throws(UsageError) {
                    output = try OutputSettings.outputOptions(arguments, context: context)
                } catch {
                    return SheetctlCommand.usageError(error, spec: Commands.preview, path: arguments.path, context: context)
                }
                var sheet = ActionSheet.demo
                if let path = arguments.value("--sheet") {
                    switch SheetSource.load(path, context: context) {
                    case .success(let loaded): sheet = loaded
                    case .failure(let status): return status.code
                    }
                }
                let (theme, themeExitCode) = RouteOptions.loadTheme(routed, arguments: arguments, context: context)
                let request = PresentationRequest(
                    sheet: sheet, theme: theme, locale: routed.route.locale, appID: routed.appID, output: output)
                defer { choice.reportFallbacks(to: context) }
                do throws(PresentationError) {
                    let drawing = try choice.presenter.render(request)
                    guard let path = arguments.value("--output") else {
                        context.stdout.write(drawing)
                        return themeExitCode
                    }
                    do throws(AtomicFile.Failure) {
                        try AtomicFile.write(drawing, to: path)
                    } catch {
                        context.stderr.write("sheetctl: \(error)\n")
                        return ExitCode.ioError
                    }
                    return themeExitCode
                } catch {
                    context.stderr.write("sheetctl: \(error.message)\n")
                    return ExitCode.dataError
                }
            }
        )
    }
}
