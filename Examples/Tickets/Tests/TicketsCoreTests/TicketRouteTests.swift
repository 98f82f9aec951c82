import LaunchRouting
import LaunchRoutingTesting
import LaunchRoutingTestingHelpers
import Testing
import TicketsCore

@Suite struct TicketRouteTests {
    static let router = try! TicketRoute.router()

    @Test func deepLinksAreProven() {
        expectLaunchProperties(of: Self.router)
    }

    @Test(arguments: [
        ("tickets://events/42?seat=A12", TicketRoute.event(id: 42, seat: "A12")),
        ("https://tickets.example.com/events/7", .event(id: 7, seat: nil)),
        ("tickets://venues/wembley", .venue(slug: "wembley")),
        ("tickets://me/tickets", .myTickets),
    ])
    func linksRouteColdAndWarm(_ link: String, _ route: TicketRoute) {
        expectLaunch(link, in: Self.router, routesTo: route)
    }

    @Test func aQuickActionOpensTheWallet() {
        let quickAction = LaunchInput.shortcutItem(.init(type: "com.example.tickets.mine"))
        expectLaunch(quickAction, in: Self.router, routesTo: .myTickets)
        #expect(TicketScreen(Self.router.resolve(quickAction).route) == .wallet)
    }

    @Test func theTableWritesTheLinksBack() throws {
        let table = try TicketRoute.table()
        #expect(table.url(for: .event(id: 42, seat: "A12")) == "tickets://events/42?seat=A12")
        #expect(table.universalLink(for: .venue(slug: "wembley")) == "https://tickets.example.com/venues/wembley")
    }
}
