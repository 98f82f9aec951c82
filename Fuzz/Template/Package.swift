// swift-tools-version: 6.0
// An app's fuzz package (docs/fuzzing.md, "Fuzzing an app's Swift table"): copy this folder to
// Fuzz/ beside the Package.swift of the app's package, which offers the library AppCore. Build and
// run with the commands in docs/fuzzing.md; `.clusterfuzzlite/build.sh` reads `fuzzTargets`.
import PackageDescription

let fuzzTargets = ["FuzzApp"]

let package = Package(
    name: "AppFuzz",
    dependencies: [
        .package(name: "App", path: ".."),
        .package(url: "https://github.com/<owner>/launch-routing.git", branch: "main"),
    ],
    targets: fuzzTargets.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                .product(name: "AppCore", package: "App"),
                .product(name: "LaunchRoutingTesting", package: "launch-routing"),
            ]
        )
    },
    swiftLanguageModes: [.v6]
)
