import PresenterRegistry
import ThemeKit

extension Commands {
    /// `sheetctl preview`: draw a sheet as a mini program would get it, without interaction.
    static var preview: CommandSpec {
        CommandSpec(
            name: "preview",
            abstract: "Draw an action sheet as a mini program would get it.",
            usage: "",
            discussion: "Without --sheet, draws a built-in demo sheet that uses every part of a sheet.",
            options: [],
            run: { _, context in
                let request = PresentationRequest(sheet: .demo)
                do throws(PresentationError) {
                    context.stdout.write(try PlainPresenter().render(request))
                    return ExitCode.success
                } catch {
                    context.stderr.write("sheetctl: \(error.message)\n")
                    return ExitCode.dataError
                }
            }
        )
    }
}
