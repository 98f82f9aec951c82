import LaunchRouteCommands
@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

/// `bench --allocations`: heap allocations per resolve of each kind of input on the built-in
/// example table, each against the bound docs/performance.md states; the run fails when one is
/// over. Counted, not timed, so the same build gives the same counts on any machine.
enum AllocationCheck {
    struct Row {
        var url: String
        var what: String
        /// The most allocations one resolve may make.
        var bound: Int
        /// Whether the outcome's message is read too (a miss's words are written when read).
        var readsMessage = false
    }

    /// The bounds: none for a hit that captures nothing and for a miss until its message is read;
    /// one for a hit with parameters (the array that holds them), and one more for a value that
    /// does not fit in a `String`'s 15 inline bytes and for a repeated parameter's list.
    static let rows: [Row] = [
        Row(url: "shop://cart", what: "a hit that captures nothing", bound: 0),
        Row(url: "https://shop.example.com/orders", what: "a universal link that captures nothing", bound: 0),
        Row(url: "https://www.shop.example.com/account", what: "a link on a wildcard domain", bound: 0),
        Row(url: "shop://product/42", what: "a hit with an int", bound: 1),
        Row(url: "shop://category/shoes/2", what: "a hit with a string and an int", bound: 1),
        Row(url: "shop://checkout/payment", what: "a hit with an enumerated value", bound: 1),
        Row(url: "shop://orders/123/tracking", what: "a hit with an int before a literal", bound: 1),
        Row(url: "https://shop.example.com/search?q=boots", what: "a hit with a query and a default", bound: 1),
        Row(url: "shop://search?q=boots&page=2&utm_source=mail", what: "a hit with an undeclared query item", bound: 1),
        Row(url: "shop://collections/summer?sort=price&page=3", what: "a hit with a path value and a query", bound: 1),
        Row(url: "shop://product/42?ref=mail%20campaign", what: "a hit with an escaped query value", bound: 1),
        Row(url: "shop://product/%34%32", what: "a hit with an escaped path value", bound: 1),
        Row(url: "shop://cart/items/0f8b2c4e-1a2b-4c3d-9e8f-0123456789ab", what: "a hit with a UUID", bound: 2),
        Row(
            url: "shop://cart/items/0F8B2C4E-1A2B-4C3D-9E8F-0123456789AB", what: "a hit with an uppercase UUID",
            bound: 3),
        Row(url: "shop://deals/spring-sale-for-members", what: "a hit with a value past 15 bytes", bound: 2),
        Row(url: "shop://compare?id=1&id=2", what: "a hit with a repeated parameter", bound: 2),
        Row(url: "shop://nothing/here", what: "a miss", bound: 0),
        Row(url: "shop://product/42/nothing", what: "a miss past a parameter", bound: 0),
        Row(url: "shop://nothing/here", what: "a miss, its message read", bound: 5, readsMessage: true),
    ]

    static func run() throws(RouteTableError) -> Benchmark.Figures {
        let table = try ExampleRoutes.table()
        var lines = ["heap allocations per resolve, the built-in example table (at most)"]
        var fields: [JSONValue] = []
        var over = 0
        for row in Self.rows {
            let count = allocations(row, table)
            let verdict = count.map { $0 <= row.bound ? "" : "  OVER" } ?? ""
            if let count, count > row.bound { over += 1 }
            lines.append(
                "  \(count.map(String.init) ?? "?") (\(row.bound))  \(row.what): \(row.url)\(verdict)")
            fields.append(
                .object([
                    ("url", .string(row.url)), ("what", .string(row.what)),
                    ("allocations", count.map { .number(String($0)) } ?? .null),
                    ("bound", .number(String(row.bound))),
                ]))
        }
        let memory = try memoryHeld(routes: 1_000)
        if let memory {
            if memory > Self.memoryBound { over += 1 }
            lines.append(
                "heap held by the bench's 1,000-route table: \(memory) bytes (at most \(Self.memoryBound))"
                    + (memory > Self.memoryBound ? "  OVER" : ""))
        }
        if Platform.mallocCalls() == nil {
            lines.append("allocations are counted with glibc only")
        } else {
            lines.append(over == 0 ? "every count within its bound" : "\(over) over their bound")
        }
        return Benchmark.Figures(
            text: lines.joined(separator: "\n"),
            json: .object([
                ("allocations", .array(fields)),
                ("memory", memory.map { .number(String($0)) } ?? .null),
                ("memoryBound", .number(String(Self.memoryBound))),
            ]),
            passed: over == 0)
    }

    /// The most heap, in bytes, the bench's table of 1,000 routes may hold: 1 MB.
    static let memoryBound = 1_000_000

    /// The heap a table of the bench's workload holds once built; `nil` where it cannot be counted.
    private static func memoryHeld(routes: Int) throws(RouteTableError) -> Int? {
        let workload = BenchWorkload(routes: routes, urls: 0)
        guard let before = Platform.heapBytesInUse() else { return nil }
        let table = try workload.table()
        guard let after = Platform.heapBytesInUse() else { return nil }
        return withExtendedLifetime(table) { after - before }
    }

    /// Allocations of one resolve, after one to warm up; `nil` where malloc is not counted.
    private static func allocations(_ row: Row, _ table: RouteTable<RouteMatch>) -> Int? {
        var sink = 0
        func resolve() {
            let outcome = table.resolve(row.url)
            if row.readsMessage, case .unmatched(let reason) = outcome { sink &+= reason.message.utf8.count }
            if case .routed(let match) = outcome { sink &+= match.name.utf8.count }
        }
        resolve()
        guard let before = Platform.mallocCalls() else { return nil }
        resolve()
        guard let after = Platform.mallocCalls() else { return nil }
        if sink == 42 { Platform.writeStandardError("") }
        return after - before
    }
}
