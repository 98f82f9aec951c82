// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer targets of launch-routing: one executable per `Sources/Fuzz*/main.swift`, each a
// few lines over an oracle in LaunchRoutingTesting (`FuzzTarget`), or for FuzzAASA in LaunchRoutingLint
// (`AASAOracle`), which LaunchRoutingTesting does not depend on. Build and run them with
// `Fuzz/run`, never with a plain `swift build`: only `--sanitize=fuzzer` gives libFuzzer's `main`
// (see docs/fuzzing.md).
let fuzzTargets = [
    "FuzzResolve", "FuzzTableBuilder", "FuzzSpecLoader", "FuzzAASA", "FuzzLaunchEvents", "FuzzLaunchScenes",
]

let package = Package(
    name: "launch-routing-fuzz",
    dependencies: [
        .package(name: "launch-routing", path: "..")
    ],
    targets: fuzzTargets.map { name in
        .executableTarget(
            name: name,
            dependencies: [.product(name: "LaunchRoutingTesting", package: "launch-routing")]
                + (name == "FuzzAASA" ? [.product(name: "LaunchRoutingLint", package: "launch-routing")] : [])
        )
    } + [
        // Writes the generated part of the seed corpus; built without the fuzzer.
        .executableTarget(
            name: "SeedCorpus",
            dependencies: [
                .product(name: "LaunchRouting", package: "launch-routing"),
                .product(name: "LaunchRoutingTesting", package: "launch-routing"),
            ]
        ),
        // The harness's planted bugs under libFuzzer (`Fuzz/run planted`): not a target of
        // fuzzTargets, since each run plants a bug on purpose.
        .executableTarget(
            name: "FuzzPlantedBugs",
            dependencies: [
                .product(name: "LaunchRouting", package: "launch-routing"),
                .product(name: "LaunchRoutingTesting", package: "launch-routing"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
