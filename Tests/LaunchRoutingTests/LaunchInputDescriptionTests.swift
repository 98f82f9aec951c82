import LaunchRouting
import Testing

/// Inputs and deliveries describe themselves in one line, as the app would write them: in a
/// failed expectation, in a counterexample, and as the name of a test's argument.
@Suite struct LaunchInputDescriptionTests {
    @Test(arguments: [
        (
            LaunchInput.openURL(.init(url: "shop://a", sourceApplication: "com.apple.mobilesafari")),
            #"url "shop://a" from "com.apple.mobilesafari""#
        ),
        (LaunchInput.userActivity(.browsingWeb("https://x.example/")), #"link "https://x.example/""#),
        (LaunchInput.userActivity(.searchableItem(identifier: "shop://a")), #"spotlight "shop://a""#),
        (
            LaunchInput.userActivity(.init(activityType: "t", userInfo: ["b": 2, "a": "x\"y"])),
            #"activity "t" {a: "x\"y", b: 2}"#
        ),
        (LaunchInput.shortcutItem(.init(type: "s", userInfo: ["tags": ["a", 1]])), #"shortcut "s" {tags: ["a", 1]}"#),
        (
            LaunchInput.notificationResponse(
                .init(requestIdentifier: "n", actionIdentifier: "TRACK", categoryIdentifier: "ORDER")),
            #"notification "n" category "ORDER" action "TRACK""#
        ),
        (
            LaunchInput.appIntent(.init(type: "OpenOrderIntent", parameters: ["target": "7"])),
            #"intent "OpenOrderIntent" {target: "7"}"#
        ),
        (
            LaunchInput.cloudKitShare(
                .init(containerIdentifier: "iCloud.shop", rootRecordName: "l-3", zoneName: "Lists")),
            #"share in "iCloud.shop" of "l-3" zone "Lists""#
        ),
    ])
    func anInputReadsAsTheAppWouldWriteIt(_ input: LaunchInput, _ text: String) {
        #expect(input.description == text)
        // Swift Testing names an argument by its description: no `LaunchInput(storage: …)`.
        #expect(String(describingForTest: input) == text)
    }

    @Test func aDeliveryReadsAsItsInputWhatItResolvedToAndWhenItArrived() {
        let routed = LaunchDelivery(
            input: .openURL(.init(url: "shop://product/42")), outcome: RouteOutcome<String>.routed("product 42"),
            channel: .connectionOptions, receivedAt: .seconds(0))
        #expect(routed.description == #"url "shop://product/42" -> routed product 42 (connectionOptions, at 0.0s)"#)
        let unmatched = LaunchDelivery(
            input: .shortcutItem(.init(type: "s")),
            outcome: RouteOutcome<String>.unmatched(OutcomeReason(code: .unknownShortcutType, message: "no rule")),
            channel: .callback, receivedAt: .seconds(2.5))
        #expect(unmatched.description == #"shortcut "s" -> unmatched unknownShortcutType: no rule (callback, at 2.5s)"#)
        #expect(String(describingForTest: unmatched) == unmatched.description)
    }
}
