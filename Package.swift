// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "sheetctl",
    products: [
        .executable(name: "sheetctl", targets: ["sheetctl"]),
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
        .target(name: "ThemeKit", dependencies: ["CYAML"]),
        // HTTP for `preview --serve` and `present --presenter web`: libmicrohttpd, whose header
        // (libmicrohttpd-dev) the build needs but which is loaded with dlopen when a server first
        // starts, so a command that does not serve never loads it and GnuTLS behind it.
        .target(name: "CMicroHTTPD", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "SheetServer", dependencies: ["CMicroHTTPD", "ThemeKit", "PresenterRegistry"]),
        // Two calls Swift cannot spell, both variadic in C: prctl (a child subreaper) and pidfd_open.
        .target(name: "CProcessControl"),
        .target(name: "PresenterRegistry", dependencies: ["ThemeKit", "CProcessControl"]),
        .target(name: "PresenterTesting", dependencies: ["PresenterRegistry", "ThemeKit"]),
        // The language server (`sheetctl lsp`): framing, the dispatcher and what it answers, as a library
        // the command line only wraps.
        .target(name: "SheetLanguageServer", dependencies: ["ThemeKit", "PresenterRegistry"]),
        .target(
            name: "SheetctlCLI", dependencies: ["ThemeKit", "PresenterRegistry", "SheetLanguageServer", "SheetServer"]),
        // Linking the Swift runtime statically halves start-up (see BENCHMARKS.md); debug builds,
        // which the tests use, stay dynamic.
        .executableTarget(
            name: "sheetctl", dependencies: ["SheetctlCLI"],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]),
        // Benchmarks: `swift run -c release sheetbench`. The two C programs are its floors.
        .executableTarget(
            name: "sheetbench",
            // The executables it times are dependencies so that `swift run sheetbench` builds them.
            dependencies: [
                "PresenterRegistry", "ThemeKit", "SheetLanguageServer", "sheetctl", "sheetbench-theme-floor",
                "sheetbench-routing-floor",
            ],
            path: "Benchmarks/sheetbench"),
        .executableTarget(
            name: "sheetbench-theme-floor", path: "Benchmarks/ThemeFloor", linkerSettings: [.linkedLibrary("yaml")]),
        .executableTarget(
            name: "sheetbench-routing-floor", path: "Benchmarks/RoutingFloor",
            linkerSettings: [.linkedLibrary("yaml")]),
        // The tests' one check for the programs from outside they drive (tmux, Chromium, Neovim…):
        // a missing one skips its tests with the package to install, or fails them under CI=true.
        .target(name: "OutsideClients", path: "Tests/OutsideClients"),
        .testTarget(name: "ThemeKitTests", dependencies: ["ThemeKit", "OutsideClients"], exclude: ["Fixtures"]),
        .testTarget(
            name: "PresenterRegistryTests",
            dependencies: ["PresenterRegistry", "PresenterTesting", "sheetbench-routing-floor", "OutsideClients"],
            exclude: ["Fixtures", "Golden"]),
        .testTarget(
            name: "SheetLanguageServerTests", dependencies: ["SheetLanguageServer", "ThemeKit", "PresenterRegistry"]),
        .testTarget(
            name: "SheetctlTests", dependencies: ["SheetctlCLI", "sheetctl", "OutsideClients"],
            exclude: ["LanguageClients", "Browser"]),
        .testTarget(name: "SheetServerTests", dependencies: ["SheetServer", "OutsideClients"]),
    ],
    swiftLanguageModes: [.v6]
)
