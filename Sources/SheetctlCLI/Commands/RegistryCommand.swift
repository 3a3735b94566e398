import RoutingTools
import SheetTerminal
import SheetText
import PresenterRegistry
import ThemeKit

extension Commands {
    /// `sheetctl registry`: the routing file's entries, and the route one mini program gets.
    static var registry: CommandSpec {
        .group(
            name: "registry",
            abstract: "Show which presenter and theme each mini program gets.",
            discussion: """
                The routing file is --registry FILE, else $SHEETCTL_REGISTRY, else
                $XDG_CONFIG_HOME/sheetctl/registry.yaml (~/.config/sheetctl/registry.yaml).
                Without one, every mini program gets presenter 'auto' and theme 'default'.
                """,
            subcommands: [registryList, registryResolve, registrySet, registryUnset, registryApply]
        )
    }

    /// The `--registry` option, shared by every command that reads the routing file.
    static let registryOption = OptionSpec.option(
        "--registry", .file, "The routing file (default: $SHEETCTL_REGISTRY, else the config directory's).")

    /// `sheetctl registry list`.
    static var registryList: CommandSpec {
        CommandSpec(
            name: "list",
            abstract: "List the routing file's entries.",
            discussion: """
                With --json, prints one object: file (the routing file's path, null for the built-in \
                route), default ({presenter, theme, locale}) and apps (an array of {app, presenter, theme, \
                locale}, in the file's order), locale null when unset.
                """,
            options: [.flag("--json", "Print the routes as one JSON object."), registryOption],
            arguments: [],
            run: { arguments, context in
                switch loadRoutingTable(arguments, context: context) {
                case .failure(let failure): return failure.exitCode
                case .success(let loaded) where arguments.has("--json"):
                    context.stdout.write(routingJSON(loaded.table, location: loaded.location).compactText + "\n")
                case .success(let loaded): context.stdout.write(routingListing(loaded.table, location: loaded.location))
                }
                return ExitStatus.success
            }
        )
    }

    /// `sheetctl registry resolve ID`.
    static var registryResolve: CommandSpec {
        CommandSpec(
            name: "resolve",
            abstract: "Print the route of one mini program.",
            discussion: """
                An exact ID beats the longest matching prefix pattern, which beats 'default'.
                With --json, prints one object: app, presenter, theme, locale (null when unset) and
                matched (the exact ID, the pattern, or "default").
                """,
            options: [.flag("--json", "Print the route as one JSON object."), registryOption],
            arguments: [appIDArgument],
            run: { arguments, context in
                let table: RoutingTable
                switch loadRoutingTable(arguments, context: context, resolving: arguments.positionals[0]) {
                case .failure(let failure): return failure.exitCode
                case .success(let loaded): table = loaded.table
                }
                let app = arguments.positionals[0]
                let resolved = table.resolve(app)
                if arguments.has("--json") {
                    let object: JSONValue = .object([
                        "app": .string(app),
                        "presenter": .string(resolved.route.presenter),
                        "theme": .string(resolved.route.theme),
                        "locale": resolved.route.locale.map(JSONValue.string) ?? .null,
                        "matched": .string(resolved.matched.key(for: app)),
                    ])
                    context.stdout.write(object.compactText + "\n")
                } else {
                    let rows = [
                        ("app", app), ("presenter", resolved.route.presenter),
                        ("theme", resolved.route.theme), ("locale", resolved.route.locale ?? "-"),
                        ("matched", resolved.matched.key(for: app)),
                    ]
                    context.stdout.write(
                        rows.map { "\($0.0.padding(to: 10))\(TerminalText.sanitize($0.1))\n" }.joined())
                }
                return ExitStatus.success
            }
        )
    }

    /// `<app-id>`: the one positional argument of `registry resolve`, `set` and `unset`.
    static let appIDArgument = ArgumentSpec(
        "app-id", .one, "A mini program's ID; for set and unset, a pattern ending in '*' is one too.")

    /// Loads the routing table the arguments and environment point to, reporting any problem on stderr.
    /// - Parameter app: The one app the command resolves, when it resolves one: the table may then
    ///   come from the compiled cache (unless `SHEETCTL_NO_CACHE=1`) and answer only for it.
    /// - Returns: The table and where it came from (`nil` when no file was read), or the exit code:
    ///   66 when a named file cannot be opened, 65 when the file cannot be used.
    static func loadRoutingTable(
        _ arguments: ParsedArguments, context: CommandContext, catalog: PresenterCatalog? = nil,
        resolving app: String? = nil
    ) -> Result<(table: RoutingTable, location: RegistryLocation?), CommandFailure> {
        guard
            let location = RegistryLocation.locate(
                flag: arguments.value("--registry"), environment: context.environment)
        else { return .success((RoutingTable(), nil)) }
        do throws(DiagnosticError) {
            let catalog = catalog ?? CommandHost.presenters(context)
            let table: RoutingTable
            let source: SourceText?
            let warnings: [Diagnostic]
            var found = false
            if let app {
                let distrust: RoutingCache.Distrust?
                (table, source, warnings, found, distrust) = try location.loadTable(
                    catalog: catalog, resolving: app, cache: RoutingCache.standard(environment: context.environment))
                if let distrust {
                    context.stderr.write(
                        "sheetctl: note: the routing cache is not used: '\(distrust.path)': \(distrust.reason)\n")
                }
            } else {
                (table, source, warnings) = try location.loadTable(catalog: catalog)
            }
            // An entry that cannot be used is skipped, not fatal: say which, and go on.
            if !warnings.isEmpty { context.report(warnings, sources: source.map { [$0] } ?? []) }
            return .success((table, source == nil && !found ? nil : location))
        } catch {
            context.report(error.diagnostics)
            return .failure(.input(error))
        }
    }

    /// What `registry list` prints: where the routes come from, the default route, and the app
    /// entries as a table.
    ///
    /// The default route stands on a line of its own rather than as a row of the table, as it
    /// stands apart in the file (the top-level `default`, beside `apps`): an app ID may be any
    /// printable text, `default` included, so no label in the APP column could tell the two apart.
    static func routingListing(_ table: RoutingTable, location: RegistryLocation?) -> String {
        let file: MessageText = location.map { "\($0.path)" } ?? "none (built-in route)"
        let route = table.defaultRoute
        var out: MessageText = "Routing file: \(file)\n"
        out +=
            "Default route: presenter \(route.presenter), theme \(route.theme), locale \(route.locale ?? "-")\n\n"
        guard !table.entries.isEmpty else { return out.text + "No app entries.\n" }
        var rows: [[String]] = [["APP", "PRESENTER", "THEME", "LOCALE"]]
        for entry in table.entries {
            rows.append(
                [entry.key, entry.route.presenter, entry.route.theme, entry.route.locale ?? "-"].map(
                    TerminalText.sanitize))
        }
        return out.text + alignedTable(rows)
    }

    /// What `registry list --json` prints: the file, the default route and each app's route.
    static func routingJSON(_ table: RoutingTable, location: RegistryLocation?) -> JSONValue {
        func route(_ route: Route, app: String? = nil) -> JSONValue {
            var object: JSONObject = [
                "presenter": .string(route.presenter), "theme": .string(route.theme),
                "locale": route.locale.map(JSONValue.string) ?? .null,
            ]
            if let app { object["app"] = .string(app) }
            return .object(object)
        }
        return .object([
            "file": location.map { .string($0.path) } ?? .null,
            "default": route(table.defaultRoute),
            "apps": .array(table.entries.map { route($0.route, app: $0.key) }),
        ])
    }

    /// Rows as columns padded to their widest cell, two spaces apart.
    static func alignedTable(_ rows: [[String]]) -> String {
        guard let columns = rows.first?.count else { return "" }
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], TerminalText.width(cell)) }
        }
        var out = ""
        for row in rows {
            var line = ""
            for (index, cell) in row.enumerated() {
                line += index == columns - 1 ? cell : cell.padding(to: widths[index] + 2)
            }
            out += line + "\n"
        }
        return out
    }
}

extension String {
    /// The text followed by spaces up to `width` terminal cells.
    func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - TerminalText.width(self)))
    }
}
