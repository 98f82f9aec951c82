import LaunchRouting

/// What the app shows for a route: the app's own code, beside the enum the build plugin generates
/// from TicketRoute.routes.json.
public enum TicketScreen: Hashable, Sendable {
    case home
    case event(id: Int, seat: String?)
    case venue(String)
    case wallet

    /// The screen for a launch's route, or home when the launch routes nowhere.
    public init(_ route: TicketRoute?) {
        switch route {
        case .home, nil: self = .home
        case .event(let id, let seat): self = .event(id: id, seat: seat)
        case .venue(let slug): self = .venue(slug)
        case .myTickets: self = .wallet
        }
    }
}
