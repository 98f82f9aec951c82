@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// What a report says: inputs per property, coverage, warnings, and failures as a test shows them.
@Suite struct ReportTests {
    @Test func aRouteNoInputReachesIsAWarning() throws {
        // `/a/:p` outranks `/a/*` on every URL, so no input ever reaches "wildcard".
        let table = try RouteTable<RouteMatch>(
            schemes: ["s"],
            routes: [RouteDefinition("wildcard", path: "/a/*"), RouteDefinition("named", path: "/a/:p")])
        let report = LaunchProperties(table: table).check(seed: 1, iterations: 300)
        #expect(report.passed, "\(report)")
        #expect(report.coverage["wildcard"] == 0)
        #expect((report.coverage["named"] ?? 0) > 0)
        #expect(report.warnings.contains("route \"wildcard\" was never reached by a generated input"))
    }

    /// A route whose hits its binding declined was reached: once another route has failed P4,
    /// which stops the counting, the warning says it was matched and never routed, not that
    /// nothing reached it (issue #33).
    @Test func aRouteMatchedButNeverRoutedIsItsOwnWarning() throws {
        let declines = RouteDefinition<String>(
            "declines", path: "/d/:p", bind: { _ in nil }, reverse: { _ in nil }
        ).allowingDeclines()
        // Its reverse writes another value than the one routed: P4 fails on its first hit.
        let broken = RouteDefinition<String>(
            "broken", path: "/b/:n", bind: { try $0.string("n") }, reverse: { _ in ["n": "other"] })
        let table = try RouteTable<String>(schemes: ["s"], routes: [declines, broken])
        let report = LaunchProperties(table: table).check(seed: 4, iterations: 300, only: [.roundTrip])
        #expect(report.results.first?.route == "broken")
        #expect(report.coverage["declines"] == 0)
        #expect(
            report.warnings.contains {
                $0.hasPrefix("route \"declines\" was matched by ")
                    && $0.hasSuffix(" generated inputs, and its binding routed none of them to a value")
            }, "\(report.warnings)")
        #expect(!report.warnings.contains("route \"declines\" was never reached by a generated input"))
    }

    @Test func aPropertyThatDiscardsMostOfItsInputsIsAWarning() throws {
        // No routes: nothing a round trip can start from.
        let table = try RouteTable<RouteMatch>(schemes: ["s"], routes: [])
        let report = LaunchProperties(table: table).check(seed: 1, iterations: 200, only: [.roundTrip])
        let result = try #require(report.results.first)
        #expect(result.discardRatio > 0.5)
        #expect(report.warnings.contains { $0.hasPrefix("P4 discarded") })
    }

    /// docs/testing.md, "The report": a property that discarded more than half its inputs is a
    /// warning, and one that discarded less is not. Bindings that return `nil`, on routes that
    /// allow declines, decline every hit of their route, which P4 discards; with 3 of 4 routes
    /// declining most hits are discarded, with 1 of 4 few are.
    @Test(arguments: [(3, true), (1, false)])
    func theDiscardWarningStartsPastHalf(declining: Int, warns: Bool) throws {
        let routes = ["a", "b", "c", "d"].enumerated().map { index, name in
            RouteDefinition<RouteMatch>(
                name, path: "/\(name)/:x", bind: { index < declining ? nil : $0 },
                reverse: { $0.name == name ? $0.parameters.mapValues { $0 } : nil }
            ).allowingDeclines()
        }
        let table = try RouteTable<RouteMatch>(schemes: ["s"], routes: routes)
        let report = LaunchProperties(table: table).check(seed: 1, iterations: 400, only: [.roundTrip])
        let result = try #require(report.results.first)
        #expect(
            result.discardRatio > (warns ? 0.55 : 0.1) && result.discardRatio < (warns ? 0.85 : 0.45),
            "\(result.discarded) of \(result.inputs + result.discarded)")
        #expect(report.warnings.contains { $0.hasPrefix("P4 discarded") } == warns, "\(report.warnings)")
    }

    @Test func everyPropertyReportsItsInputs() {
        let report = LaunchProperties(router: Fixtures.shop).check(seed: 2, iterations: 200)
        #expect(report.results.map(\.property) == LaunchProperty.allCases)
        for result in report.results {
            #expect(result.inputs >= 100, "\(result.property): \(result.inputs) inputs")
        }
        #expect(report.seed == 2)
        #expect(report.fingerprint != nil)
        #expect(report.description.hasPrefix("pass P1 cold and warm deliver the same outcomes: "))
        #expect(report.description.contains("coverage: 8 of 8 routes reached"))
    }

    @Test func onlyTheAskedPropertiesRun() {
        let report = LaunchProperties(router: Fixtures.tiny).check(
            seed: 1, iterations: 50, only: [.exactlyOnce, .anyBytes])
        #expect(report.results.map(\.property) == [.exactlyOnce, .anyBytes])
        #expect(report.fingerprint == nil)
    }

    @Test func aFailureReadsAsATestIssueWithItsReplayLine() throws {
        let subject = LaunchSubject<RouteMatch>(
            router: { $0 }, inbox: { Broken.DropsBeforeReady(inbox: LaunchInbox(router: $0)) })
        let report = LaunchProperties(router: Fixtures.tiny, subject: subject).check(seed: 5, only: [.coldWarmParity])
        let result = try #require(report.failures.first)
        let failing = try #require(result.failingCase)
        let text = result.issueText(test: PropertyReport.testFilter("deepLinks()"))
        #expect(text.hasPrefix("P1 cold and warm deliver the same outcomes: cold delivered nothing\n"))
        #expect(text.contains("counterexample:\n  cold:\n    1. connect("))
        #expect(
            text.hasSuffix(
                "\nreplay: LAUNCH_ROUTING_SEED=5 LAUNCH_ROUTING_REPLAY=\(failing) swift test --filter deepLinks"))
        #expect(result.original != nil)
    }

    /// docs/testing.md, "When it fails": "found at case N of seed S" counts cases from 1, so a
    /// budget of N cases finds the failure and a budget of N - 1 does not.
    @Test(arguments: [3, 5, 8] as [UInt64])
    func aFailureSaysWhichCaseFoundIt(seed: UInt64) throws {
        let properties = LaunchProperties(
            router: Fixtures.shop, subject: Fixtures.subject { Broken.SkipsPercentDecoding(router: $0) })
        let report = properties.check(seed: seed, only: [.normalisation])
        let failure = try #require(report.failures.first?.failure)
        let line = try #require(failure.split(separator: "\n").first { $0.hasPrefix("found at case ") })
        let number = try #require(Int(line.dropFirst("found at case ".count).prefix { $0.isNumber }))
        #expect(line.hasPrefix("found at case \(number) of seed \(seed)"))
        #expect(!properties.check(seed: seed, iterations: number, only: [.normalisation]).passed)
        if number > 1 {
            #expect(properties.check(seed: seed, iterations: number - 1, only: [.normalisation]).passed)
        }
    }

    @Test func aTableAloneGetsEveryProperty() throws {
        let report = LaunchProperties(table: Fixtures.shop.table).check(seed: 1, iterations: 200)
        #expect(report.results.map(\.property) == LaunchProperty.allCases)
        #expect(report.passed, "\(report)")
    }

    @Test func eventsReadAsTheAppWouldWriteThem() {
        #expect(LaunchEvent.connect(.init(handoffUserActivityType: "t")).summary == #"connect(handoff "t")"#)
        #expect(
            LaunchEvent.failToContinue(activityType: "t", errorDescription: "gone").summary == #"failToContinue("t")"#)
        let schedule = LaunchSchedule([.connect(.init(urlContexts: [.init(url: "s:a")])), .ready])
        #expect(schedule.description == "1. connect(url \"s:a\")\n2. ready")
        var inbox = LaunchInbox(router: Fixtures.tiny)
        #expect(schedule.run(&inbox).map(\.outcome) == [.routed(RouteMatch(name: "a"))])
    }
}

/// docs/testing.md, section 3: a smaller inbox keeps every property, and a parity failure that an
/// overflow caused says so.
@Suite struct InboxCapacityTests {
    static let router = try! ExampleRoutes.router()

    /// A connection with more inputs than the inbox holds proves nothing about parity (the cold
    /// path must drop some), so P1 generates none: with `capacity: 8`, P1 failed for 11 of the
    /// seeds 1 to 20.
    @Test(arguments: UInt64(1)...20)
    func aSmallInboxKeepsParity(seed: UInt64) {
        let properties = LaunchProperties(router: Self.router, inboxConfiguration: .init(capacity: 8))
        let report = properties.check(seed: seed, iterations: 300, only: [.coldWarmParity])
        #expect(report.passed, "\(report)")
    }

    @Test func aParityFailureSaysWhatOverflowed() throws {
        let subject = LaunchSubject<RouteMatch>(
            router: { $0 }, inbox: { LaunchInbox(router: $0, configuration: .init(capacity: 1)) })
        let report = LaunchProperties(router: Self.router, subject: subject).check(
            seed: 1, iterations: 300, only: [.coldWarmParity])
        let failure = try #require(report.results.first?.failure)
        #expect(failure.contains("\nthe inbox dropped 1 input past its capacity: "), "\(failure)")
    }
}

/// A failure's parts as data: what was wrong, the counterexample, the route, so that a tool prints
/// them apart without reading the failure's text back.
@Suite struct FailurePartsTests {
    @Test func theMessageIsTheFailureWithoutItsCounterexample() throws {
        let properties = LaunchProperties(
            router: Fixtures.shop, subject: Fixtures.subject { Broken.SkipsPercentDecoding(router: $0) })
        let result = try #require(properties.check(seed: 3, only: [.normalisation]).failures.first)
        let message = try #require(result.message)
        let counterexample = try #require(result.counterexample)
        #expect(
            result.failure?.hasPrefix(message + "\ncounterexample:\n  " + counterexample + "\nfound at case ") == true)
        #expect(!message.contains("counterexample:"))
    }
}
