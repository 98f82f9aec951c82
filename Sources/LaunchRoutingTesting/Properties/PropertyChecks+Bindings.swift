@_spi(Fuzzing) import LaunchRouting

/// Mistakes in the app's own bindings, which P4 fails on (docs/testing.md, "Mistakes in the app's
/// bindings"): a generated hit that the route's patterns take but its binding declines, unless
/// the route allows declines; a parameter the binding reads that the route does not declare,
/// through a throwing accessor (the outcome says so) or through one that cannot throw (the
/// harness runs the binding again on a match that reports such reads).
extension PropertyChecks {
    /// What is wrong with the binding of the route `match` came from, given the outcome of the
    /// input that made the match, as a failure about that route; `nil` when nothing is.
    func bindingMistake(_ input: LaunchInput, _ match: RouteMatch, _ outcome: RouteOutcome<Route>) -> Verdict? {
        bindingMistakeText(input, match, outcome).map { .fail($0, route: match.name) }
    }

    private func bindingMistakeText(_ input: LaunchInput, _ match: RouteMatch, _ outcome: RouteOutcome<Route>)
        -> String?
    {
        guard let index = table.core.routeNames.firstIndex(of: match.name) else { return nil }
        let definition = table.definitions[index]
        switch outcome {
        case .routed:
            guard let name = table.undeclaredReads(of: match, route: index).first else { return nil }
            let reason = RouteMatch.undeclared(name, route: match.name, declared: table.core.declaredParameters[index])
            return "\(Render.input(input)) routes, but \(reason.message)"
        case .unmatched(let reason) where reason.code == .undeclaredParameter:
            return "\(Render.input(input)) matches route \"\(match.name)\", but \(reason.message)"
        case .unmatched(let reason) where reason.code == .bindingDeclined && !definition.allowsDeclines:
            return "\(Render.input(input)) matches route \"\(match.name)\", but its binding declines it: "
                + "\(reason.message); a route whose binding declines some URLs on purpose is marked "
                + ".allowingDeclines()"
        default:
            return nil
        }
    }
}
