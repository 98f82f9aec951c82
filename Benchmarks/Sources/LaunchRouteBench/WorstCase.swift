@_spi(Fuzzing) import LaunchRouting

/// The slowest inputs we know of, at the size limits, against the bench's 1,000-route table; and
/// tables shaped to be slow to build. The bench compares each with the workload in the same run,
/// per byte of the URL or of the routes' text: resolving and building are linear in their input,
/// so none may cost more per byte than a small multiple of the workload's median (P7's bound,
/// docs/testing.md).
///
/// Each URL is at most 8,192 bytes and 64 segments, the default `URLLimits`; the families are the
/// ones whose cost grows with the input: a long scan, many escapes to decode, many query items to
/// validate, a parameter repeated until the bound, a wildcard host with many labels, a rest value
/// of many segments, and a deep route missed at its end.
enum WorstCase {
    /// The multiple of the mixed workload's median cost per byte that no URL here may exceed.
    static let urlBound = 4.0
    /// The multiple of the workload's build cost per byte of routes that no table here may exceed.
    static let tableBound = 4.0

    /// The bytes of a table's routes as written: paths, aliases, query names and declarations.
    static func textBytes(_ routes: [RouteDefinition<RouteMatch>]) -> Int {
        routes.reduce(0) { total, route in
            total + route.paths.reduce(0) { $0 + $1.utf8.count }
                + route.query.reduce(0) { $0 + $1.key.utf8.count + $1.value.text.utf8.count }
        }
    }

    /// Named URLs at the limits; `table` is the workload's, to find hits to build them on.
    static func urls(_ workload: BenchWorkload, _ table: RouteTable<RouteMatch>) -> [(label: String, url: String)] {
        let host = "https://shop.example.com"
        let limit = URLLimits().maximumLength
        func fill(_ head: String, _ unit: String, _ tail: String = "") -> String {
            let count = (limit - head.utf8.count - tail.utf8.count) / unit.utf8.count
            return head + String(repeating: unit, count: count) + tail
        }
        // 64 segments of escapes: every byte decoded, every segment compared.
        let escapedSegment = String(repeating: "%41", count: (limit - host.utf8.count) / 64 / 3 - 1)
        let escapedPath = host + String(repeating: "/" + escapedSegment, count: 64)
        // The deepest route of the table, its last segment missed, with the rest of the bound in
        // its query: the most nodes a walk visits before it gives up.
        let deepest =
            workload.hitURLs.filter { !$0.contains("?") }.max {
                $0.split(separator: "/").count < $1.split(separator: "/").count
            } ?? host
        let rest =
            workload.definitions.first { $0.paths[0].hasSuffix("/**rest") }?.paths[0].dropLast("/**rest".count) ?? "/x"
        // A universal link that routes, and one whose route declares `page`: where the query is read.
        let hits = workload.hitURLs.filter { $0.hasPrefix(host) }.map { String($0.split(separator: "?")[0]) }
        let hit = hits.first ?? host
        let paged =
            hits.first { url in
                guard case .success(let match) = table.match(url) else { return false }
                return match.parameters["page"] != nil
            } ?? hit
        return [
            ("one segment of 8 KiB", fill(host + "/", "a")),
            ("64 segments of escapes", escapedPath),
            (
                "64 one-letter segments, then a long one",
                host + String(repeating: "/a", count: 63) + "/"
                    + String(repeating: "b", count: limit - host.utf8.count - 128 - 2)
            ),
            (
                "a rest parameter of 60 segments",
                host + rest + String(repeating: "/" + String(repeating: "r", count: 120), count: 60)
            ),
            ("a hit with 8 KiB of short query items", fill(hit + "?", "a=1&")),
            ("a hit with 8 KiB of escaped query items", fill(hit + "?", "%41=%42&")),
            ("a declared parameter repeated to the bound", fill(paged + "?", "page=1&")),
            ("an int of 8,000 digits", fill(host + "/section0/", "9")),
            ("a wildcard host of 4,000 labels", fill("https://", "a.", ".shop.example.com/section0")),
            ("the deepest route, missed at its end, 8 KiB of query", fill(deepest + "x?", "q=1&")),
            ("8 KiB of fragment", fill(host + "/section0#", "f")),
            ("a bad escape at the last byte", fill(host + "/", "a", "%4")),
        ]
    }

    /// Named tables of `count` routes, shaped to be slow to build.
    static func tables(_ count: Int) -> [(label: String, routes: [RouteDefinition<RouteMatch>])] {
        let types = [":p(int)", ":p(uuid)", ":p", "*", ":p(a|b|c)"]
        return [
            // Every route on one long shared prefix: the deepest trie the limits allow.
            (
                "one shared prefix, 60 segments deep",
                (0..<count).map { index in
                    RouteDefinition("r\(index)", path: String(repeating: "/s", count: 59) + "/leaf\(index)")
                }
            ),
            // Every kind of segment at every level: the most branches per node.
            (
                "every kind of segment at every level",
                (0..<count).map { index in
                    var digits = index
                    var segments: [String] = []
                    for level in 0..<5 {
                        segments.append(types[digits % types.count].replacingOccurrences(of: ":p", with: ":p\(level)"))
                        digits /= types.count
                    }
                    return RouteDefinition("r\(index)", path: "/" + segments.joined(separator: "/") + "/end\(index)")
                }
            ),
            // Large enumerations and many query declarations.
            (
                "enumerations of 64 values, 16 query parameters",
                (0..<count).map { index in
                    let values = (0..<64).map { "v\(index)x\($0)" }.joined(separator: "|")
                    var query: [String: QueryDeclaration] = [:]
                    for parameter in 0..<16 { query["q\(parameter)"] = "int?" }
                    return RouteDefinition("r\(index)", path: "/e\(index)/:value(\(values))", query: query)
                }
            ),
        ]
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
