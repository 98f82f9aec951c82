import LaunchRouting
import Testing

/// `LaunchInput` is a struct that can gain kinds, so an app reads the kind it cares about through
/// its accessors, each `nil` for every other kind; a `userInfo` number reads as an `Int` as a
/// parameter does.
@Suite struct LaunchInputAccessorTests {
    static let url = LaunchInput.openURL(.init(url: "shop://cart"))
    static let activity = LaunchInput.userActivity(.init(activityType: "com.shop.viewing", userInfo: ["id": 42]))
    static let shortcut = LaunchInput.shortcutItem(.init(type: "com.shop.search"))
    static let tap = LaunchInput.notificationResponse(.init(requestIdentifier: "n", userInfo: ["id": 1.0]))

    @Test func eachAccessorReadsItsOwnKindOnly() {
        #expect(Self.url.urlContext?.url == "shop://cart")
        #expect(Self.activity.userActivity?.activityType == "com.shop.viewing")
        #expect(Self.shortcut.shortcutItem?.type == "com.shop.search")
        #expect(Self.tap.notificationResponse?.requestIdentifier == "n")
        for input in [Self.url, Self.activity, Self.shortcut, Self.tap] {
            let read = [
                input.urlContext != nil, input.userActivity != nil, input.shortcutItem != nil,
                input.notificationResponse != nil,
            ]
            #expect(read.filter { $0 }.count == 1, "\(input)")
        }
    }

    @Test func aUserInfoNumberReadsAsAnInt() {
        #expect(Self.activity.userActivity?.userInfo["id"]?.intValue == 42)
        #expect(Self.tap.notificationResponse?.userInfo["id"]?.intValue == 1)
        let values: [LaunchInput.PropertyListValue] = [1.5, "42", .integer(.max)]
        #expect(values.map(\.intValue) == [nil, nil, Int.max])
    }
}
