@_spi(Fuzzing) import LaunchRouting

extension PropertyChecks {
    /// P12: across scenes whose controllers are over the inbox under test, each delivered input
    /// is shown in exactly one scene or dropped as a copy of one shown; nothing waits for good,
    /// even for a scene that disconnects, is discarded or fails to open; nothing an inbox received
    /// is lost; and the decisions are the same whatever order the first scenes connected in, and
    /// whether each input came cold or warm (``MultiSceneRun``, which `FuzzLaunchScenes` runs too).
    func sceneTargeting() -> PropertyReport.Result {
        let handoffTypes = configuration.handoffTimeout > 0 ? router.rules.activities.map(\.activityType) : []
        let interval = MultiSceneSchedule.interval(within: configuration)
        let schedules = inputs.multiSceneSchedules(
            handoffTypes: handoffTypes, interval: interval, sceneCount: sceneCount, steps: 16)
        let (router, configuration, subject, scenes) = (router, configuration, subject, scenes)
        let policy = sceneTargetingPolicy
        func verdict(_ schedule: MultiSceneSchedule) -> Verdict {
            let targeting =
                policy
                ?? LaunchScenes.Targeting(unshownContent: schedule.opensNewScenes ? .newScene : .receivingScene) {
                    "\($0)"
                }
            let broken = MultiSceneRun.broken(
                schedule, router: router, inbox: { subject.makeInbox(router) }, configuration: configuration,
                scenes: scenes, targeting: targeting)
            return broken.map { .fail($0) } ?? .pass
        }
        // Twice the compound cases: a scene bug shows only when scenes show the same content or
        // one goes while an input waits for it, which one life in a few dozen sets up.
        return engine.run(
            .sceneTargeting, schedules, cases: 2 * engine.compoundCases, weight: \.inputCount,
            render: { $0.description }, verdict)
    }

    /// What breaks "exactly once" in `run`, if anything: a delivery shown twice, shown and
    /// dropped, never shown nor dropped; a decision about an input never delivered; one input
    /// shown in two scenes within the deduplication interval; a drop with no earlier copy.
    static func onceProblem(_ run: SceneTargetingRun<Route>, interval: Double) -> String? {
        var shown = Array(repeating: 0, count: run.delivered.count)
        var dropped = Array(repeating: 0, count: run.delivered.count)
        for decision in run.decisions {
            switch decision {
            case .show(let delivery, _), .dropped(let delivery, _):
                guard let index = run.index(of: delivery) else {
                    return "decides about \(Render.input(delivery.input)), which no scene delivered"
                }
                if case .show = decision { shown[index] += 1 } else { dropped[index] += 1 }
            case .activate, .open: break
            }
        }
        for index in run.delivered.indices {
            let input = Render.input(run.delivered[index].input)
            switch (shown[index], dropped[index]) {
            case (1, 0), (0, 1): break
            case (0, 0): return "#\(index) \(input) is lost: never shown, never dropped"
            case (let count, 0): return "#\(index) \(input) is shown \(count) times"
            default: return "#\(index) \(input) is both shown and dropped"
            }
        }
        // A restoration activity restores the scene it came to: two scenes may restore alike.
        let shownDeliveries = run.decisions.compactMap { decision -> LaunchDelivery<Route>? in
            if case .show(let delivery, _) = decision, delivery.channel != .stateRestoration { return delivery }
            return nil
        }
        for (position, first) in shownDeliveries.enumerated() {
            for second in shownDeliveries[(position + 1)...]
            where second.input == first.input
                && abs(second.receivedAt.seconds - first.receivedAt.seconds) <= interval
            {
                return
                    "\(Render.input(first.input)) is shown twice, received \(first.receivedAt) and \(second.receivedAt)"
            }
        }
        // A copy is the same input by the inbox's key (docs/launch-lifecycle.md, §4: a link and a
        // URL context of one URL are one input, whatever they route to), or a routed one alike.
        for case .dropped(let delivery, _) in run.decisions {
            let key = DeduplicationKey(of: delivery.input, channel: delivery.channel)
            let hasCopy = run.delivered.prefix { $0 != delivery }.contains {
                delivery.receivedAt.seconds - $0.receivedAt.seconds <= interval
                    && ($0.input == delivery.input || DeduplicationKey(of: $0.input, channel: $0.channel).matches(key)
                        || ($0.route != nil && sameOutcome($0.outcome, delivery.outcome)))
            }
            if !hasCopy {
                return "\(Render.input(delivery.input)) is dropped as a copy, but no scene received it before"
            }
        }
        return nil
    }
}
