@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// The oracle of the `FuzzLaunchEvents` fuzz target (docs/fuzzing.md): it passes the library's
/// inbox and controller on every schedule, and catches each planted inbox bug of the P10 suite
/// when pointed at it, as the fuzzer would, from bytes.
@Suite struct LaunchEventsOracleTests {
    static let router = try! ExampleRoutes.router()

    /// How many schedules each check draws: each is one fuzzer input.
    static let schedules = 400

    @MainActor @Test func theLibraryKeepsEveryLaw() {
        let oracle = LaunchEventsOracle(router: Self.router)
        for index in 0..<Self.schedules {
            let bytes = oracle.choices(seed: PropertyRunner.iterationSeed(20_261_125, index))
            let broken = oracle.check(bytes)
            #expect(broken == nil, "schedule \(index): \(broken ?? "")")
            if broken != nil { return }
        }
    }

    /// Any bytes are a schedule: random bytes, as the fuzzer starts from, keep the laws too.
    @MainActor @Test func anyBytesAreASchedule() {
        let oracle = LaunchEventsOracle(router: Self.router)
        var random = Choices(seed: 7)
        for index in 0..<Self.schedules {
            let bytes = (0..<random.draw(in: 0...600)).map { _ in UInt8(random.draw(below: 256)) }
            let broken = oracle.check(bytes)
            #expect(broken == nil, "bytes \(index): \(broken ?? "")")
            if broken != nil { return }
        }
    }

    /// The schedule some bytes stand for reads as the steps a failure prints, one a line.
    @Test func aScheduleReadsAsNumberedSteps() {
        let oracle = LaunchEventsOracle(router: Self.router)
        let schedule = oracle.schedule(oracle.choices(seed: PropertyRunner.iterationSeed(20_261_125, 13)))
        let lines = schedule.description.split(separator: "\n").map(String.init)
        #expect(lines.count == schedule.events.count)
        #expect(lines.enumerated().allSatisfy { $0.element.hasPrefix("\($0.offset + 1). ") }, "\(lines)")
        // P6's schedules, up to 48 events and a last `ready`.
        #expect((2...49).contains(schedule.events.count))
        #expect(schedule.events.last == .ready)
        // Bytes past what the generator draws change nothing; no bytes are a schedule too.
        #expect(
            oracle.schedule(oracle.choices(seed: 3) + [9, 9, 9]).description
                == oracle.schedule(oracle.choices(seed: 3)).description)
        #expect(oracle.schedule([]).events.count <= 2)
    }

    static let plantedInboxes: [(String, @Sendable (Router<RouteMatch>) -> any LaunchEventHandling<RouteMatch>)] = [
        (
            "ignores cold activities",
            { Broken.IgnoresColdActivities(inbox: LaunchInbox(router: $0, configuration: .init(capacity: 6))) }
        ),
        (
            "drops what arrives before ready",
            { Broken.DropsBeforeReady(inbox: LaunchInbox(router: $0, configuration: .init(capacity: 6))) }
        ),
        (
            "loses the Handoff continuation",
            { Broken.LosesHandoffContinuation(inbox: LaunchInbox(router: $0, configuration: .init(capacity: 6))) }
        ),
        ("delivers twice", { Broken.DeliversTwice(inbox: LaunchInbox(router: $0, configuration: .init(capacity: 6))) }),
        (
            "depends on Set order",
            { Broken.DependsOnSetOrder(inbox: LaunchInbox(router: $0, configuration: .init(capacity: 6))) }
        ),
    ]

    @MainActor @Test(arguments: plantedInboxes.indices)
    func catchesEveryPlantedInboxBug(_ bug: Int) throws {
        let (name, make) = Self.plantedInboxes[bug]
        let subject = LaunchSubject<RouteMatch>(router: { $0 }, inbox: { AnyInbox(make($0)) })
        let oracle = LaunchEventsOracle(router: Self.router, subject: subject)
        let found = (0..<Self.schedules).lazy.compactMap { index in
            oracle.check(oracle.choices(seed: PropertyRunner.iterationSeed(20_261_125, index))).map { (index, $0) }
        }.first
        let (index, message) = try #require(found, "\(name): no schedule of \(Self.schedules) caught it")
        #expect(message.contains("\nschedule:\n1. "), "\(name), schedule \(index): \(message)")
    }
}

/// A planted inbox behind one type, so that the catalogue can list them side by side.
struct AnyInbox: LaunchEventHandling {
    var inbox: any LaunchEventHandling<RouteMatch>
    init(_ inbox: any LaunchEventHandling<RouteMatch>) { self.inbox = inbox }
    mutating func handle(_ event: LaunchEvent, at now: LaunchClock.Instant) -> LaunchInbox<RouteMatch>.Output {
        inbox.handle(event, at: now)
    }
    mutating func requeue(_ deliveries: ArraySlice<LaunchDelivery<RouteMatch>>) { inbox.requeue(deliveries) }
    mutating func discard(at now: LaunchClock.Instant) -> LaunchInbox<RouteMatch>.Output { inbox.discard(at: now) }
    var pendingCount: Int { inbox.pendingCount }
}
