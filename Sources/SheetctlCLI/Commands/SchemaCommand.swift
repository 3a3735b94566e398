import PresenterRegistry
import ThemeKit

extension Commands {
    /// The formats `sheetctl schema` can print, with their schema text; a new format joins here
    /// (theme files, sheet files and calls, routing files).
    static let schemas: [(name: String, text: @Sendable () -> String)] = [
        ("theme", { ThemeSchema.text }),
        ("sheet", { SheetSchema.text }),
        ("registry", { RoutingFile.jsonSchema.prettyText + "\n" }),
        ("call-log", { CallLog.schema.prettyText + "\n" }),
    ]

    /// `sheetctl schema theme`: print the JSON Schema of a file format, for editors and CI.
    static var schema: CommandSpec {
        CommandSpec(
            name: "schema",
            abstract: "Print the JSON Schema (draft 2020-12) of a file format.",
            discussion: """
                Formats: \(schemas.map(\.name).joined(separator: ", ")).
                Editors that read '# yaml-language-server: $schema=…' use it to check and complete the files.
                """,
            arguments: [
                ArgumentSpec(
                    "format", kind: .choices(schemas.map(\.name)),
                    "The file format: \(schemas.map(\.name).joined(separator: ", ")).")
            ],
            run: { arguments, context in
                // The word was checked against the argument's choices before the command ran.
                guard let schema = schemas.first(where: { $0.name == arguments.positionals[0] }) else {
                    return ExitStatus.usage
                }
                context.stdout.write(schema.text())
                return ExitStatus.success
            }
        )
    }
}
