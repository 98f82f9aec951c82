// swift-tools-version: 6.0
// The app `Fuzz/Template/check` builds the template against: an app's core module, its routes
// declared in Swift, with the mistakes an app makes planted behind APP_MISTAKE.
import PackageDescription

let package = Package(
    name: "App",
    products: [.library(name: "AppCore", targets: ["AppCore"])],
    dependencies: [.package(name: "launch-routing", path: "LAUNCH_ROUTING_PATH")],
    targets: [
        .target(name: "AppCore", dependencies: [.product(name: "LaunchRouting", package: "launch-routing")])
    ],
    swiftLanguageModes: [.v6]
)
