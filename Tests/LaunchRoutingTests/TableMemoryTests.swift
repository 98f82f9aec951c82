import Testing

@testable import LaunchRouting

/// A table of 1,000 routes holds at most 1 MB (docs/performance.md, "Memory"): `bench
/// --allocations` weighs the whole table in a release build; these pin the parts it is made of,
/// which a debug build lays out the same way.
@Suite struct TableMemoryTests {
    /// A literal's slot in the index: its hash's high half, its child, where its bytes are.
    @Test func aLiteralSlotIsSixteenBytes() {
        #expect(MemoryLayout<LiteralIndex.Slot>.stride == 16)
    }

    /// A trie node: two flags and five 32-bit fields, its edges and terminals ranges of flat arrays.
    @Test func aTrieNodeIsTwentyFourBytes() {
        #expect(MemoryLayout<CompiledMatcher.Node>.stride == 24)
    }

    /// The bytes an array has room for past its elements. The allocator rounds a request up (glibc
    /// to 16 bytes, less its 8-byte header), which an array counts as capacity: under 24 bytes is
    /// that rounding; more is room to grow that the table keeps for nothing.
    static func spare<Element>(_ array: [Element]) -> Int {
        (array.capacity - array.count) * MemoryLayout<Element>.stride
    }

    /// Each array the table keeps is allocated at its size: a pattern's segments, a shape's
    /// matchers and captures (an optional parameter's shape without it too), the table's shapes,
    /// the trie's nodes, edges and terminals.
    @Test func theArraysATableKeepsHaveNoRoomToGrow() throws {
        let routes = (0..<40).map { index in
            RouteDefinition<RouteMatch>(
                "r\(index)", path: index % 2 == 0 ? "/s\(index)/a/b/c/d/e/f" : "/s\(index)/:x(int)/b/c/d/e/:y?")
        }
        let table = try RouteTable(schemes: ["app"], routes: routes)
        for patterns in table.patterns {
            for pattern in patterns { #expect(Self.spare(pattern.segments) < 24, "\(pattern.text)") }
        }
        for shape in table.shapes {
            #expect(Self.spare(shape.matchers) < 24, "\(shape.matchers)")
            #expect(Self.spare(shape.captures) < 24, "\(shape.captures)")
        }
        #expect(Self.spare(table.shapes) < 24)
        #expect(Self.spare(table.matcher.nodes) < 24)
        #expect(Self.spare(table.matcher.terminalShapes) < 24)
        #expect(Self.spare(table.matcher.flatEdges) < 24)
    }
}
