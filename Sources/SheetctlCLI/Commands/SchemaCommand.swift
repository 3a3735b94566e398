import PresenterRegistry
import ThemeKit

extension Commands {
    /// The formats `sheetctl schema` can print, with their schema text; a new format joins here
    /// (the routing file's `registry` comes with the registry).
    static let schemas: [(name: String, text: @Sendable () -> String)] = [
        ("theme", { ThemeSchema.text }),
        ("sheet", { SheetSchema.text }),
    ]

    /// `sheetctl schema theme`: print the JSON Schema of a file format, for editors and CI.
    static var schema: CommandSpec {
        CommandSpec(
            name: "schema",
            abstract: "Print the JSON Schema (draft 2020-12) of a file format.",
            usage: "<format>",
            discussion: """
                Formats: \(schemas.map(\.name).joined(separator: ", ")).
                Editors that read '# yaml-language-server: $schema=…' use it to check and complete the files.
                """,
            arguments: [
                ArgumentSpec(
                    "format", completion: .choices(schemas.map(\.name)),
                    "The file format: \(schemas.map(\.name).joined(separator: ", ")).")
            ],
            run: { arguments, context in
                let names = schemas.map(\.name)
                let fail = { (error: UsageError) in
                    SheetctlCommand.usageError(error, spec: Commands.schema, path: arguments.path, context: context)
                }
                // The count was checked against 'arguments' before the command ran.
                let name = arguments.positionals[0]
                guard let schema = schemas.first(where: { $0.name == name }) else {
                    return fail(
                        UsageError(
                            "unknown format '\(name)': one of \(names.joined(separator: ", "))",
                            suggestion: Suggestion.closest(to: name, in: names)))
                }
                context.stdout.write(schema.text())
                return ExitCode.success
            }
        )
    }
}
