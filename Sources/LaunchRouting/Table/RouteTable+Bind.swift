/// The last stage of resolving: the app's binding turns a pattern match into its route, and a
/// binding that declines or throws becomes the outcome's reason, never a trap.
extension RouteTable {
    /// Runs the binding of the route a match came from.
    @inlinable
    func bind(_ result: Result<CompiledTable.Located, OutcomeReason>) -> RouteOutcome<Route> {
        switch result {
        case .failure(let reason): RouteOutcome(failure: reason)
        case .success(let found): bind(found.match, route: found.route)
        }
    }

    /// Runs the binding of route `route` on its match.
    @inlinable
    func bind(_ match: RouteMatch, route index: Int) -> RouteOutcome<Route> {
        do {
            if let route = try bindings[index](match.declaring(core.declaredParameters[index])) {
                return .routed(route)
            }
            return .unmatched(
                OutcomeReason(
                    code: .bindingDeclined, message: "the binding of route \"\(match.name)\" declined \(match)"))
        } catch let reason as OutcomeReason {
            // A read of an undeclared name keeps its own code: the binding's mistake, not a
            // declined input.
            let code: OutcomeReason.Code = reason.code == .undeclaredParameter ? reason.code : .bindingDeclined
            return .unmatched(OutcomeReason(code: code, message: reason.message))
        } catch {
            return .unmatched(
                OutcomeReason(code: .bindingDeclined, message: "the binding of route \"\(match.name)\" threw: \(error)")
            )
        }
    }

    /// Runs the app's binding on a match.
    package func bind(_ result: Result<RouteMatch, OutcomeReason>) -> RouteOutcome<Route> {
        switch result {
        case .failure(let reason):
            return RouteOutcome(failure: reason)
        case .success(let match):
            guard let index = routeIndex[ExactText(match.name)] else {
                return .unmatched(OutcomeReason(code: .noMatchingRoute, message: "no route is named \"\(match.name)\""))
            }
            return bind(match, route: index)
        }
    }

    /// The names the binding of route `route` reads through the accessors that cannot throw (the
    /// subscript, ``RouteMatch/strings(_:)``, ``RouteMatch/ints(_:)``) that the route does not
    /// declare: how the harness finds a typo a binding makes there.
    package func undeclaredReads(of match: RouteMatch, route index: Int) -> [String] {
        let reads = UndeclaredReads()
        _ = try? bindings[index](match.declaring(core.declaredParameters[index]).reporting(to: reads))
        return reads.names
    }
}
