import LaunchRouting
import Testing

/// docs/patterns.md, "Scheme and host": `sources` limit a route to some of the table's schemes
/// and domains, in a table of any size. Sources past the 64th are kept in further words of a bit
/// set, 64 to a word; a slip in which word holds which source lets a route take the URLs of
/// another route's source, which only a table of more than 128 sources shows.
@Suite struct ManySourcesTests {
    /// 200 schemes and two routes on one path, each limited to one scheme.
    @Test(arguments: [(2, 66), (66, 130), (130, 194), (1, 129), (65, 193), (127, 128)])
    func twoRoutesOnOnePathKeepTheirOwnSources(first: Int, second: Int) throws {
        let table = try PatternFixtures.table(
            [
                .init("first", "/x", sources: ["s\(first)"]),
                .init("second", "/x", sources: ["s\(second)"]),
            ], schemes: (0..<200).map { "s\($0)" }, domains: [])
        PatternFixtures.check(table, "s\(first)://x", .routed("first", [:]))
        PatternFixtures.check(table, "s\(second)://x", .routed("second", [:]))
        // A scheme neither route takes: nothing on the path accepts it.
        PatternFixtures.check(table, "s\(second + 1)://x", .unmatched(.noMatchingRoute))
    }

    /// The same in a table of many domains, where a domain's entry follows every scheme's.
    @Test func domainsPastTheFirstWordKeepTheirRoutes() throws {
        let domains = (0..<150).map { "d\($0).example.com" }
        let table = try PatternFixtures.table(
            [
                .init("early", "/x", sources: ["d70.example.com"]),
                .init("late", "/x", sources: ["d134.example.com"]),
            ], schemes: ["t"], domains: domains)
        PatternFixtures.check(table, "https://d70.example.com/x", .routed("early", [:]))
        PatternFixtures.check(table, "https://d134.example.com/x", .routed("late", [:]))
        PatternFixtures.check(table, "https://d6.example.com/x", .unmatched(.noMatchingRoute))
    }
}
