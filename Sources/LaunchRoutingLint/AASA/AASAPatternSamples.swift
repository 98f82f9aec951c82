/// Concrete strings that an AASA pattern matches, to try against the route table: each `*` as
/// one segment, as two and as nothing, each `?` as one character, each variable as some of its
/// values (each of which is a pattern too).
///
/// These are samples, not a proof: the cross-checks that use them say so (see `docs/lint.md`).
enum AASAPatternSamples {
    /// At most `limit` strings that `pattern` matches, in a fixed order.
    static func samples(of pattern: String, variables: [String: [String]]?, limit: Int = 24) -> [String] {
        var results: [String] = [""]
        var scalars = pattern.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            var options: [String]
            if scalar == "$", scalars.first == "(", let variables, let close = scalars.firstIndex(of: ")") {
                let name = String(String.UnicodeScalarView(scalars[scalars.index(after: scalars.startIndex)..<close]))
                scalars = scalars[scalars.index(after: close)...]
                options = (variables[name] ?? []).prefix(3).flatMap { samples(of: $0, variables: nil, limit: 2) }
            } else if scalar == "*" {
                options = ["x", "x/y", ""]
            } else if scalar == "?" {
                // `?*` is one or more characters: `x`, `xy` and `x/y` between them.
                options = ["x"]
            } else {
                options = [String(scalar)]
            }
            if options.isEmpty { return [] }
            var next: [String] = []
            for result in results {
                for option in options where next.count < limit { next.append(result + option) }
            }
            // Keep the first choice of every earlier position varied too.
            results = next
        }
        var seen: Set<String> = []
        return results.filter { seen.insert($0).inserted }
    }

    /// The segments (decoded when they can be) of the samples of every path pattern.
    static func segments(of patterns: [String], variables: [String: [String]]?, limit: Int = 200) -> [String] {
        var result: [String] = []
        var seen: Set<ExactKey> = []
        for pattern in patterns {
            for sample in samples(of: pattern, variables: variables) {
                for piece in sample.split(separator: "/") {
                    let segment = AASAURL.decoded(String(piece))
                    guard isValidSegment(segment), seen.insert(ExactKey(segment)).inserted else { continue }
                    result.append(segment)
                    if result.count >= limit { return result }
                }
            }
        }
        return result
    }
}
