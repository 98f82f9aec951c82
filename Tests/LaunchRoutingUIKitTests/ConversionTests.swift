#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation
@_spi(Fuzzing) import LaunchRouting
import LaunchRoutingUIKitStandIn
import Testing

extension StandInTests {
    /// Every conversion from UIKit's, Foundation's and UserNotifications' objects to the neutral model.
    @MainActor @Suite struct ConversionTests {
        @Test func aURLContext() {
            let context = UIOpenURLContext(
                url: Make.url("shop://product/42?ref=mail"),
                options: UIScene.OpenURLOptions(
                    sourceApplication: "com.apple.mobilesafari", annotation: ["k": 1], openInPlace: true))
            #expect(
                LaunchInput.URLContext(context)
                    == LaunchInput.URLContext(
                        url: "shop://product/42?ref=mail", sourceApplication: "com.apple.mobilesafari",
                        openInPlace: true,
                        annotation: ["k": 1]))
        }

        @Test func aUniversalLink() {
            let activity = Make.universalLink("https://shop.example.com/product/42")
            activity.referrerURL = Make.url("https://mail.example.com/")
            activity.title = "Boots"
            activity.targetContentIdentifier = "product-42"
            #expect(
                LaunchInput.UserActivity(activity)
                    == LaunchInput.UserActivity(
                        activityType: "NSUserActivityTypeBrowsingWeb",
                        webpageURL: "https://shop.example.com/product/42",
                        referrerURL: "https://mail.example.com/", targetContentIdentifier: "product-42", title: "Boots")
            )
        }

        @Test func userInfoValues() {
            let date = Date(timeIntervalSinceReferenceDate: 86_400)
            let uuid = UUID(uuidString: "123E4567-E89B-12D3-A456-426614174000")!
            let activity = Make.activity(
                "com.example.shop.viewing-product",
                userInfo: [
                    "string": "boots", "nsstring": NSString(string: "ns"), "int": 42, "nsint": NSNumber(value: 7),
                    "double": 2.5, "nsdouble": NSNumber(value: 0.5), "bool": true, "nsbool": NSNumber(value: false),
                    "date": date, "data": Data([1, 2, 255]), "url": Make.url("shop://cart"), "uuid": uuid,
                    "null": NSNull(),
                    "array": [1, "two", [3]] as [Any], "dictionary": ["nested": ["deep": 1]] as [String: Any],
                    "set": Set(["a", "b"]), "object": NSObject(), 17: "a key that is not a string",
                ])
            #expect(
                LaunchInput.UserActivity(activity).userInfo == [
                    "string": "boots", "nsstring": "ns", "int": 42, "nsint": 7, "double": 2.5, "nsdouble": 0.5,
                    "bool": true,
                    "nsbool": false, "date": .date(86_400), "data": .data([1, 2, 255]), "url": "shop://cart",
                    "uuid": "123E4567-E89B-12D3-A456-426614174000", "null": .null, "array": [1, "two", [3]],
                    "dictionary": ["nested": ["deep": 1]],
                ])
        }

        @Test func numbersKeepTheirKind() {
            #expect(LaunchInput.PropertyListValue(plist: NSNumber(value: true)) == .bool(true))
            #expect(LaunchInput.PropertyListValue(plist: NSNumber(value: 1)) == .integer(1))
            #expect(LaunchInput.PropertyListValue(plist: NSNumber(value: Int8(1))) == .integer(1))
            #expect(LaunchInput.PropertyListValue(plist: NSNumber(value: Float(1.5))) == .double(1.5))
            #expect(LaunchInput.PropertyListValue(plist: NSNumber(value: Int64.min)) == .integer(.min))
            #expect(LaunchInput.PropertyListValue(plist: NSNumber(value: UInt64.max)) == .double(Double(UInt64.max)))
            #expect(LaunchInput.PropertyListValue(plist: false) == .bool(false))
            #expect(LaunchInput.PropertyListValue(plist: 0) == .integer(0))
        }

        @Test func valuesRoundTripThroughPropertyListObjects() {
            let values: [LaunchInput.PropertyListValue] = [
                "s", 42, -1.25, true, .date(12.5), .data([0, 1]), .null, [1, "a", [true]], ["k": ["n": 1], "e": []],
            ]
            for value in values {
                #expect(LaunchInput.PropertyListValue(plist: value.plistObject) == value, "\(value)")
            }
        }

        @Test func aNeutralActivityBecomesAnNSUserActivity() {
            let neutral = LaunchInput.UserActivity(
                activityType: "com.example.shop.browsing", webpageURL: "https://shop.example.com/cart",
                userInfo: ["url": "shop://cart"],
                referrerURL: "shop://not-http", targetContentIdentifier: "cart", title: "Cart")
            let activity = NSUserActivity(neutral)
            #expect(activity.activityType == "com.example.shop.browsing")
            #expect(activity.webpageURL?.absoluteString == "https://shop.example.com/cart")
            #expect(activity.referrerURL == nil)  // NSUserActivity takes http and https only
            var back = neutral
            back.referrerURL = nil
            #expect(LaunchInput.UserActivity(activity) == back)
        }

        @Test func aQuickAction() {
            let item = Make.shortcut(
                "com.example.shop.search", userInfo: ["query": NSString(string: "boots"), "page": NSNumber(value: 2)])
            #expect(
                LaunchInput.ShortcutItem(item)
                    == LaunchInput.ShortcutItem(
                        type: "com.example.shop.search", userInfo: ["query": "boots", "page": 2],
                        localizedTitle: "com.example.shop.search"))
            #expect(LaunchInput.ShortcutItem(Make.shortcut("com.example.shop.cart")).userInfo == [:])
        }

        @Test func aNotificationResponse() {
            let response = Make.response(
                "order-7", userInfo: ["deeplink": "shop://orders/7", "orderID": 7], category: "ORDER_SHIPPED",
                action: "TRACK",
                date: Date(timeIntervalSinceReferenceDate: 700_000_123.5))
            #expect(
                LaunchInput.NotificationResponse(response)
                    == LaunchInput.NotificationResponse(
                        requestIdentifier: "order-7", actionIdentifier: "TRACK", categoryIdentifier: "ORDER_SHIPPED",
                        userInfo: ["deeplink": "shop://orders/7", "orderID": 7], date: 700_000_123.5))
        }

        /// A tap on a Live Activity or a widget without a URL: WidgetKit's type and keys get the
        /// names a rule uses.
        @Test func aLiveActivityAndAWidgetTapGetTheirNames() {
            let live = Make.activity(
                NSUserActivityTypeLiveActivity, userInfo: [WidgetCenter.UserInfoKey.activityID: "A-7", "other": 1])
            #expect(
                LaunchInput.UserActivity(live)
                    == LaunchInput.UserActivity(
                        activityType: LaunchInput.UserActivity.liveActivityType,
                        userInfo: ["activityID": "A-7", "other": 1]))
            let widget = Make.activity(
                "com.example.shop.orders-widget",
                userInfo: [WidgetCenter.UserInfoKey.kind: "Orders", WidgetCenter.UserInfoKey.family: "systemSmall"])
            #expect(
                LaunchInput.UserActivity(widget).userInfo == ["kind": "Orders", "family": "systemSmall"])
            let router = try! Router(
                table: RouteTable(schemes: ["shop"], routes: [RouteDefinition("order", path: "/orders/:id")]),
                activities: [
                    .init(
                        activityType: LaunchInput.UserActivity.liveActivityType, route: "order",
                        parameters: ["id": LaunchInput.UserActivity.liveActivityIDKey])
                ])
            #expect(
                router.resolve(.userActivity(LaunchInput.UserActivity(live)))
                    == .routed(RouteMatch(name: "order", parameters: ["id": "A-7"])))
        }

        @Test func aCloudKitShareOfAHierarchyAndOfAZone() {
            let zone = CKRecordZone.ID(zoneName: "Lists", ownerName: "_a1b2")
            let share = CKShare(recordID: CKRecord.ID(recordName: "share-1", zoneID: zone))
            #expect(
                LaunchInput.CloudKitShare(
                    CKShare.Metadata(
                        containerIdentifier: "iCloud.com.example.shop", share: share,
                        hierarchicalRootRecordID: CKRecord.ID(recordName: "list-7", zoneID: zone)))
                    == LaunchInput.CloudKitShare(
                        containerIdentifier: "iCloud.com.example.shop", rootRecordName: "list-7", zoneName: "Lists",
                        zoneOwnerName: "_a1b2"))
            #expect(
                LaunchInput.CloudKitShare(
                    CKShare.Metadata(containerIdentifier: "iCloud.com.example.shop", share: share))
                    == LaunchInput.CloudKitShare(
                        containerIdentifier: "iCloud.com.example.shop", zoneName: "Lists", zoneOwnerName: "_a1b2"))
        }

        @Test func connectionOptionsFieldForField() {
            let options = UIScene.ConnectionOptions(
                urlContexts: [
                    Make.context("shop://cart"), Make.context("shop://product/42", from: "com.apple.mobilesafari"),
                ],
                sourceApplication: "com.apple.mobilesafari",
                handoffUserActivityType: "com.example.shop.viewing-product",
                userActivities: [
                    Make.universalLink("https://shop.example.com/orders/7"), Make.activity("com.example.shop.other"),
                ],
                notificationResponse: Make.response("n-1", userInfo: ["deeplink": "shop://cart"]),
                shortcutItem: Make.shortcut("com.example.shop.cart"),
                cloudKitShareMetadata: CKShare.Metadata(
                    hierarchicalRootRecordID: CKRecord.ID(
                        recordName: "list-7", zoneID: CKRecordZone.ID(zoneName: "Lists", ownerName: "_owner")))
            )
            #expect(
                LaunchOptions(options)
                    == LaunchOptions(
                        urlContexts: [
                            .init(url: "shop://cart"),
                            .init(url: "shop://product/42", sourceApplication: "com.apple.mobilesafari"),
                        ],
                        sourceApplication: "com.apple.mobilesafari",
                        handoffUserActivityType: "com.example.shop.viewing-product",
                        userActivities: [
                            .browsingWeb("https://shop.example.com/orders/7"),
                            .init(activityType: "com.example.shop.other"),
                        ],
                        notificationResponse: .init(
                            requestIdentifier: "n-1", userInfo: ["deeplink": "shop://cart"], date: 700_000_000),
                        shortcutItem: .init(type: "com.example.shop.cart", localizedTitle: "com.example.shop.cart"),
                        cloudKitShare: .init(
                            containerIdentifier: "iCloud.com.example.shop", rootRecordName: "list-7", zoneName: "Lists")
                    ))
            #expect(LaunchOptions(UIScene.ConnectionOptions()) == LaunchOptions())
        }

        @Test func legacyLaunchOptions() {
            let handoff = Make.activity("com.example.shop.viewing-product", userInfo: ["productID": 42])
            let launchOptions: [UIApplication.LaunchOptionsKey: Any] = [
                .url: Make.url("shop://product/42"),
                .sourceApplication: "com.apple.mobilesafari",
                .annotation: ["campaign": "spring"],
                .userActivityDictionary: [
                    UIApplication.LaunchOptionsKey.userActivityType.rawValue: "com.example.shop.viewing-product",
                    "UIApplicationLaunchOptionsUserActivityKey": handoff,
                ] as [AnyHashable: Any],
                .shortcutItem: Make.shortcut("com.example.shop.cart"),
                .remoteNotification: ["deeplink": "shop://orders/7", "aps": ["alert": "Shipped"]] as [AnyHashable: Any],
            ]
            #expect(
                LaunchOptions.Legacy(launchOptions)
                    == LaunchOptions.Legacy(
                        url: "shop://product/42",
                        sourceApplication: "com.apple.mobilesafari",
                        annotation: ["campaign": "spring"],
                        userActivityType: "com.example.shop.viewing-product",
                        userActivity: .init(
                            activityType: "com.example.shop.viewing-product", userInfo: ["productID": 42]),
                        shortcutItem: .init(type: "com.example.shop.cart", localizedTitle: "com.example.shop.cart"),
                        remoteNotification: ["deeplink": "shop://orders/7", "aps": ["alert": "Shipped"]]
                    ))
            #expect(LaunchOptions.Legacy(nil).isEmpty)

            let bridge = LaunchOptions.LegacyBridge()
            bridge.capture(nil as [UIApplication.LaunchOptionsKey: Any]?)
            #expect(bridge.capturedOptions == nil)
            bridge.capture([.url: Make.url("shop://cart")])
            #expect(bridge.takeCapturedOptions() == LaunchOptions.Legacy(url: "shop://cart"))
        }

        /// `Foundation.UUID` and the core's `RouteUUID` are the same 128 bits, and a case of a
        /// `UUID` binds to a `uuid` parameter with no closure.
        @Test func aUUID() throws {
            let uuid = try #require(UUID(uuidString: "0B1E4C1A-7D2F-4A8E-9C3B-5F6D7E8A9B0C"))
            let routeUUID = RouteUUID(uuid)
            #expect(routeUUID == RouteUUID(high: 0x0B1E_4C1A_7D2F_4A8E, low: 0x9C3B_5F6D_7E8A_9B0C))
            #expect(UUID(routeUUID) == uuid)
            #expect(uuid.parameterValue == .uuid("0b1e4c1a-7d2f-4a8e-9c3b-5f6d7e8a9b0c"))

            enum Route: Hashable, Sendable { case playlist(id: UUID) }
            let table = try RouteTable<Route>(schemes: ["app"]) {
                RouteDefinition("playlist", path: "/playlist/:id(uuid)", to: Route.playlist)
            }
            #expect(
                table.resolve("app://playlist/0B1E4C1A-7D2F-4A8E-9C3B-5F6D7E8A9B0C") == .routed(.playlist(id: uuid)))
            #expect(table.url(for: .playlist(id: uuid)) == "app://playlist/0b1e4c1a-7d2f-4a8e-9c3b-5f6d7e8a9b0c")
        }
    }
}
#endif
