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
            let broken = MultiSceneRun.broken(
                schedule, router: router, inbox: { subject.makeInbox(router) }, configuration: configuration,
                scenes: scenes, targeting: policy)
            return broken.map { .fail($0) } ?? .pass
        }
        // Twice the compound cases: a scene bug shows only when scenes show the same content or
        // one goes while an input waits for it, which one life in a few dozen sets up.
        return engine.run(
            .sceneTargeting, schedules, cases: 2 * engine.compoundCases, weight: \.inputCount,
            render: { $0.description }, verdict)
    }
}
