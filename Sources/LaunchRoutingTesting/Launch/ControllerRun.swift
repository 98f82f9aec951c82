import Dispatch
@_spi(Fuzzing) import LaunchRouting

/// A schedule run through a `LaunchInboxController` with the calls a scene delegate makes
/// (`connect`, `receive`, `open`, `setReady`, ...) and a delivery handler that does what the
/// schedule's ``LaunchSchedule/HandlerAction``s say: the one way the harness drives an inbox,
/// so that what it proves is what an app runs.
///
/// Each event's output is what the app saw during that call: the deliveries its handler took
/// (those of the events the handler sent included), the drops, and for a quick action received,
/// the answer `receive` returned.
///
/// ```swift
/// let outputs = ControllerRun.outputs(of: schedule, inbox: LaunchInbox(router: router))
/// outputs.flatMap(\.deliveries).map(\.outcome)
/// ```
@MainActor
final class ControllerRun<Route: Sendable> {
    private let time = ScheduleTime()
    private var controller: LaunchInboxController<Route>?
    private var output = LaunchInbox<Route>.Output()
    /// The action of the event being run, until it fires, and the deliveries taken meanwhile.
    private var action: LaunchSchedule.HandlerAction?
    private var taken = 0

    /// A controller over `inbox`, whose router is `router`, to drive one event at a time.
    init(inbox: any LaunchEventHandling<Route>, router: Router<Route>) {
        let controller = LaunchInboxController(planted: inbox, router: router, clock: time.clock) { _ in }
        controller.handler = { [unowned self] in self.take($0) }
        controller.dropHandler = { [unowned self] in self.output.drops.append($0) }
        self.controller = controller
    }

    /// Runs `schedule` through a controller over `inbox` (whose router is `router`), on the main
    /// actor; returns each event's output.
    nonisolated static func outputs(
        of schedule: LaunchSchedule, inbox: any LaunchEventHandling<Route>, router: Router<Route>
    ) -> [LaunchInbox<Route>.Output] {
        onMainActor {
            let run = ControllerRun(inbox: inbox, router: router)
            return schedule.events.indices.map { index in
                run.perform(schedule.events[index], at: schedule.instant(at: index), schedule.handlerActions[index])
            }
        }
    }

    /// The scene delegate's call for `event` at `instant`, the handler doing `action`; what the
    /// app saw meanwhile.
    func perform(
        _ event: LaunchEvent, at instant: LaunchClock.Instant, _ action: LaunchSchedule.HandlerAction? = nil
    ) -> LaunchInbox<Route>.Output {
        time.now = instant
        output = LaunchInbox<Route>.Output()
        self.action = action
        taken = 0
        if let answer = call(event), case .receive(let input) = event, input.shortcutItem != nil {
            output.shortcutHandled = answer
        }
        return output
    }

    /// The app delegate's `discard()` at `instant`: what the inbox still held, and its drops.
    func discard(at instant: LaunchClock.Instant) -> LaunchInbox<Route>.Output {
        time.now = instant
        output = LaunchInbox<Route>.Output()
        output.deliveries = controller?.discard() ?? []
        return output
    }

    /// Makes the scene delegate's call for `event`; returns `receive`'s answer.
    @discardableResult
    private func call(_ event: LaunchEvent) -> Bool? {
        guard let controller else { return nil }
        switch event {
        case .connect(let options, let restoration, let legacy):
            controller.connect(options: options, stateRestorationActivity: restoration, legacyLaunchOptions: legacy)
        case .receive(let input):
            return controller.receive(input)
        case .openURLContexts(let contexts):
            controller.open(contexts)
        case .failToContinue(let type, let description):
            controller.failToContinue(activityType: type, error: DescribedError(description: description))
        case .ready:
            controller.setReady(true)
        case .notReady:
            controller.setReady(false)
        case .disconnect:
            controller.disconnect()
        case .tick:
            controller.tick()
        }
        return nil
    }

    /// The handler: takes a delivery, then does the event's action once it has taken enough.
    private func take(_ delivery: LaunchDelivery<Route>) {
        output.deliveries.append(delivery)
        taken += 1
        guard let action, taken == action.after else { return }
        self.action = nil
        for event in action.events { call(event) }
    }
}

/// The instant a run's controller reads, set before each event.
private final class ScheduleTime: @unchecked Sendable {
    // Unchecked: written and read only on the main actor, by one run.
    var now = LaunchClock.Instant.seconds(0)

    var clock: LaunchClock { LaunchClock { self.now } }
}

/// The error a failed Handoff is given, which the controller describes as the event says.
private struct DescribedError: Error, CustomStringConvertible {
    var description: String
}

/// Runs `body` on the main actor and returns its result, from any thread: at once on the main
/// thread, otherwise by waiting for the main queue. The controller is the app's main-actor object,
/// and the harness runs where the app's tests run it, on the main thread or not.
func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if DispatchQueue.getSpecific(key: MainQueue.key) == true { return MainActor.assumeIsolated(body) }
    return withoutActuallyEscaping(body) { body in
        let unchecked = UncheckedBody(body: body)
        return DispatchQueue.main.sync { MainActor.assumeIsolated { unchecked.body() } }
    }
}

/// The main queue, marked so that code can tell whether it runs on it.
private enum MainQueue {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

/// A main-actor closure carried to the main queue, where it runs while its caller waits.
private struct UncheckedBody<T>: @unchecked Sendable {
    let body: @MainActor () -> T
}
