@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

@_spi(Fuzzing) @testable import LaunchRouting

/// A miss on the fast path words its reason only when the message is read: the message is word for
/// word the one written at once (the bytes entry point writes it at once), the code and the
/// position are found on the way.
@Suite struct LazyReasonTests {
    @Test func aMissReadsAsIfWrittenAtOnce() throws {
        let table = try ExampleRoutes.table()
        let urls = URLGenerator(table: table)
        let generator = Generator<String>.oneOf([urls.any, urls.hit, urls.nearMiss, urls.adversarial])
        var deferred = 0
        for seed in 0..<4_000 as Range<UInt64> {
            var choices = Choices(seed: seed)
            let url = generator.generate(&choices)
            let lazy = table.resolve(url)
            let eager = table.resolve(bytes: Array(url.utf8))
            #expect(lazy == eager, "seed \(seed): \(url)")
            #expect(lazy.reason?.message == eager.reason?.message, "seed \(seed): \(url)")
            #expect(lazy.reason?.position == eager.reason?.position, "seed \(seed): \(url)")
            if case .noRouteForPath? = lazy.reason?.text { deferred += 1 }
        }
        // The fast path's misses that no typed parameter is to blame for are the ones deferred.
        #expect(deferred > 50)
    }

    @Test(
        arguments: [
            (
                "shop://product/42/nope",
                #"noMatchingRoute: no route matches the path "/product/42/nope""#
            ),
            (
                "https://shop.example.com/orders/x%2Fy/tracking",
                #"invalidParameter: no route matches the path "/orders/x/y/tracking"; "x/y" is not a valid int for the parameter "orderID" of route "orderTracking" (at byte 32)"#
            ),
            ("shop://", nil),
        ] as [(String, String?)])
    func theWordsOfAMiss(url: String, reason: String?) throws {
        let outcome = try ExampleRoutes.table().resolve(url)
        #expect(outcome.reason.map { "\($0)" } == reason)
    }

    /// A message set by hand replaces the deferred one.
    @Test func aMessageSetByHandIsTheMessage() throws {
        var reason = try #require(try ExampleRoutes.table().resolve("shop://nope").reason)
        reason.message = "custom"
        #expect(reason.message == "custom")
        #expect(reason == OutcomeReason(code: .noMatchingRoute, message: "custom"))
    }
}
