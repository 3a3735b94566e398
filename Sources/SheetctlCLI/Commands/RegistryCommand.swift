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
                switch CommandHost.host(arguments, context: context, alwaysRoutes: true) {
                case .failure(let failure): return failure.exitCode
                case .success(let host) where arguments.has("--json"):
                    context.stdout.write(host.routing.json(file: host.routingFile).compactText + "\n")
                case .success(let host): writeListing(host.routing, file: host.routingFile, context: context)
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
                let app = arguments.positionals[0]
                switch CommandHost.host(arguments, context: context, resolving: app, alwaysRoutes: true) {
                case .failure(let failure): return failure.exitCode
                case .success(let host) where arguments.has("--json"):
                    context.stdout.write(host.routing.resolvedJSON(app).compactText + "\n")
                case .success(let host):
                    let resolved = host.routing.resolve(app)
                    let rows = [
                        ["app", app], ["presenter", resolved.route.presenter], ["theme", resolved.route.theme],
                        ["locale", resolved.route.locale ?? "-"], ["matched", resolved.matched.key(for: app)],
                    ]
                    context.writeTable(rows, firstWidth: 10)
                }
                return ExitStatus.success
            }
        )
    }

    /// `<app-id>`: the one positional argument of `registry resolve`, `set` and `unset`.
    static let appIDArgument = ArgumentSpec(
        "app-id", .one, "A mini program's ID; for set and unset, a pattern ending in '*' is one too.")

    /// Writes what `registry list` prints: where the routes come from, the default route, and the
    /// app entries as a table. The default route stands on a line of its own, as it stands apart in
    /// the file: an app ID may be any printable text, `default` included.
    static func writeListing(_ table: RoutingTable, file: String?, context: CommandContext) {
        let file: MessageText = file.map { "\($0)" } ?? "none (built-in route)"
        let route = table.defaultRoute
        let head: MessageText =
            "Routing file: \(file)\n"
            + "Default route: presenter \(route.presenter), theme \(route.theme), locale \(route.locale ?? "-")\n\n"
        context.stdout.write(head.text)
        guard !table.entries.isEmpty else { return context.stdout.write("No app entries.\n") }
        context.writeTable(
            [["APP", "PRESENTER", "THEME", "LOCALE"]]
                + table.entries.map { [$0.key, $0.route.presenter, $0.route.theme, $0.route.locale ?? "-"] })
    }
}
