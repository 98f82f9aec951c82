// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "launch-routing",
    products: [
        .library(name: "LaunchRouting", targets: ["LaunchRouting"]),
        .library(name: "LaunchRoutingTesting", targets: ["LaunchRoutingTesting"]),
        .library(name: "LaunchRoutingUIKit", targets: ["LaunchRoutingUIKit"]),
        .library(name: "LaunchRoutingLint", targets: ["LaunchRoutingLint"]),
        .executable(name: "launch-route", targets: ["launch-route"]),
    ],
    dependencies: [],
    targets: [
        // Core library
        .target(name: "LaunchRouting"),
        .target(name: "LaunchRoutingTesting", dependencies: ["LaunchRouting"]),
        .target(name: "LaunchRoutingUIKit", dependencies: ["LaunchRouting"]),
        // Route-table analysis: overlaps, AASA and Info.plist cross-checks (launch-route lint, aasa).
        .target(name: "LaunchRoutingLint", dependencies: ["LaunchRouting"]),

        // Tools
        .executableTarget(name: "launch-route", dependencies: ["LaunchRouting", "LaunchRoutingTesting", "LaunchRoutingLint", "LaunchRouteCommands", "CHeapStatistics"]),
        // The tool's subcommands as a library, so that tests run them in-process.
        .target(name: "LaunchRouteCommands", dependencies: ["LaunchRouting", "LaunchRoutingTesting", "LaunchRoutingLint"]),
        // The C library's heap statistics, for the bench's memory figures.
        .target(name: "CHeapStatistics"),

        // Tests
        .testTarget(name: "LaunchRoutingTests", dependencies: ["LaunchRouting", "LaunchRoutingTesting"]),
        .testTarget(name: "LaunchRoutingLintTests", dependencies: ["LaunchRoutingLint", "LaunchRouting", "LaunchRoutingTesting"]),
        .testTarget(name: "LaunchRouteCommandsTests", dependencies: ["LaunchRouteCommands", "LaunchRouting", "LaunchRoutingTesting"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    // SE-0335: spell out existential types.
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
