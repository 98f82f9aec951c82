@_spi(Fuzzing) import LaunchRouting
import Testing

/// `LaunchOptions.inputs`: URL contexts, then user activities, then the shortcut item, then the
/// notification response; inside a set by normalised URL, then activity type; never by hashing.
@Suite struct LaunchOptionsOrderTests {
    typealias URLContext = LaunchInput.URLContext
    typealias UserActivity = LaunchInput.UserActivity

    /// Builds the same set in several ways that give different iteration orders: forward,
    /// backward, shuffled by a seeded generator, and with a larger capacity.
    static func sets<Element: Hashable>(of elements: [Element]) -> [Set<Element>] {
        var generator = SeededGenerator(seed: 0x5EED)
        var shuffled = elements
        shuffled.shuffle(using: &generator)
        var roomy = Set<Element>(minimumCapacity: 256)
        for element in elements.reversed() { roomy.insert(element) }
        return [Set(elements), Set(elements.reversed()), Set(shuffled), roomy]
    }

    @Test func everyKindInCanonicalOrder() {
        let options = LaunchOptions(
            urlContexts: [.init(url: "shop://search?q=boots"), .init(url: "shop://product/42")],
            sourceApplication: "com.apple.mobilesafari",
            handoffUserActivityType: "com.shop.viewing",
            userActivities: [
                .browsingWeb("https://shop.example.com/product/7"), .searchableItem(identifier: "shop://product/9"),
            ],
            notificationResponse: .init(requestIdentifier: "order-7"),
            shortcutItem: .init(type: "com.shop.search"),
            appIntent: .init(type: "SearchIntent"),
            cloudKitShare: .init(containerIdentifier: "iCloud.com.shop", zoneName: "Lists"),
            sceneAccessoryUserInfo: ["screen": 2]
        )
        #expect(
            options.inputs == [
                .openURL(.init(url: "shop://product/42")),
                .openURL(.init(url: "shop://search?q=boots")),
                .userActivity(.browsingWeb("https://shop.example.com/product/7")),
                .userActivity(.searchableItem(identifier: "shop://product/9")),
                .shortcutItem(.init(type: "com.shop.search")),
                .notificationResponse(.init(requestIdentifier: "order-7")),
                .appIntent(.init(type: "SearchIntent")),
                .cloudKitShare(.init(containerIdentifier: "iCloud.com.shop", zoneName: "Lists")),
            ])
    }

    @Test func theHandoffTypeAndNonRouteFieldsAreNotInputs() {
        let options = LaunchOptions(
            handoffUserActivityType: "com.shop.viewing", sceneAccessoryUserInfo: 1)
        #expect(options.inputs.isEmpty)
        #expect(LaunchOptions().inputs.isEmpty)
    }

    @Test func urlContextsSortByTheirNormalisedURL() {
        // Normalised: "shop:/a", "shop:/b", "shop:/product/42"; the raw spelling does not decide.
        let contexts: [URLContext] = [.init(url: "shop:/product/42"), .init(url: "SHOP://b"), .init(url: "shop:///a/")]
        for set in Self.sets(of: contexts) {
            #expect(
                LaunchOptions(urlContexts: set).inputs == [
                    .openURL(.init(url: "shop:///a/")), .openURL(.init(url: "SHOP://b")),
                    .openURL(.init(url: "shop:/product/42")),
                ])
        }
    }

    @Test func urlsThatNormaliseAlikeAreOrderedByTheirRawBytesThenTheirOptions() {
        let contexts: [URLContext] = [
            .init(url: "shop://product/42/"),
            .init(url: "shop:/product/42"),
            .init(url: "shop://product/42/", sourceApplication: "com.apple.mobilesafari"),
            .init(url: "shop://product/42/", openInPlace: true),
        ]
        for set in Self.sets(of: contexts) {
            #expect(
                LaunchOptions(urlContexts: set).inputs == [
                    .openURL(.init(url: "shop://product/42/")),
                    .openURL(.init(url: "shop://product/42/", openInPlace: true)),
                    .openURL(.init(url: "shop://product/42/", sourceApplication: "com.apple.mobilesafari")),
                    .openURL(.init(url: "shop:/product/42")),
                ])
        }
    }

    @Test func aURLThatDoesNotParseSortsByItsRawText() {
        let contexts: [URLContext] = [.init(url: "shop://b"), .init(url: "not a url"), .init(url: "")]
        for set in Self.sets(of: contexts) {
            #expect(
                LaunchOptions(urlContexts: set).inputs.map { input -> String in
                    guard case .openURL(let context) = input.kind else { return "?" }
                    return context.url
                } == ["", "not a url", "shop://b"])
        }
    }

    @Test func activitiesSortByTypeThenWebpageURLThenUserInfo() {
        let activities: [UserActivity] = [
            .init(activityType: "com.shop.viewing", userInfo: ["productID": 9]),
            .init(activityType: "com.shop.viewing", userInfo: ["productID": 10]),
            .browsingWeb("https://shop.example.com/b"),
            .browsingWeb("https://SHOP.example.com/a"),
            .init(activityType: "com.shop.order", userInfo: ["orderID": "x"]),
        ]
        for set in Self.sets(of: activities) {
            #expect(
                LaunchOptions(userActivities: set).inputs == [
                    .userActivity(.browsingWeb("https://SHOP.example.com/a")),
                    .userActivity(.browsingWeb("https://shop.example.com/b")),
                    .userActivity(.init(activityType: "com.shop.order", userInfo: ["orderID": "x"])),
                    .userActivity(.init(activityType: "com.shop.viewing", userInfo: ["productID": 10])),
                    .userActivity(.init(activityType: "com.shop.viewing", userInfo: ["productID": 9])),
                ])
        }
    }

    @Test func aLargeSetGivesOneOrderHoweverItWasBuilt() {
        let contexts = (0..<100).map { URLContext(url: "shop://product/\($0 * 7919 % 1000)") }
        let orders = Self.sets(of: contexts).map { LaunchOptions(urlContexts: $0).inputs }
        #expect(Set(orders.map { $0.map { "\($0)" } }).count == 1)
        let expected = contexts.map(\.url).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(
            orders[0].map { input -> String in
                guard case .openURL(let context) = input.kind else { return "?" }
                return context.url
            } == expected)
        // The sets themselves iterate in different orders, so the test exercises the sort.
        #expect(Set(Self.sets(of: contexts).map { Array($0).map(\.url) }).count > 1)
    }

    @Test func legacyLaunchOptionsMapToInputsInCanonicalOrder() {
        let legacy = LaunchOptions.Legacy(
            url: "shop://product/42",
            sourceApplication: "com.apple.mobilesafari",
            annotation: ["note": "x"],
            userActivityType: "com.shop.viewing",
            userActivity: .init(activityType: "com.shop.viewing", userInfo: ["productID": 1]),
            shortcutItem: .init(type: "com.shop.home"),
            remoteNotification: ["deeplink": "shop://orders/7"]
        )
        #expect(
            legacy.inputs == [
                .openURL(
                    .init(
                        url: "shop://product/42", sourceApplication: "com.apple.mobilesafari", annotation: ["note": "x"]
                    )),
                .userActivity(.init(activityType: "com.shop.viewing", userInfo: ["productID": 1])),
                .shortcutItem(.init(type: "com.shop.home")),
                .notificationResponse(.init(requestIdentifier: "", userInfo: ["deeplink": "shop://orders/7"])),
            ])
        #expect(!legacy.isEmpty)
    }

    @Test func aLegacyActivityTypeAloneIsNotAnInput() {
        let legacy = LaunchOptions.Legacy(userActivityType: "com.shop.viewing")
        #expect(legacy.inputs.isEmpty)
        #expect(!legacy.isEmpty)
        #expect(LaunchOptions.Legacy(sourceApplication: "com.apple.mobilesafari").isEmpty)
    }
}

/// SplitMix64: a seeded generator, so a shuffled test is the same in every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
