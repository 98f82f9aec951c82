/// What one launch input resolves to.
///
/// Exactly one of three answers, whatever the input: the app's route, or a reason it did not
/// route. ``rejected(_:)`` means the input was malformed or unsafe (an untrusted host, a dot
/// segment); ``unmatched(_:)`` means it was well formed but nothing routes it (an unknown scheme,
/// no matching pattern).
///
/// ```swift
/// switch table.resolve("shop://product/42") {
/// case .routed(let route): navigate(to: route)
/// case .unmatched(let reason): log.info("\(reason)")
/// case .rejected(let reason): log.warning("\(reason)")
/// }
/// ```
public enum RouteOutcome<Route: Sendable>: Sendable {
    /// The input routes to this value of the app's route type.
    case routed(Route)
    /// The input is well formed, but nothing routes it: an unknown scheme, no matching route, a
    /// missing or invalid parameter, an unknown activity or quick-action type, a binding that declined.
    case unmatched(OutcomeReason)
    /// The input is malformed or unsafe: an untrusted host, credentials, a dot segment, a bad escape,
    /// invalid UTF-8, a control character, past a size bound, a duplicated parameter.
    case rejected(OutcomeReason)
}

extension RouteOutcome {
    /// The outcome for a fault: rejected or unmatched, as its code says.
    public init(failure reason: OutcomeReason) {
        self = reason.code.isRejection ? .rejected(reason) : .unmatched(reason)
    }

    /// The route, if the input routed.
    public var route: Route? {
        if case .routed(let route) = self { return route }
        return nil
    }

    /// The reason, if the input did not route.
    public var reason: OutcomeReason? {
        switch self {
        case .routed: return nil
        case .unmatched(let reason), .rejected(let reason): return reason
        }
    }

    /// The same outcome with the route transformed.
    public func map<T: Sendable>(_ transform: (Route) throws -> T) rethrows -> RouteOutcome<T> {
        switch self {
        case .routed(let route): return .routed(try transform(route))
        case .unmatched(let reason): return .unmatched(reason)
        case .rejected(let reason): return .rejected(reason)
        }
    }
}

extension RouteOutcome: Equatable where Route: Equatable {}
extension RouteOutcome: Hashable where Route: Hashable {}
