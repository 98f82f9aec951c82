/// An outcome as the inbox's bookkeeping holds it, without its route type.
///
/// ``InboxQueue`` is not generic, so that an app's module, which calls the library's generic
/// code unspecialised, does not look up the metadata of `LaunchInbox<Route>`'s pending entries,
/// arrays and outcomes at every step of every input (a quarter of the warm path's time did).
/// Only the outcomes an input resolved to carry `Route`, each in one ``OutcomeBox``; the
/// outcomes the inbox makes itself (a failed Handoff, the restoration activity) are their reason.
@usableFromInline enum HeldOutcome: Sendable {
    case resolved(OutcomeBox)
    case unmatched(OutcomeReason)

    /// Whether the input routes: a quick action's answer for its completion handler.
    var routes: Bool {
        if case .resolved(let box) = self { return box.routes }
        return false
    }

    /// The outcome as the route type of the inbox that holds it: every box an inbox holds was
    /// made by its own router or put back by `requeue`, so it holds a `RouteOutcome<Route>`.
    @inlinable @inline(__always)
    func outcome<Route: Sendable>(as _: Route.Type) -> RouteOutcome<Route> {
        switch self {
        case .resolved(let box): unsafeDowncast(box, to: TypedOutcomeBox<Route>.self).outcome
        case .unmatched(let reason): .unmatched(reason)
        }
    }
}

/// A resolved outcome behind a reference with no generic parameter; ``TypedOutcomeBox`` holds it.
@usableFromInline class OutcomeBox: @unchecked Sendable {
    // Unchecked: its one stored property is a constant; the subclass is final and immutable.
    let routes: Bool

    @usableFromInline init(routes: Bool) { self.routes = routes }
}

/// The resolved outcome of an inbox whose routes are `Route`.
@usableFromInline final class TypedOutcomeBox<Route: Sendable>: OutcomeBox, @unchecked Sendable {
    @usableFromInline let outcome: RouteOutcome<Route>

    @inlinable
    init(_ outcome: RouteOutcome<Route>) {
        // Matched rather than `outcome.route != nil`, which would copy the route out.
        let routes = if case .routed = outcome { true } else { false }
        self.outcome = outcome
        super.init(routes: routes)
    }
}
