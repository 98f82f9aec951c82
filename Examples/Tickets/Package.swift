// swift-tools-version: 6.0
import PackageDescription

// A ticketing app's core module whose routes are a spec, Sources/TicketsCore/TicketRoute.routes.json:
// the build plugin generates TicketRoute, its table and its router at build time, and nothing
// generated is in this folder. Examples/Tickets/check builds and tests it, and runs the commands.
let package = Package(
    name: "Tickets",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [
        // An app names launch-routing by URL; this example sits in its repository.
        .package(name: "launch-routing", path: "../..")
    ],
    targets: [
        .target(
            name: "TicketsCore",
            dependencies: [.product(name: "LaunchRouting", package: "launch-routing")],
            plugins: [.plugin(name: "LaunchRoutePlugin", package: "launch-routing")]
        ),
        .testTarget(
            name: "TicketsCoreTests",
            dependencies: ["TicketsCore", .product(name: "LaunchRoutingTesting", package: "launch-routing")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
