@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// P7: whatever the input, an outcome with a reason, never a trap.
@Suite struct RobustnessTests {
    static let table = try! RouteTable<RouteMatch>(
        schemes: ["shop"],
        domains: ["shop.example.com", "*.shop.example.com"],
        routes: [
            .init("product", path: "/product/:id(int)", query: ["ref": "string?"]),
            .init("any", path: "/:a/:b(uuid)?"),
            .init("help", path: "/help/**topic"),
            .init("search", path: "/search", query: ["q": "string", "page": "int=1", "tag": "string[]"]),
        ]
    )

    static let hostile: [(String, [UInt8])] = [
        ("empty", []),
        ("overflowing int", Array("shop://product/99999999999999999999999999999".utf8)),
        ("min int minus one", Array("shop://product/-9223372036854775809".utf8)),
        ("overflowing query int", Array("shop://search?q=a&page=18446744073709551616".utf8)),
        ("invalid UTF-8 raw", Array("shop://product/".utf8) + [0xFF, 0xFE]),
        ("invalid UTF-8 encoded", Array("shop://help/%C3%28".utf8)),
        ("truncated UTF-8", Array("shop://help/%E2%82".utf8)),
        ("surrogate", Array("shop://help/%ED%A0%80".utf8)),
        ("overlong", Array("shop://help/%C0%AF".utf8)),
        ("malformed percent", Array("shop://help/%".utf8)),
        ("malformed percent at end", Array("shop://help/%4".utf8)),
        ("100 KiB", Array("shop://help/".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 100 * 1_024)),
        ("10,000 segments", Array("shop://help".utf8) + Array(String(repeating: "/a", count: 10_000).utf8)),
        ("only slashes", [UInt8](repeating: UInt8(ascii: "/"), count: 5_000)),
        ("only percent", [UInt8](repeating: UInt8(ascii: "%"), count: 5_000)),
        ("NUL", [0]),
        ("scheme only", Array("shop:".utf8)),
        ("colon", Array(":".utf8)),
    ]

    @Test(arguments: hostile.indices)
    func hostileInputGetsAReason(_ index: Int) {
        let (name, bytes) = Self.hostile[index]
        let outcome = Self.table.resolve(bytes: bytes)
        let compiled = Self.table.match(bytes: bytes)
        let reference = Self.table.match(bytes: bytes, usingReference: true)
        #expect(compiled == reference, "\(name)")
        if case .routed = outcome { return }
        #expect(outcome.reason?.message.isEmpty == false, "\(name): \(outcome)")
    }

    @Test func expectedReasonsForHostileInputs() {
        func code(_ bytes: [UInt8]) -> OutcomeReason.Code? { Self.table.resolve(bytes: bytes).reason?.code }
        #expect(code([]) == .malformedURL)
        #expect(code(Array("shop://product/99999999999999999999999999999".utf8)) == .invalidParameter)
        #expect(code(Array("shop://product/".utf8) + [0xFF]) == .invalidUTF8)
        #expect(code(Array("shop://help/%C0%AF".utf8)) == .invalidUTF8)
        #expect(code(Array("shop://help/%".utf8)) == .malformedPercentEncoding)
        #expect(code(Array("shop://help/".utf8) + [UInt8](repeating: 97, count: 100 * 1_024)) == .tooLong)
        #expect(code(Array("shop://help".utf8) + Array(String(repeating: "/a", count: 4_000).utf8)) == .tooManySegments)
    }

    @Test func adversarialBytesNeverTrap() {
        let seed = PropertyRunner.seed(default: 77)
        let bytes = Generator<[UInt8]> { choices in
            (0..<choices.draw(in: 0...64)).map { _ in UInt8(choices.draw(below: 256)) }
        }
        let prefixed = Generator<[UInt8]>.oneOf([
            bytes,
            bytes.map { Array("shop://".utf8) + $0 },
            bytes.map { Array("https://shop.example.com/".utf8) + $0 },
        ])
        let failure = PropertyRunner.check("adversarialBytesNeverTrap", seed: seed, iterations: 5_000, prefixed) {
            input in
            let compiled = Self.table.match(bytes: input)
            let reference = Self.table.match(bytes: input, usingReference: true)
            guard compiled == reference else { return "compiled \(compiled), reference \(reference)" }
            if case .failure(let reason) = compiled, reason.message.isEmpty { return "empty reason" }
            return nil
        }
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}

/// Bugs found by hand, each kept as a test.
@Suite struct HandFoundRegressionTests {
    static let table = try! RouteTable<RouteMatch>(
        schemes: ["shop"],
        domains: ["t.example.com", "*.t.example.com"],
        routes: [.init("item", path: "/item/:id")]
    )

    /// A host spelled like a wildcard domain is not a subdomain of it.
    @Test(arguments: [
        "https://*.t.example.com/item/1", "https://a*.t.example.com/item/1", "https://a_b.t.example.com/item/1",
    ])
    func wildcardLookingHostIsUntrusted(_ url: String) {
        let host = String(url.dropFirst(8).prefix { $0 != "/" })
        #expect(
            Self.table.resolve(url)
                == .rejected(
                    OutcomeReason(
                        code: .untrustedHost, message: "the host \"\(host)\" is not one of the table's domains",
                        position: 8)))
        #expect(Self.table.match(url) == Self.table.referenceMatch(url))
    }

    /// Limits that cannot hold any URL are refused when the table is built, never a trap later.
    @Test func negativeLimitsAreABuildError() {
        #expect(
            throws: RouteTableError(
                code: .invalidLimits, location: .limits,
                reason: "the limits must be at least 0 bytes and 0 segments, not -1 and -1")
        ) {
            try RouteTable<RouteMatch>(
                schemes: ["shop"], limits: URLLimits(maximumLength: -1, maximumSegments: -1), routes: [])
        }
    }
}
