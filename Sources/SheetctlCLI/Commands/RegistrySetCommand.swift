import PresenterRegistry
import ThemeKit

extension Commands {
    /// `sheetctl registry set ID [--presenter P] [--theme T] [--locale L] [--registry FILE]`.
    static var registrySet: CommandSpec {
        CommandSpec(
            name: "set",
            abstract: "Route a mini program to a presenter, theme or locale.",
            discussion: """
                Creates or updates the app's entry in the routing file; fields not given keep their values.
                The app ID may end in '*' to match every ID with that prefix. Nothing is printed on success.
                Only the entry's own lines are rewritten (as one line); the rest of the file, comments included,
                stays as it was. The file and its folder are created when missing.
                \(RegistryEditing.fileDiscussion)
                """,
            options: [
                .option("--presenter", .presenter(.all), "The presenter: \(PresenterSet.all.prose)."),
                .option("--theme", .theme, "The theme's name or path."),
                .option(
                    "--locale", .text, placeholder: "tag",
                    "The locale for the cancel label (a BCP 47 tag such as zh-Hans)."),
                RegistryEditing.registryOption,
            ],
            arguments: [appIDArgument],
            run: { arguments, context in
                let fields = RouteFields(
                    presenter: arguments.value("--presenter"), theme: arguments.value("--theme"),
                    locale: arguments.value("--locale"))
                guard !fields.isEmpty else {
                    return RegistryEditing.usage(
                        UsageError("give at least one of --presenter, --theme and --locale"), Commands.registrySet,
                        arguments,
                        context)
                }
                return RegistryEditing.run(Commands.registrySet, arguments, context, createIfMissing: true) {
                    app, source throws(RoutingEditError) in
                    try RoutingFileEditor(source: source).set(app: app, fields: fields)
                }
            }
        )
    }

    /// `sheetctl registry unset ID [--registry FILE]`.
    static var registryUnset: CommandSpec {
        CommandSpec(
            name: "unset",
            abstract: "Remove a mini program's entry from the routing file.",
            discussion: """
                Removes the entry's lines; the rest of the file stays as it was. The ID must be written as it
                stands in the file (a pattern such as 2021* is removed as a whole). An app with no entry is an
                error: exit code 1, and the file is not touched.
                \(RegistryEditing.fileDiscussion)
                """,
            options: [RegistryEditing.registryOption],
            arguments: [appIDArgument],
            run: { arguments, context in
                RegistryEditing.run(Commands.registryUnset, arguments, context, createIfMissing: false) {
                    app, source throws(RoutingEditError) in
                    try RoutingFileEditor(source: source).unset(app: app)
                }
            }
        )
    }
}

/// What `registry set` and `registry unset` share: which file, the locked edit, and the exit codes.
enum RegistryEditing {
    static let registryOption = OptionSpec.option(
        "--registry", .file, "The routing file (default: $SHEETCTL_REGISTRY, else ~/.config/sheetctl/registry.yaml).")

    static let fileDiscussion = """

        The file is --registry, else $SHEETCTL_REGISTRY, else $XDG_CONFIG_HOME/sheetctl/registry.yaml
        (~/.config/sheetctl/registry.yaml). Edits hold a lock (FILE.lock, left in place) and replace the file
        by renaming a complete new one over it, so concurrent edits are never lost and an interrupted edit
        never leaves a partial file.

        Exit codes: 0 done; 1 no such entry (unset); 64 usage; 65 the file cannot be parsed or edited safely
        (it is left unchanged); 66 the file cannot be read; 74 the file cannot be locked or written.
        """

    /// Runs one edit with the exit-code mapping of both commands.
    static func run(
        _ spec: CommandSpec, _ arguments: ParsedArguments, _ context: CommandContext, createIfMissing: Bool,
        edit: (String, SourceText) throws(RoutingEditError) -> String
    ) -> Int32 {
        // The argument was counted before the command ran.
        let app = arguments.positionals[0]
        guard
            let location = RegistryLocation.locate(
                flag: arguments.value("--registry"), environment: context.environment)
        else {
            return usage(
                UsageError("no routing file: give --registry FILE, or set SHEETCTL_REGISTRY or HOME"), spec, arguments,
                context)
        }
        do throws(RoutingEditError) {
            try RoutingFileUpdater(path: location.path).update(createIfMissing: createIfMissing) {
                source throws(RoutingEditError) in try edit(app, source)
            }
            return ExitCode.success
        } catch {
            switch error.kind {
            case .invalidArgument:
                return usage(UsageError("\(error.message)"), spec, arguments, context)
            case .unusable:
                context.report(error.diagnostics)
                context.stderr.write("sheetctl: \(error.message); it was not changed\n")
            case .unreadable:
                context.report(error.diagnostics)
                context.stderr.write("sheetctl: \(error.message)\n")
            case .noEntry, .io:
                context.stderr.write("sheetctl: \(error.message)\n")
            }
            return CommandFailure.edit(error).exitCode
        }
    }

    static func usage(_ error: UsageError, _ spec: CommandSpec, _ arguments: ParsedArguments, _ context: CommandContext)
        -> Int32
    {
        SheetctlCommand.usageError(error, spec: spec, path: arguments.path, context: context)
    }
}
