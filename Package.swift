// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "sheetctl",
    products: [
        .executable(name: "sheetctl", targets: ["sheetctl"]),
        .library(name: "ThemeKit", targets: ["ThemeKit"]),
        .library(name: "PresenterRegistry", targets: ["PresenterRegistry"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .target(name: "ThemeKit", dependencies: ["CYAML"]),
        .target(name: "PresenterRegistry", dependencies: ["ThemeKit"]),
        .target(name: "SheetctlCLI", dependencies: ["ThemeKit", "PresenterRegistry"]),
        .executableTarget(name: "sheetctl", dependencies: ["SheetctlCLI"]),
        .testTarget(name: "ThemeKitTests", dependencies: ["ThemeKit"], exclude: ["Fixtures"]),
        .testTarget(
            name: "PresenterRegistryTests", dependencies: ["PresenterRegistry"], exclude: ["Fixtures", "Golden"]),
        .testTarget(name: "SheetctlTests", dependencies: ["SheetctlCLI", "sheetctl"]),
    ],
    swiftLanguageModes: [.v6]
)
