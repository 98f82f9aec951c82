@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

/// One deliberately broken router or inbox, and the property that must catch it.
struct PlantedBug: Sendable, CustomStringConvertible {
    /// The bug class, in words.
    var name: String
    /// The property that catches it.
    var property: LaunchProperty
    /// The properties, checked on the broken subject.
    var properties: @Sendable () throws -> LaunchProperties<RouteMatch>

    var description: String { name }

    static func inbox<Inbox: LaunchEventHandling>(
        _ name: String, caughtBy property: LaunchProperty, _ make: @escaping @Sendable (Router<RouteMatch>) -> Inbox
    ) -> PlantedBug where Inbox.Route == RouteMatch {
        PlantedBug(name: name, property: property) {
            LaunchProperties(router: try ExampleRoutes.router(), subject: LaunchSubject(router: { $0 }, inbox: make))
        }
    }

    static func router<Resolver: LaunchResolving>(
        _ name: String, caughtBy property: LaunchProperty, _ make: @escaping @Sendable (Router<RouteMatch>) -> Resolver
    ) -> PlantedBug where Resolver.Route == RouteMatch {
        PlantedBug(name: name, property: property) {
            LaunchProperties(
                router: try ExampleRoutes.router(),
                subject: LaunchSubject(router: make, inbox: { LaunchInbox(router: $0) }))
        }
    }

    static func scenes<Scenes: LaunchScenesHandling>(
        _ name: String, _ make: @escaping @Sendable (LaunchScenes<RouteMatch>.Targeting) -> Scenes
    ) -> PlantedBug where Scenes.Route == RouteMatch {
        PlantedBug(name: name, property: .sceneTargeting) {
            var properties = LaunchProperties(router: try ExampleRoutes.router())
            properties.scenes = SceneSubject(make)
            return properties
        }
    }

    /// The suite: one bug per class, each with the property that catches it.
    static let catalogue: [PlantedBug] = [
        .inbox("ignores cold activities", caughtBy: .coldWarmParity) {
            Broken.IgnoresColdActivities(inbox: LaunchInbox(router: $0))
        },
        .inbox("drops what arrives before ready", caughtBy: .coldWarmParity) {
            Broken.DropsBeforeReady(inbox: LaunchInbox(router: $0))
        },
        .inbox("loses the Handoff continuation", caughtBy: .coldWarmParity) {
            Broken.LosesHandoffContinuation(inbox: LaunchInbox(router: $0))
        },
        .inbox("loses a warm URL's source application", caughtBy: .coldWarmParity) {
            Broken.LosesWarmSourceApplication(inbox: LaunchInbox(router: $0))
        },
        .inbox("delivers twice", caughtBy: .exactlyOnce) { Broken.DeliversTwice(inbox: LaunchInbox(router: $0)) },
        .inbox("takes an encoded slash for a segment boundary", caughtBy: .exactlyOnce) {
            Broken.TakesEncodedSlashForBoundary(inbox: LaunchInbox(router: $0))
        },
        .inbox("depends on Set order", caughtBy: .setOrder) {
            Broken.DependsOnSetOrder(inbox: LaunchInbox(router: $0))
        },
        .router("depends on registration order", caughtBy: .registrationOrder) {
            Broken.DependsOnRegistrationOrder(router: $0)
        },
        .router("ranks a string parameter above a typed one", caughtBy: .matcherAgreement) {
            Broken.InvertsPriority(router: $0)
        },
        .router("skips percent-decoding", caughtBy: .normalisation) { Broken.SkipsPercentDecoding(router: $0) },
        .router("ignores the host allowlist", caughtBy: .normalisation) { Broken.IgnoresHostAllowlist(router: $0) },
        .router("forgets a rule's constants", caughtBy: .roundTrip) { Broken.ForgetsRuleConstants(router: $0) },
        .router("ignores the app's webpage activity types", caughtBy: .roundTrip) {
            Broken.IgnoresWebpageActivityTypes(router: $0)
        },
        .router("ignores the URL a Spotlight item carries", caughtBy: .normalisation) {
            Broken.IgnoresSpotlightURLs(router: $0)
        },
        .router("lets the first of a duplicated parameter win", caughtBy: .normalisation) {
            Broken.FirstDuplicateParameterWins(router: $0)
        },
        .router("names every rejection malformedURL", caughtBy: .normalisation) {
            Broken.NamesEveryRejectionMalformed(router: $0)
        },
        .router("reports rejections as unmatched", caughtBy: .anyBytes) { Broken.MisclassifiesRejections(router: $0) },
        .router("gives empty messages", caughtBy: .anyBytes) { Broken.GivesEmptyMessages(router: $0) },
        .router("remembers inputs between calls", caughtBy: .determinism) { Broken.RemembersInputs(router: $0) },
        PlantedBug(name: "writes a URL without a query parameter", property: .roundTrip) {
            LaunchProperties(router: try Broken.exampleRouterWithLossyReverse())
        },
        PlantedBug(name: "writes no URL for a route it routes to", property: .roundTrip) {
            LaunchProperties(router: try Broken.exampleRouterWithoutProductURL())
        },
        .scenes("shows a copy another scene received") { Broken.ShowsCopiesAgain(scenes: LaunchScenes(targeting: $0)) },
        .scenes("loses what waits for a scene that goes") {
            Broken.LosesWhatWaitsForAGoneScene(scenes: LaunchScenes(targeting: $0))
        },
        .scenes("picks the scene that connected first") { Broken.PicksTheSceneThatConnectedFirst(targeting: $0) },
        .scenes("keeps cold inputs where they arrive") {
            Broken.KeepsColdInputsWhereTheyArrive(scenes: LaunchScenes(targeting: $0))
        },
    ]
}
