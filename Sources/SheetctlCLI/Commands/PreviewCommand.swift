import PresenterRegistry
import ThemeKit

extension Commands {
    /// `sheetctl preview`: draw a sheet as a mini program would get it, without interaction.
    static var preview: CommandSpec {
        CommandSpec(
            name: "preview",
            abstract: "Draw an action sheet as a mini program would get it.",
            usage:
                "[--sheet FILE|-] [--presenter NAME] [-o FILE] [--theme <name|path>] [--theme-path <dir>]... [--width N] [--color WHEN] [--watch]",
            discussion: """
                Without --sheet, draws a built-in demo sheet that uses every part of a sheet.
                A sheet file is YAML or JSON with the keys of my.showActionSheet or wx.showActionSheet.
                A theme that cannot be used is reported on stderr and the built-in default is drawn instead; \
                the exit status is then 65 (66 when its file cannot be opened) if --theme named it, else 0.
                With --watch, draws again on every save of the files it read, until interrupted; a broken save \
                prints its diagnostics and leaves the last good drawing (and the -o file) as it was.
                """,
            options: [
                .option("--sheet", "FILE|-", "The sheet to draw: a YAML or JSON file, or - for standard input."),
                .option(
                    "--presenter", "NAME",
                    "Who draws it: \(BuiltInPresenters.names.joined(separator: ", ")) or a plugin (default: auto)."),
                .option("--output", "FILE", short: "-o", "Write the drawing to FILE (atomically) instead of stdout."),
            ] + ThemeOptions.options + OutputSettings.options + [PreviewWatch.option],
            run: { arguments, context in
                let name = arguments.value("--presenter") ?? "auto"
                guard let choice = PresenterChoice(named: name, context: context) else {
                    return SheetctlCommand.usageError(
                        UsageError(
                            "unknown presenter '\(name)'",
                            suggestion: Suggestion.closest(to: name, in: PresenterChoice.names(context: context))),
                        spec: Commands.preview, path: ["preview"], context: context)
                }
                let output: OutputOptions
                do throws(UsageError) {
                    output = try OutputSettings.outputOptions(arguments, context: context)
                } catch {
                    return SheetctlCommand.usageError(
                        error, spec: Commands.preview, path: arguments.path, context: context)
                }
                if arguments.has("--watch") {
                    return PreviewWatch.run(arguments, context: context) {
                        drawPreview(arguments, choice: choice, output: output, context: context)
                    }
                }
                let pass = drawPreview(arguments, choice: choice, output: output, context: context)
                guard let drawing = pass.drawing else { return pass.exitCode }
                return PreviewPass.write(drawing, to: arguments.value("--output"), context: context) ?? pass.exitCode
            }
        )
    }
    /// Draws `preview`'s sheet once, without writing it: reads the sheet and the theme (their
    /// diagnostics go to stderr) and renders. `--watch` calls it again on every save.
    /// - Returns: The drawing, the exit code it earns and the files it read.
    static func drawPreview(
        _ arguments: ParsedArguments, choice: PresenterChoice, output: OutputOptions, context: CommandContext
    ) -> PreviewPass {
        var inputs: [String] = []
        var sheet = ActionSheet.demo
        if let path = arguments.value("--sheet") {
            if path != "-" { inputs.append(path) }
            switch SheetSource.load(path, context: context) {
            case .success(let loaded): sheet = loaded
            case .failure(let status): return PreviewPass(drawing: nil, exitCode: status.code, inputs: inputs)
            }
        }
        let (theme, themeExitCode, themeFiles) = ThemeOptions.loadReadingFiles(arguments, context: context)
        inputs += themeFiles
        let request = PresentationRequest(sheet: sheet, theme: theme, output: output)
        defer { choice.reportFallbacks(to: context) }
        do throws(PresentationError) {
            return PreviewPass(drawing: try choice.presenter.render(request), exitCode: themeExitCode, inputs: inputs)
        } catch {
            context.stderr.write("sheetctl: \(error.message)\n")
            return PreviewPass(drawing: nil, exitCode: ExitCode.dataError, inputs: inputs)
        }
    }
}
