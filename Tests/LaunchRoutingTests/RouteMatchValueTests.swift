import LaunchRouting
import Testing

/// The accessors a binding reads a match with, and what each says when it cannot.
@Suite struct RouteMatchValueTests {
    enum Tab: String, Sendable { case new, top }
    enum Level: Int, Sendable {
        case low = 1
        case high = 2
    }

    static let match = RouteMatch(name: "feed", parameters: ["tab": "top", "odd": "all", "level": 2, "big": 9])

    @Test func anAppsOwnTypeByItsRawValue() throws {
        #expect(try Self.match.value("tab", as: Tab.self) == .top)
        #expect(try Self.match.value("level", as: Level.self) == .high)
        let inferred: Tab = try Self.match.value("tab")
        #expect(inferred == .top)
    }

    @Test func aValueOfNoCaseIsDeclinedWithTheRouteTheParameterAndTheText() {
        #expect(
            throws: OutcomeReason(
                code: .bindingDeclined, message: #"route "feed": the parameter "odd" is "all", which is no Tab"#)
        ) {
            try Self.match.value("odd", as: Tab.self)
        }
        #expect(
            throws: OutcomeReason(
                code: .bindingDeclined, message: #"route "feed": the parameter "big" is 9, which is no Level"#)
        ) {
            try Self.match.value("big", as: Level.self)
        }
        #expect(
            throws: OutcomeReason(
                code: .bindingDeclined, message: #"route "feed" has no parameter "tabs" that is a string"#)
        ) {
            try Self.match.value("tabs", as: Tab.self)
        }
    }
}
