import PresenterRegistry
import ThemeKit

extension Commands {
    /// `sheetctl preview`: draw a sheet as a mini program would get it, without interaction.
    static var preview: CommandSpec {
        CommandSpec(
            name: "preview",
            abstract: "Draw an action sheet as a mini program would get it.",
            usage: "[--theme <name|path>] [--theme-path <dir>]...",
            discussion: """
                Without --sheet, draws a built-in demo sheet that uses every part of a sheet.
                A theme that cannot be used is reported on stderr and the built-in default is drawn instead; \
                the exit status is then 65 (66 when its file cannot be opened) if --theme named it, else 0.
                """,
            options: ThemeOptions.options,
            run: { arguments, context in
                let (theme, themeExitCode) = ThemeOptions.load(arguments, context: context)
                let request = PresentationRequest(sheet: .demo, theme: theme)
                do throws(PresentationError) {
                    context.stdout.write(try PlainPresenter().render(request))
                    return themeExitCode
                } catch {
                    context.stderr.write("sheetctl: \(error.message)\n")
                    return ExitCode.dataError
                }
            }
        )
    }
}
