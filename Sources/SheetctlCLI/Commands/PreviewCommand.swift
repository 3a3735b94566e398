import PresenterRegistry
import ThemeKit

extension Commands {
    /// `sheetctl preview`: draw a sheet as a mini program would get it, without interaction.
    static var preview: CommandSpec {
        CommandSpec(
            name: "preview",
            abstract: "Draw an action sheet as a mini program would get it.",
            usage: "[--presenter NAME] [--width N] [--color WHEN]",
            discussion: "Without --sheet, draws a built-in demo sheet that uses every part of a sheet.",
            options: [.option("--presenter", "NAME", "Draw with this presenter: plain, ansi or auto (default: auto).")]
                + OutputSettings.options,
            run: { arguments, context in
                let output: OutputOptions
                let presenter: any ActionSheetPresenter
                do throws(UsageError) {
                    output = try OutputSettings.outputOptions(arguments, context: context)
                    presenter = try previewPresenter(arguments.choice("--presenter", ["plain", "ansi", "auto"]))
                } catch {
                    return SheetctlCommand.usageError(
                        error, spec: Commands.preview, path: arguments.path, context: context)
                }
                let request = PresentationRequest(sheet: .demo, output: output)
                do throws(PresentationError) {
                    context.stdout.write(try presenter.render(request))
                    return ExitCode.success
                } catch {
                    context.stderr.write("sheetctl: \(error.message)\n")
                    return ExitCode.dataError
                }
            }
        )
    }

    /// The built-in terminal presenters by name; `nil` means `auto`.
    private static func previewPresenter(_ name: String?) -> any ActionSheetPresenter {
        switch name {
        case "plain": PlainPresenter()
        case "ansi": AnsiPresenter()
        default: AutoPresenter()
        }
    }
}
