// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "sheetctl",
    products: [
        .executable(name: "sheetctl", targets: ["sheetctl"]),
        // A host a reader can copy: one call on stdin, its answer on stdout, as `sheetctl present`.
        .executable(name: "sheetctl-host-example", targets: ["sheetctl-host-example"]),
        .library(name: "ThemeKit", targets: ["ThemeKit"]),
        .library(name: "PresenterRegistry", targets: ["PresenterRegistry"]),
        // For hosts' tests: the recording delegate and the presenter contract. No production target imports it.
        .library(name: "PresenterTesting", targets: ["PresenterTesting"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // Two calls Swift cannot spell, both variadic in C: prctl (a child subreaper) and pidfd_open;
        // Linux only, and a failing stub elsewhere.
        .target(name: "CProcessControl"),
        // The system layer: the only code that imports Glibc or Darwin (descriptors, `Errno`, the
        // atomic writer, signals, process control, file watching).
        .target(name: "SheetSystem", dependencies: ["CProcessControl"]),
        // Text that is not about themes: the sanitiser, cell widths, numbers, sources and their
        // located diagnostics, the JSON reader and writer, suggestions.
        .target(name: "SheetText", dependencies: ["SheetSystem"]),
        .target(name: "ThemeKit", dependencies: ["CYAML", "SheetText", "SheetSystem"]),
        // HTTP for `preview --serve` and `present --presenter web`: libmicrohttpd, whose header
        // (libmicrohttpd-dev) the build needs but which is loaded with dlopen when a server first
        // starts, so a command that does not serve never loads it and GnuTLS behind it.
        .target(name: "CMicroHTTPD", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(
            name: "SheetServer",
            dependencies: ["CMicroHTTPD", "ThemeKit", "PresenterRegistry", "SheetTerminal", "SheetSystem"]),
        // The terminal below the presenters: raw mode, keys, queries, SGR, and the picker as a
        // frame of lines.
        .target(name: "SheetTerminal", dependencies: ["ThemeKit", "SheetText", "SheetSystem"]),
        // External processes and their containment, for the plugin presenters.
        .target(name: "SheetPlugins", dependencies: ["SheetSystem"]),
        .target(
            name: "PresenterRegistry",
            dependencies: ["ThemeKit", "SheetText", "SheetSystem", "SheetTerminal", "SheetPlugins"]),
        // Editing the routing file and the compiled routing cache: the command line's, not linked
        // by a host that only answers calls.
        .target(
            name: "RoutingTools", dependencies: ["PresenterRegistry", "ThemeKit", "SheetText", "SheetSystem"]),
        // `sheetctl snapshot`: the matrix of themes, sheets, modes, widths and presenters drawn into
        // files, compared, explained and reported. A target of its own, as RoutingTools is: a host
        // that answers calls does not link the diffing and the reports.
        .target(
            name: "SheetSnapshot",
            dependencies: ["PresenterRegistry", "ThemeKit", "SheetText", "SheetSystem", "SheetTerminal"]),
        .target(name: "PresenterTesting", dependencies: ["PresenterRegistry", "ThemeKit", "SheetTerminal", "SheetSystem"]),
        // The language server (`sheetctl lsp`): framing, the dispatcher and what it answers, as a library
        // the command line only wraps.
        .target(
            name: "SheetLanguageServer", dependencies: ["ThemeKit", "SheetText", "SheetSystem", "PresenterRegistry"]),
        // A command line declared once, and what that gives: the word parser, help, completion scripts.
        .target(name: "CommandLineKit", dependencies: ["SheetText"]),
        .target(
            name: "SheetctlCLI",
            dependencies: [
                "CommandLineKit", "ThemeKit", "SheetText", "SheetSystem", "SheetTerminal", "PresenterRegistry",
                "RoutingTools", "SheetLanguageServer", "SheetServer", "SheetSnapshot",
            ]),
        // Release builds link the Swift runtime statically and call generic metadata accessors
        // directly: build flags, not settings here (unsafe flags would keep other packages from
        // depending on this one by version); `make build` and BENCHMARKS.md give them.
        .executableTarget(name: "sheetctl", dependencies: ["SheetctlCLI", "PresenterRegistry"]),
        // Public API only: without package access the libraries' `package` declarations are hidden.
        .executableTarget(
            name: "sheetctl-host-example", dependencies: ["PresenterRegistry", "ThemeKit"], packageAccess: false),
        // Benchmarks: `swift run -c release sheetbench`. The two C programs are its floors; the Swift
        // theme floor is what being a Swift program costs before any of sheetctl's work.
        .executableTarget(
            name: "sheetbench",
            // The executables it times are dependencies so that `swift run sheetbench` builds them.
            dependencies: [
                "PresenterRegistry", "ThemeKit", "SheetLanguageServer", "SheetSnapshot", "sheetctl", "sheetbench-theme-floor",
                "sheetbench-theme-floor-swift", "sheetbench-routing-floor",
            ],
            path: "Benchmarks/sheetbench"),
        .executableTarget(
            name: "sheetbench-theme-floor", path: "Benchmarks/ThemeFloor", linkerSettings: [.linkedLibrary("yaml")]),
        .executableTarget(
            name: "sheetbench-theme-floor-swift", dependencies: ["CYAML"], path: "Benchmarks/ThemeFloorSwift"),
        .executableTarget(
            name: "sheetbench-routing-floor", path: "Benchmarks/RoutingFloor",
            linkerSettings: [.linkedLibrary("yaml")]),
        .target(name: "OutsideClients", path: "Tests/OutsideClients"),
        .testTarget(name: "SheetSystemTests", dependencies: ["SheetSystem"]),
        .testTarget(name: "CommandLineKitTests", dependencies: ["CommandLineKit"]),
        .testTarget(name: "SheetTextTests", dependencies: ["SheetText", "SheetSystem"]),
        .testTarget(name: "ThemeKitTests", dependencies: ["ThemeKit", "SheetText", "SheetSystem", "OutsideClients"], exclude: ["Fixtures"]),
        .testTarget(
            name: "RoutingToolsTests", dependencies: ["RoutingTools", "PresenterRegistry", "ThemeKit", "SheetSystem"]),
        .testTarget(
            name: "PresenterRegistryTests", dependencies: ["PresenterRegistry", "PresenterTesting", "RoutingTools", "ThemeKit",
                "SheetTerminal", "SheetText", "SheetSystem", "sheetbench-routing-floor", "OutsideClients",
            ],
            exclude: ["Fixtures", "Golden"]),
        .testTarget(
            name: "SheetLanguageServerTests",
            dependencies: ["SheetLanguageServer", "ThemeKit", "SheetText", "SheetSystem", "PresenterRegistry"]),
        .testTarget(
            name: "SheetctlTests",
            dependencies: [
                "SheetctlCLI", "CommandLineKit", "sheetctl", "sheetctl-host-example", "RoutingTools", "SheetTerminal",
                "SheetText", "SheetSystem", "OutsideClients",
            ], exclude: ["LanguageClients", "Browser", "Tokens/validate_dtcg.py"]),
        .testTarget(name: "SheetServerTests", dependencies: ["SheetServer", "SheetTerminal", "OutsideClients"]),
        .testTarget(
            name: "SheetSnapshotTests",
            dependencies: ["SheetSnapshot", "PresenterRegistry", "ThemeKit", "SheetText", "SheetSystem"]),
        .testTarget(name: "SheetTerminalTests", dependencies: ["SheetTerminal", "ThemeKit", "SheetText", "SheetSystem"]),
    ],
    swiftLanguageModes: [.v6]
)
