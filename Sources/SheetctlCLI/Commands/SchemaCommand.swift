import PresenterRegistry
import ThemeKit

extension Commands {
    /// The formats `sheetctl schema` can print, with their schema text.
    static let schemas: [(name: String, text: @Sendable () -> String)] = [
        ("theme", { ThemeSchema.text }),
        ("sheet", { SheetSchema.text }),
        ("registry", { RoutingFile.jsonSchema.prettyText + "\n" }),
    ]

    /// `sheetctl schema theme`: print the JSON Schema of a file format, for editors and CI.
    static var schema: CommandSpec {
        CommandSpec(
            name: "schema",
            abstract: "Print the JSON Schema (draft 2020-12) of a file format.",
            usage: "<format>",
            discussion: """
                Formats: \(schemas.map(\.name).joined(separator: ", ")).
                Editors that read '# yaml-language-server: $schema=…' use it to check and complete theme files.
                """,
            run: { arguments, context in
                let names = schemas.map(\.name)
                let fail = { (error: UsageError) in
                    SheetctlCommand.usageError(error, spec: Commands.schema, path: arguments.path, context: context)
                }
                guard let name = arguments.positionals.first else {
                    return fail(UsageError("missing format: one of \(names.joined(separator: ", "))"))
                }
                guard arguments.positionals.count == 1 else {
                    return fail(UsageError("unexpected argument '\(arguments.positionals[1])'"))
                }
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
