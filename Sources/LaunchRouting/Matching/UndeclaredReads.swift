/// The parameter names a binding read that its route does not declare, collected while the
/// harness runs the binding on one match (``RouteMatch/reporting(to:)``).
///
/// The harness makes one for each call of a binding and reads it when the call returns, on the
/// same thread; a binding is synchronous, so nothing else writes to it. That is why it is
/// `@unchecked Sendable`: `RouteMatch` is `Sendable` and holds it, but it is never shared.
package final class UndeclaredReads: @unchecked Sendable {
    /// The names read, in order, each once.
    package private(set) var names: [String] = []

    package init() {}

    func record(_ name: String) {
        if !names.contains(name) { names.append(name) }
    }
}
