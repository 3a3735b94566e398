import PresenterRegistry
import ThemeKit
extension Commands {
    /// The shells `sheetctl completions` writes scripts for.
    static let completionShells = ["bash", "zsh", "fish"]

    /// `sheetctl completions bash|zsh|fish`: a completion script generated from the command table.
    static var completions: CommandSpec {
        CommandSpec(
            name: "completions",
            abstract: "Print a shell completion script for bash, zsh or fish.",
            discussion: """
                bash:  source <(sheetctl completions bash)   (or save it in bash-completion's folder)
                zsh:   sheetctl completions zsh > "${fpath[1]}/_sheetctl"
                fish:  sheetctl completions fish > ~/.config/fish/completions/sheetctl.fish
                Theme and presenter names are completed by running 'sheetctl themes list' and
                'sheetctl presenters list' when you press Tab; a name is offered as one word, whatever it holds.
                """,
            arguments: [
                ArgumentSpec(
                    "shell", kind: .choices(completionShells),
                    "The shell: \(completionShells.joined(separator: ", ")).")
            ],
            run: { arguments, context in
                // The word was checked against the argument's choices before the command ran.
                context.stdout.write(CompletionModel(root: Commands.root).script(arguments.positionals[0]))
                return ExitStatus.success
            }
        )
    }
}
