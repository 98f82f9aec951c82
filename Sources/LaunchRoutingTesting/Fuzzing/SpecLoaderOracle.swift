@_spi(Fuzzing) import LaunchRouting

/// The laws of loading a JSON route spec from arbitrary bytes: the oracle of the `FuzzSpecLoader`
/// fuzz target, and of its fail cases replayed by the tests.
///
/// Loading succeeds or throws a `RouteSpecError` with a message, never traps; so do building the
/// spec's table and its router. A spec whose table builds keeps the laws of ``ResolveOracle`` on
/// URLs derived from it (drawn from a seed that the bytes fix), and a spec whose router builds
/// answers every activity, quick-action and notification it declares, with an empty `userInfo`,
/// with a route or a reason.
///
/// ```swift
/// SpecLoaderOracle.check(Array(#"{"schemes": ["shop"], "routes": [{"name": "a", "path": "/a"}]}"#.utf8))   // nil
/// ```
@_spi(Fuzzing) public enum SpecLoaderOracle {
    /// How many derived URLs each spec whose table builds resolves.
    public static let urlsPerSpec = 4

    /// `nil` when every law holds on `bytes`, otherwise what broke.
    public static func check(_ bytes: [UInt8]) -> String? {
        let spec: RouteSpec
        do {
            spec = try RouteSpec(jsonBytes: bytes)
        } catch {
            return error.message.isEmpty ? "loading fails with \(error.code) and an empty message" : nil
        }
        let table: RouteTable<RouteMatch>
        do {
            table = try spec.table()
        } catch {
            return error.message.isEmpty ? "the table fails with \(error.code) and an empty message" : nil
        }
        var choices = Choices(seed: TableBuilderOracle.fingerprint(bytes))
        let oracle = ResolveOracle(table: table)
        for url in URLGenerator(table: table).any.array(count: urlsPerSpec...urlsPerSpec).generate(&choices) {
            if let broken = oracle.check(Array(url.utf8)) { return "\"\(url)\": \(broken)" }
        }
        let router: Router<RouteMatch>
        do {
            router = try spec.router()
        } catch {
            return error.message.isEmpty ? "the router fails with \(error.code) and an empty message" : nil
        }
        var inputs = spec.rules.activities.map { LaunchInput.userActivity(.init(activityType: $0.activityType)) }
        inputs += spec.rules.shortcuts.map { LaunchInput.shortcutItem(.init(type: $0.type)) }
        inputs.append(.notificationResponse(.init(requestIdentifier: "fuzz")))
        for input in inputs {
            if let reason = router.resolve(input).reason, reason.message.isEmpty {
                return "\(input) has a reason \(reason.code) with an empty message"
            }
        }
        return nil
    }
}
