/// Which of a table's schemes and domains a URL came from, as a bit set, and whether a route
/// accepts it: one AND per terminal on the matching path, with no allocation for tables of up to
/// 64 schemes and domains.
package struct SourceMask: Hashable, Sendable {
    /// Entries 0 to 63 of `schemes + domains`.
    var low: UInt64 = 0
    /// Entries from 64 on, 64 to a word; empty (and unallocated) for most tables.
    var high: [UInt64] = []

    package init() {}

    package init(entries: some Sequence<Int>) {
        for entry in entries { insert(entry) }
    }

    package mutating func insert(_ entry: Int) {
        if entry < 64 {
            low |= 1 << UInt64(entry)
        } else {
            let word = entry / 64 - 1
            while high.count <= word { high.append(0) }
            high[word] |= 1 << UInt64(entry % 64)
        }
    }

    package var isEmpty: Bool { low == 0 && high.allSatisfy { $0 == 0 } }

    package func intersects(_ other: SourceMask) -> Bool {
        if low & other.low != 0 { return true }
        guard !high.isEmpty, !other.high.isEmpty else { return false }
        return zip(high, other.high).contains { $0 & $1 != 0 }
    }
}

/// Every route's accepted sources, laid out for the matching path: a flag and a word per route,
/// so a test is two array reads and an AND, with no copy of a `SourceMask`.
package struct RouteSources: Sendable {
    /// Whether the route accepts every source (it gives none).
    let acceptsAll: [Bool]
    /// Entries 0 to 63 the route accepts.
    let low: [UInt64]
    /// The full masks, kept only when the table has more than 64 schemes and domains.
    let full: [SourceMask?]?

    init(_ masks: [SourceMask?]) {
        acceptsAll = masks.map { $0 == nil }
        low = masks.map { $0?.low ?? 0 }
        full = masks.contains { $0.map { !$0.high.isEmpty } ?? false } ? masks : nil
    }
}

/// The routes a URL's source lets through.
package struct SourceFilter {
    let routes: RouteSources
    /// The entries the URL came from.
    let url: SourceMask
    /// Routes whose query vetoed the URL, so that the next best route takes it; empty but on the
    /// slow path of a table with vetoes.
    var vetoed: [Int] = []

    @inline(__always)
    package func accepts(route: Int) -> Bool {
        if !vetoed.isEmpty, vetoed.contains(route) { return false }
        if routes.acceptsAll[route] || routes.low[route] & url.low != 0 { return true }
        guard let full = routes.full, !url.high.isEmpty, let mask = full[route] else { return false }
        return mask.intersects(url)
    }
}
