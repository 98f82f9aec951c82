import Testing

@_spi(Fuzzing) @testable import LaunchRouting

/// A table of 1,000 routes holds at most 1 MB (docs/performance.md, "Memory"): `bench
/// --allocations` weighs the whole table in a release build; these pin the parts it is made of,
/// which a debug build lays out the same way.
@Suite struct TableMemoryTests {
    /// A literal's slot in the index: its hash's high half, its child, where its bytes are.
    @Test func aLiteralSlotIsSixteenBytes() {
        #expect(MemoryLayout<LiteralIndex.Slot>.stride == 16)
    }

    /// A trie node: two flags and five 32-bit fields, its edges and terminals ranges of flat arrays.
    /// A type is at most a pointer and a tag (the tag fits in its spare bits): a case that carried a `String` (16 bytes) would grow every
    /// pattern segment and query rule a table holds, and the bench's 1,000-route table past its
    /// bound (the sigil type carries a `Unicode.Scalar` for this).
    @Test func aParameterTypeIsAPointerAndATag() {
        #expect(MemoryLayout<ParameterType>.size <= MemoryLayout<Int>.size + 1)
    }

    @Test func aTrieNodeIsTwentyFourBytes() {
        #expect(MemoryLayout<CompiledMatcher.Node>.stride == 24)
    }

    /// The bytes an array has room for past its elements.
    static func spare<Element>(_ array: [Element]) -> Int {
        (array.capacity - array.count) * MemoryLayout<Element>.stride
    }

    /// The most glibc's allocator can round a request up by, whatever ran before: an array's
    /// capacity comes from `malloc_usable_size`, and a reused free chunk is handed out whole when
    /// what would be left of it is under the 32-byte minimum chunk, on top of the 16-byte rounding
    /// and the 8-byte header. So a bound on the spare must hold for the worst state of the heap
    /// (a bound of 24 failed on a clean-clone CI run, issue #33), and only the arrays of many
    /// elements can show growth: appending past a reserve doubles the capacity, which leaves the
    /// trie's and the shapes' arrays of this table hundreds of bytes of spare.
    static let allocatorSlack = 64

    #if os(Linux)
    /// Each array the table keeps is allocated at its size: a pattern's segments, a shape's
    /// matchers and captures (an optional parameter's shape without it too), the table's shapes,
    /// the trie's nodes, edges and terminals. On glibc only: other allocators round differently.
    @Test func theArraysATableKeepsHaveNoRoomToGrow() throws {
        let routes = (0..<40).map { index in
            RouteDefinition<RouteMatch>(
                "r\(index)", path: index % 2 == 0 ? "/s\(index)/a/b/c/d/e/f" : "/s\(index)/:x(int)/b/c/d/e/:y?")
        }
        let table = try RouteTable(schemes: ["app"], routes: routes)
        for patterns in table.patterns {
            for pattern in patterns { #expect(Self.spare(pattern.segments) < Self.allocatorSlack, "\(pattern.text)") }
        }
        for shape in table.shapes {
            #expect(Self.spare(shape.matchers) < Self.allocatorSlack, "\(shape.matchers)")
            #expect(Self.spare(shape.captures) < Self.allocatorSlack, "\(shape.captures)")
        }
        #expect(Self.spare(table.shapes) < Self.allocatorSlack)
        #expect(Self.spare(table.matcher.nodes) < Self.allocatorSlack)
        #expect(Self.spare(table.matcher.terminalShapes) < Self.allocatorSlack)
        #expect(Self.spare(table.matcher.flatEdges) < Self.allocatorSlack)
    }
    #endif
}
