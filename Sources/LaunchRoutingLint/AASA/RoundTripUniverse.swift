/// The paths on which a generated AASA file is matched back against its table: one per region of
/// the table's segment languages at every length up to one past the longest pattern (see
/// ``Representatives``), each also with a segment more, a segment less, and one segment swapped
/// for a near miss (a value with a letter added, another spelling of a case-insensitive literal,
/// every kind of almost-int and almost-UUID), and paths at and past the segment limit.
struct RoundTripUniverse<Route: Sendable> {
    let space: ShapeSpace<Route>
    let accepted: [Int]

    /// Segments that sit on the edges of the `int` and `uuid` types.
    static var edges: [String] {
        [
            "-", "-0", "0", "007", "1-2", "a1", "1a", "1.5", "%", "x y", "ü", "*", "?",
            "99999999999999999999", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
            "-9223372036854775809", "09223372036854775808", "-09223372036854775808", "00000000000000000000001",
            "1000000000000000000", "10000000000000000000", "-10000000000000000000",
            "ABCDEF01-2345-6789-ABCD-EF0123456789", "abcdef01-2345-6789-abcd-ef012345678",
            "abcdef01-2345-6789-abcd-ef012345678g",
            "abcdef0123456789abcdef0123456789", "+5", "1+2", "(1)", "1,2", "a:b", "@", "=", "!", "'", "&x", ";",
        ]
    }

    /// The paths: every region first, at every length, with a segment more and one less; then
    /// near misses, until `limit` paths in all.
    func points(limit: Int = 50_000) -> [[String]] {
        var result: [[String]] = []
        let segmentLimit = space.table.limits.maximumSegments
        let longest = min(space.maximumLength, segmentLimit)
        var regionsByLength: [(boxes: [[SegmentLanguage]], regions: [[String]])] = []
        for length in 0...longest {
            let boxes = accepted.filter { space.fits($0, length: length) }.map { space.box(of: $0, length: length) }
            var point: [String] = []
            var regions: [[String]] = []
            collect(boxes, length: length, &point, &regions)
            regionsByLength.append((boxes, regions))
            for region in regions {
                result.append(region)
                // One segment more and one less, where a pattern that forgot the segment count
                // would open what no route takes.
                if length < segmentLimit { result.append(region + ["x"]) }
                if !region.isEmpty { result.append(Array(region.dropLast())) }
            }
        }
        // At and past the segment limit, under each `**` route.
        for shape in accepted where space.endsInRest(shape) {
            guard let prefix = Coverage.anyPoint(of: space.languages[shape]) else { continue }
            for length in [segmentLimit, segmentLimit + 1] where length >= prefix.count {
                result.append(prefix + [String](repeating: "x", count: length - prefix.count))
            }
        }
        for (boxes, regions) in regionsByLength {
            for region in regions {
                for position in region.indices {
                    let family = boxes.map { $0[position] }
                    for miss in nearMisses(region[position], family: family) {
                        guard result.count < limit else { return result }
                        var varied = region
                        varied[position] = miss
                        result.append(varied)
                    }
                }
            }
        }
        return result
    }

    /// One point per region of the boxes at each position.
    private func collect(_ alive: [[SegmentLanguage]], length: Int, _ point: inout [String], _ found: inout [[String]])
    {
        let position = point.count
        if position == length {
            found.append(point)
            return
        }
        if alive.isEmpty {
            found.append(point + [String](repeating: "x", count: length - position))
            return
        }
        let family = alive.map { $0[position] }
        var seen: Set<[Int]> = []
        for segment in Representatives(.any, family: family).of(.any) {
            let survivors = alive.indices.filter { alive[$0][position].accepts(segment) }
            guard seen.insert(survivors).inserted else { continue }
            point.append(segment)
            collect(survivors.map { alive[$0] }, length: length, &point, &found)
            point.removeLast()
        }
    }

    /// Segments close to `segment` that a careless pattern would get wrong.
    private func nearMisses(_ segment: String, family: [SegmentLanguage]) -> [String] {
        var misses: [String] = [segment + "x", "x" + segment, segment + "+", "(" + segment + ")"]
        if family.contains(.int) || family.contains(.uuid) { misses += Self.edges }
        for language in family {
            if case .caseless(let texts) = language {
                for text in texts {
                    var avoid: Set<ExactKey> = [ExactKey(segment)]
                    for _ in 0..<3 {
                        guard let spelling = CaseVariants.firstSpelling(of: text, avoiding: avoid) else { break }
                        misses.append(spelling)
                        avoid.insert(ExactKey(spelling))
                    }
                    misses.append(text.uppercased())
                }
            }
            // The sigil alone, and the sigil after another character.
            if case .sigil(let sigil) = language { misses += [sigil, "x" + sigil + "x"] }
        }
        misses.append(segment.uppercased())
        return misses.filter(isValidSegment)
    }
}
