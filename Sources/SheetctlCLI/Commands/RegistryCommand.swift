import CommandLineKit
import PresenterRegistry
import RoutingTools
import SheetTerminal
import SheetText
import ThemeKit

extension Commands {
    static var registry: CommandSpec {
        .group(
            name: "registry",
            abstract: "Show which presenter and theme each mini program gets.",
            discussion: """
                The routing file is --registry FILE, else $SHEETCTL_REGISTRY, else
                $XDG_CONFIG_HOME/sheetctl/registry.yaml (~/.config/sheetctl/registry.yaml).
                Without one, every mini program gets presenter 'auto' and theme 'default'.
                """,
            subcommands: [
                .init("list") { registryList }, .init("resolve") { registryResolve }, .init("set") { registrySet },
                .init("unset") { registryUnset }, .init("apply") { registryApply },
            ]
        )
    }

    static var registryList: CommandSpec {
        CommandSpec(
            name: "list",
            abstract: "List the routing file's entries.",
            discussion: """
                With --json, prints one object: file (the routing file's path, null for the built-in \
                route), default ({presenter, theme, locale}) and apps (an array of {app, presenter, theme, \
                locale}, in the file's order), locale null when unset.
                """,
            options: [
                RegistryReadOptions.flag("--json", { $0.json = $1 }, "Print the routes as one JSON object."),
                RegistryReadOptions.bind(HostOptions.registryOption) { $0.host.registry = $1 },
            ],
            arguments: [],
            run: { (options: RegistryReadOptions, _, context) throws(CommandFailure) in
                switch CommandHost.host(options.host, context: context, alwaysRoutes: true) {
                case .failure(let failure): return failure.exitCode
                case .success(let host) where options.json:
                    context.stdout.write(host.routing.json(file: host.routingFile).compactText + "\n")
                case .success(let host): writeListing(host.routing, file: host.routingFile, context: context)
                }
                return ExitStatus.success
            }
        )
    }

    static var registryResolve: CommandSpec {
        CommandSpec(
            name: "resolve",
            abstract: "Print the route of one mini program.",
            discussion: """
                An exact ID beats the longest matching prefix pattern, which beats 'default'.
                With --json, prints one object: app, presenter, theme, locale (null when unset) and
                matched (the exact ID, the pattern, or "default").
                """,
            options: [
                RegistryReadOptions.flag("--json", { $0.json = $1 }, "Print the route as one JSON object."),
                RegistryReadOptions.bind(HostOptions.registryOption) { $0.host.registry = $1 },
            ],
            arguments: [appIDArgument],
            run: { (options: RegistryReadOptions, arguments, context) throws(CommandFailure) in
                let app = arguments.positionals[0]
                switch CommandHost.host(options.host, context: context, resolving: app, alwaysRoutes: true) {
                case .failure(let failure): return failure.exitCode
                case .success(let host) where options.json:
                    context.stdout.write(host.routing.resolvedJSON(app).compactText + "\n")
                case .success(let host):
                    let resolved = host.routing.resolve(app)
                    let rows = [
                        ["app", app], ["presenter", resolved.route.presenter], ["theme", resolved.route.theme],
                        ["locale", resolved.route.locale ?? "-"], ["matched", resolved.matched.key(for: app)],
                    ]
                    context.stdout.write(TerminalTable.text(rows, firstWidth: 10))
                }
                return ExitStatus.success
            }
        )
    }

    static let appIDArgument = ArgumentSpec(
        "app-id", .one, "A mini program's ID; for set and unset, a pattern ending in '*' is one too.")

    /// The default route stands on a line of its own: an app ID may be any printable text, `default` included.
    static func writeListing(_ table: RoutingTable, file: String?, context: CommandContext) {
        let file: MessageText = file.map { "\($0)" } ?? "none (built-in route)"
        let route = table.defaultRoute
        let head: MessageText =
            "Routing file: \(file)\n"
            + "Default route: presenter \(route.presenter), theme \(route.theme), locale \(route.locale ?? "-")\n\n"
        context.stdout.write(head.text)
        guard !table.entries.isEmpty else { return context.stdout.write("No app entries.\n") }
        context.stdout.write(
            TerminalTable.text(
                [["APP", "PRESENTER", "THEME", "LOCALE"]]
                    + table.entries.map { [$0.key, $0.route.presenter, $0.route.theme, $0.route.locale ?? "-"] }))
    }

    static var registrySet: CommandSpec {
        CommandSpec(
            name: "set",
            abstract: "Route a mini program to a presenter, theme or locale.",
            discussion: """
                Creates or updates the app's entry in the routing file; fields not given keep their values.
                The app ID may end in '*' to match every ID with that prefix; IDs are compared byte for byte.
                Nothing is printed on success. Only the values given are rewritten, in place; the rest of the
                file, comments and layout included, stays as it was. The file and its folder are created when
                missing. The entry is checked by the loader's rules first: a presenter that is not built in and
                has no plugin on PATH, a bad pattern or a locale that is not a language tag is refused (65);
                a theme no theme folder has is a warning. --allow-missing-plugin routes to a plugin that is
                not installed yet (resolving skips the entry, with a warning, until it is).
                \(RegistryEditing.fileDiscussion)
                """,
            options: [
                RegistryEditing.Options.option(
                    "--presenter", { $0.presenter = $1 }, .presenter(.all),
                    "The presenter: \(PresenterSet.all.prose)."),
                RegistryEditing.Options.option("--theme", { $0.theme = $1 }, .theme, "The theme's name or path."),
                RegistryEditing.Options.option(
                    "--locale", { $0.locale = $1 }, .text, placeholder: "tag",
                    "The locale for the cancel label (a BCP 47 tag such as zh-Hans)."),
            ] + RegistryEditing.Options.shared,
            arguments: [appIDArgument],
            run: { (options: RegistryEditing.Options, arguments, context) throws(CommandFailure) in
                let fields = RouteFields(presenter: options.presenter, theme: options.theme, locale: options.locale)
                guard !fields.isEmpty else {
                    throw .usage(UsageError("give at least one of --presenter, --theme and --locale"))
                }
                // The values are located in the command line itself, quoted as one line.
                let line = RoutingChange.commandLine(
                    ["sheetctl"] + arguments.path, app: arguments.positionals[0], fields: fields)
                return try RegistryEditing.run(
                    Commands.registrySet, options, context, createIfMissing: true, changeSource: line.source
                ) { [line.change] }
            }
        )
    }

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
            options: [RegistryEditing.Options.bind(RegistryEditing.registryOption) { $0.registry = $1 }],
            arguments: [appIDArgument],
            run: { (options: RegistryEditing.Options, arguments, context) throws(CommandFailure) in
                try RegistryEditing.run(Commands.registryUnset, options, context, createIfMissing: false) {
                    [RoutingChange(app: arguments.positionals[0], action: .unset)]
                }
            }
        )
    }

    static var registryApply: CommandSpec {
        CommandSpec(
            name: "apply",
            abstract: "Make many changes to the routing file at once: all of them, or none.",
            discussion: """
                Reads a YAML (or JSON) list of changes from FILE, or from standard input for '-', and applies
                them in order under one lock and one rewrite, so 10,000 changes cost one rewrite. Each item
                is 'set: ID' with at least one of presenter, theme and locale, or 'unset: ID':

                  - set: "2021001234567890"
                    presenter: json
                    theme: midnight
                  - { set: "2021*", presenter: plain }
                  - unset: "2022000000000001"

                Every change is checked as 'registry set' and 'registry unset' check theirs; when any is
                refused (located in FILE), nothing is written. An unset of an app without an entry is done
                already, so applying the same list twice changes nothing the second time; with --strict it
                is refused (exit code 1), as 'registry unset' refuses it.
                \(RegistryEditing.fileDiscussion)
                """,
            options: [
                RegistryEditing.Options.shared[0],
                RegistryEditing.Options.flag(
                    "--strict", { $0.strict = $1 },
                    "Refuse an unset of an app that has no entry, instead of counting it done."),
            ] + RegistryEditing.Options.shared.dropFirst(),
            arguments: [ArgumentSpec("changes", .one, "The list of changes: a file, or '-' for standard input.")],
            run: { (options: RegistryEditing.Options, arguments, context) throws(CommandFailure) in
                let name = arguments.positionals[0]
                let limit = YAMLLimits.document.maxInputBytes
                let source: SourceText
                let changes: [RoutingChange]
                do throws(DiagnosticError) {
                    source =
                        name == "-"
                        ? try SourceText.readStandardInput(maxBytes: limit)
                        : try SourceText.read(path: name, maxBytes: limit, acceptingPipes: true)
                } catch {
                    context.report(error.diagnostics)
                    return error.exitStatus
                }
                do throws(DiagnosticError) {
                    changes = try RoutingChangeList.parse(source)
                } catch {
                    context.report(error.diagnostics, sources: [source])
                    return error.exitStatus
                }
                if changes.isEmpty { return ExitStatus.success }
                return try RegistryEditing.run(
                    Commands.registryApply, options, context, createIfMissing: true, changeSource: source
                ) { changes }
            }
        )
    }
}

enum RegistryEditing {
    struct Options: CommandOptions {
        var presenter, theme, locale, registry: String?
        var allowsMissingPlugin = false
        var strict = false
        var themePaths: [String] = []

        static var shared: [OptionSpec] {
            [
                flag(
                    "--allow-missing-plugin", { $0.allowsMissingPlugin = $1 },
                    "Accept a presenter that is not installed yet (a plugin to come)."),
                bind(registryOption) { $0.registry = $1 }, bind(HostOptions.searchPath) { $0.themePaths = $1 },
            ]
        }
    }

    static let registryOption = OptionSpec.option(
        "--registry", .file, "The routing file (default: $SHEETCTL_REGISTRY, else ~/.config/sheetctl/registry.yaml).")

    static let fileDiscussion = """

        The file is --registry, else $SHEETCTL_REGISTRY, else $XDG_CONFIG_HOME/sheetctl/registry.yaml
        (~/.config/sheetctl/registry.yaml). Edits hold a lock (FILE.lock, left in place; a link, FIFO or
        folder there is an error) and replace the file by renaming a complete new one over it, keeping its
        mode and owner, so concurrent edits are never lost and an interrupted edit never leaves a partial
        file. A file without write permission, or with other hard links (which the rename would break), is
        refused; make the other names symbolic links, which are followed.

        Exit codes: 0 done; 1 no such entry (unset); 64 usage; 65 the file cannot be used (not a routing
        file, too large) or the edit would break its rules (it is left unchanged); 66 the file cannot be
        read; 74 the file cannot be locked or written, or may not be.
        """

    /// The one place an edit's result becomes messages and a status; `changes` run before the file is locked.
    static func run(
        _ spec: CommandSpec, _ options: Options, _ context: CommandContext, createIfMissing: Bool,
        changeSource: SourceText? = nil, changes: () -> [RoutingChange]
    ) throws(CommandFailure) -> Int32 {
        let changes = changes()
        guard let location = RegistryLocation.locate(flag: options.registry, environment: context.environment) else {
            throw .usage(UsageError("no routing file: give --registry FILE, or set SHEETCTL_REGISTRY or HOME"))
        }
        var editor = RoutingFileEditor(
            source: SourceText(name: location.path, bytes: []), catalog: CommandHost.presenters(context))
        editor.allowsUnknownPresenters = options.allowsMissingPlugin
        // A list of changes says how the file should end: an app already without an entry is done, unless --strict.
        editor.refusesAbsentUnset = spec.name != Commands.registryApply.name || options.strict
        var warnings: [Diagnostic] = []
        var edited: SourceText?
        do throws(RoutingEditError) {
            try RoutingFileUpdater(path: location.path).update(createIfMissing: createIfMissing) {
                source throws(RoutingEditError) in
                var editor = editor
                editor.source = source
                let edit = try editor.apply(changes)
                (warnings, edited) = (edit.warnings, source)
                return edit.bytes
            }
            let searchPath = ThemeSearchPath.standard(commandLine: options.themePaths, environment: context.environment)
            warnings += RoutingChange.missingThemes(changes, on: searchPath)
            context.report(warnings, sources: [edited, changeSource].compactMap { $0 })
            return ExitStatus.success
        } catch {
            let sources = [edited, changeSource].compactMap { $0 }
            context.report(warnings, sources: sources)
            switch error.kind {
            case .invalidArgument:
                throw .usage(UsageError("\(error.message)"))
            case .unusable:
                context.report(error.diagnostics, sources: sources)
                context.stderr.write("sheetctl: \(error.message); it was not changed\n")
            case .unreadable:
                context.report(error.diagnostics)
                context.stderr.write("sheetctl: \(error.message)\n")
            case .noEntry where !error.diagnostics.isEmpty:
                context.report(error.diagnostics, sources: sources)
            case .noEntry, .io:
                context.stderr.write("sheetctl: \(error.message)\n")
            }
            return CommandFailure.edit(error).exitCode
        }
    }
}

struct RegistryReadOptions: CommandOptions {
    var json = false
    var host = HostOptions()
}
