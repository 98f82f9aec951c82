// swift-tools-version: 6.0
import PackageDescription

/// Compiles the UIKit adapters and the example's app shells against the stand-in of Apple's API in
/// `Tests/UIKitStandIn`. Linux only: there the stand-in's names clash with nothing.
let uikitStandIn: [SwiftSetting] = [.define("LAUNCH_ROUTING_UIKIT_STANDIN", .when(platforms: [.linux]))]

/// The adapters an app shell imports: the real module where UIKit has scenes, the stand-in on Linux.
let uikitAdapters: [Target.Dependency] = [
    .target(name: "LaunchRoutingUIKit", condition: .when(platforms: [.iOS, .macCatalyst, .visionOS])),
    .target(name: "LaunchRoutingUIKitStandIn", condition: .when(platforms: [.linux])),
]

let package = Package(
    name: "launch-routing",
    // The lowest floors the code needs; README.md, "Add it to your app", gives the reason for each.
    // `AvailabilityTests` checks the UIKit adapters and the example against them.
    platforms: [.iOS(.v16), .macCatalyst(.v16), .macOS(.v13), .tvOS(.v16), .visionOS(.v1)],
    products: [
        .library(name: "LaunchRouting", targets: ["LaunchRouting"]),
        .library(name: "LaunchRoutingTesting", targets: ["LaunchRoutingTesting", "LaunchRoutingTestingHelpers"]),
        .library(name: "LaunchRoutingUIKit", targets: ["LaunchRoutingUIKit"]),
        .library(name: "LaunchRoutingLint", targets: ["LaunchRoutingLint"]),
        .executable(name: "launch-route", targets: ["launch-route"]),
        // The plugins of docs/route-spec.md, "The build plugin" and "Commands without installing".
        .plugin(name: "LaunchRoutePlugin", targets: ["LaunchRoutePlugin"]),
        .plugin(name: "LaunchRouteCommand", targets: ["LaunchRouteCommand"]),
        .plugin(name: "LaunchRouteGenerateCommand", targets: ["LaunchRouteGenerateCommand"]),
    ],
    dependencies: [],
    targets: [
        // Core library
        .target(name: "LaunchRouting"),
        .target(name: "LaunchRoutingTesting", dependencies: ["LaunchRouting"]),
        // Swift Testing and XCTest helpers, apart so that only test targets link the test frameworks.
        .target(name: "LaunchRoutingTestingHelpers", dependencies: ["LaunchRouting", "LaunchRoutingTesting"]),
        .target(name: "LaunchRoutingUIKit", dependencies: ["LaunchRouting"]),
        // Route-table analysis: overlaps, AASA and Info.plist cross-checks (launch-route lint, aasa).
        .target(name: "LaunchRoutingLint", dependencies: ["LaunchRouting"]),

        // Tools
        .executableTarget(name: "launch-route", dependencies: ["LaunchRouteCommands", "LaunchRouteBench"]),
        // The tool's subcommands as a library, so that tests run them in-process.
        .target(
            name: "LaunchRouteCommands", dependencies: ["LaunchRouting", "LaunchRoutingTesting", "LaunchRoutingLint"]),

        // Plugins: the spec's Swift generated at build time, and the tool run by `swift package`.
        // Each links the files of Plugins/Shared it needs, as a plugin cannot depend on a library.
        .plugin(name: "LaunchRoutePlugin", capability: .buildTool(), dependencies: ["launch-route"]),
        .plugin(
            name: "LaunchRouteCommand",
            capability: .command(
                intent: .custom(
                    verb: "launch-route",
                    description:
                        "Run launch-route (check, lint, aasa, resolve, generate ...) on the package's route spec.")
            ),
            dependencies: ["launch-route"]),
        .plugin(
            name: "LaunchRouteGenerateCommand",
            capability: .command(
                intent: .custom(
                    verb: "launch-route-generate",
                    description: "Write each route spec's Swift (launch-route generate swift) beside the spec."),
                permissions: [
                    .writeToPackageDirectory(reason: "launch-route-generate writes each route spec's Swift beside it.")
                ]),
            dependencies: ["launch-route"]),

        // Benchmarks: what `launch-route bench` measures, and the C library's heap statistics for its
        // memory figures, apart from the tool's sources (docs/performance.md, "Where the bench lives").
        .target(
            name: "LaunchRouteBench",
            dependencies: ["LaunchRouting", "LaunchRoutingTesting", "LaunchRouteCommands", "CHeapStatistics"],
            path: "Benchmarks/Sources/LaunchRouteBench"),
        .target(name: "CHeapStatistics", path: "Benchmarks/Sources/CHeapStatistics"),

        // Examples: the app core of docs/migrating-to-scenes.md, and its UIKit and SwiftUI shells.
        // The shells compile against the real SDK on iOS and visionOS, and against the stand-in on Linux.
        .target(name: "ShopCore", dependencies: ["LaunchRouting"], path: "Examples/Shop/ShopCore"),
        // A browser's routing, modelled on Firefox for iOS's (Examples/Browser/README.md).
        .target(name: "BrowserCore", dependencies: ["LaunchRouting"], path: "Examples/Browser/BrowserCore"),
        .target(
            name: "ShopApp",
            dependencies: ["ShopCore", "LaunchRouting"] + uikitAdapters,
            path: "Examples/Shop/App/UIKit",
            swiftSettings: uikitStandIn
        ),
        .target(
            name: "ShopSwiftUIApp",
            dependencies: ["ShopCore", "LaunchRouting"] + uikitAdapters,
            path: "Examples/Shop/App/SwiftUI",
            swiftSettings: uikitStandIn
        ),
        // The two-window example of docs/multiple-windows.md: its core, and its UIKit shell.
        .target(name: "NotesCore", dependencies: ["LaunchRouting"], path: "Examples/Notes/NotesCore"),
        .target(
            name: "NotesApp",
            dependencies: ["NotesCore", "LaunchRouting"] + uikitAdapters,
            path: "Examples/Notes/App/UIKit",
            swiftSettings: uikitStandIn
        ),
        // The Tuist manifest that generates the example's Xcode project, compiled against a stand-in of Tuist's API.
        .target(
            name: "ShopProject",
            dependencies: ["ProjectDescription"],
            path: "Examples/Shop/App",
            exclude: ["UIKit", "SwiftUI"],
            sources: ["Project.swift"]
        ),

        // Tests
        .testTarget(name: "LaunchRoutingTests", dependencies: ["LaunchRouting", "LaunchRoutingTesting"]),
        // Its `.launch-routing-regressions` (docs/testing.md §4) is hidden, so SwiftPM skips it.
        .testTarget(
            name: "LaunchRoutingTestingTests",
            dependencies: ["LaunchRouting", "LaunchRoutingTesting", "LaunchRoutingTestingHelpers"]),
        // AASA files and Info.plists that the lint and the tool tests share.
        .target(name: "LaunchRoutingTestFixtures", path: "Tests/LaunchRoutingTestFixtures"),
        .testTarget(
            name: "LaunchRoutingLintTests",
            dependencies: ["LaunchRoutingLint", "LaunchRouting", "LaunchRoutingTesting", "LaunchRoutingTestFixtures"]),
        .testTarget(
            name: "LaunchRouteCommandsTests",
            dependencies: [
                "LaunchRouteCommands", "LaunchRouting", "LaunchRoutingTesting", "LaunchRoutingTestFixtures",
            ],
            exclude: ["Golden"]),
        .testTarget(
            name: "ShopCoreTests",
            dependencies: ["ShopCore", "LaunchRouting", "LaunchRoutingTesting", "LaunchRoutingTestingHelpers"],
            path: "Examples/Shop/ShopCoreTests"),
        .testTarget(
            name: "BrowserCoreTests",
            dependencies: ["BrowserCore", "LaunchRouting", "LaunchRoutingTesting", "LaunchRoutingTestingHelpers"],
            path: "Examples/Browser/BrowserCoreTests"),
        .testTarget(
            name: "NotesCoreTests",
            dependencies: ["NotesCore", "LaunchRouting", "LaunchRoutingTesting"],
            path: "Examples/Notes/NotesCoreTests"),
        // LaunchRoutingUIKit's sources (a symlink) compiled on Linux against a stand-in of the UIKit, SwiftUI and
        // UserNotifications API they use; see Tests/UIKitStandIn/README.md.
        .target(
            name: "LaunchRoutingUIKitStandIn",
            dependencies: ["LaunchRouting"],
            path: "Tests/UIKitStandIn",
            exclude: ["README.md"],
            swiftSettings: uikitStandIn
        ),
        .target(name: "ProjectDescription", path: "Tests/TuistStandIn", exclude: ["README.md"]),
        .testTarget(
            name: "LaunchRoutingUIKitTests",
            dependencies: [
                "LaunchRoutingUIKitStandIn", "ShopApp", "ShopSwiftUIApp", "ShopProject", "ProjectDescription",
                "ShopCore", "NotesApp", "NotesCore",
                "LaunchRouting", "LaunchRoutingTesting",
            ],
            swiftSettings: uikitStandIn
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .plugin {
    var settings = target.swiftSettings ?? []
    // SE-0335: spell out existential types.
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
