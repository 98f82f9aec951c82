/// An outcome as the inbox's bookkeeping holds it, without its route type.
///
/// ``InboxQueue`` is not generic, so that an app's module, which calls the library's generic
/// code unspecialised, does not look up the metadata of `LaunchInbox<Route>`'s pending entries,
/// arrays and outcomes at every step of every input (a quarter of the warm path's time did).
/// Only the outcomes an input resolved to carry `Route`, each in one ``OutcomeBox``; the
/// outcomes the inbox makes itself (a failed Handoff, the restoration activity) are their reason.
enum HeldOutcome: Sendable {
    case resolved(OutcomeBox)
    case unmatched(OutcomeReason)

    /// Whether the input routes: a quick action's answer for its completion handler.
    var routes: Bool {
        if case .resolved(let box) = self { return box.routes }
        return false
    }
}

/// A resolved outcome behind a reference with no generic parameter; ``TypedOutcomeBox`` holds it.
class OutcomeBox: @unchecked Sendable {
    // Unchecked: its one stored property is a constant; the subclass is final and immutable.
    let routes: Bool

    init(routes: Bool) { self.routes = routes }
}

/// The resolved outcome of an inbox whose routes are `Route`.
final class TypedOutcomeBox<Route: Sendable>: OutcomeBox, @unchecked Sendable {
    let outcome: RouteOutcome<Route>

    init(_ outcome: RouteOutcome<Route>) {
        // Matched rather than `outcome.route != nil`, which would copy the route out.
        let routes = if case .routed = outcome { true } else { false }
        self.outcome = outcome
        super.init(routes: routes)
    }
}
