/// Decides whether a box of segment languages is covered by a union of other boxes, and finds a
/// point that is not.
///
/// A box is a product: the segment sequences whose segment `i` is in language `i`. The union of
/// boxes covers a box iff every combination of regions (see ``Representatives``) does, and the
/// search walks those combinations one position at a time, keeping only the covering boxes that
/// still contain the prefix. It is exact, and fast in practice because boxes drop out quickly.
enum Coverage {
    /// The first point of `box` (in the order of ``Representatives/of(_:)`` at each position) that
    /// no box of `covers` contains; `nil` when `box` is empty or covered.
    static func uncoveredPoint(of box: [SegmentLanguage], by covers: [[SegmentLanguage]]) -> [String]? {
        guard !box.contains(where: \.isEmpty) else { return nil }
        var point: [String] = []
        point.reserveCapacity(box.count)
        return search(box, covers.filter { $0.count == box.count && !$0.contains(where: \.isEmpty) }, &point)
    }

    /// Every point of `box` that no box of `covers` contains, one per combination of regions that
    /// matters, up to `limit`.
    static func uncoveredPoints(of box: [SegmentLanguage], by covers: [[SegmentLanguage]], limit: Int) -> [[String]] {
        guard !box.contains(where: \.isEmpty) else { return [] }
        var found: [[String]] = []
        var point: [String] = []
        collect(box, covers.filter { $0.count == box.count && !$0.contains(where: \.isEmpty) }, &point, &found, limit)
        return found
    }

    /// Some point of `box`, or `nil` if it is empty.
    static func anyPoint(of box: [SegmentLanguage]) -> [String]? {
        uncoveredPoint(of: box, by: [])
    }

    private static func search(_ box: [SegmentLanguage], _ alive: [[SegmentLanguage]], _ point: inout [String])
        -> [String]?
    {
        let position = point.count
        if alive.isEmpty {
            // Nothing covers this prefix: complete it with any segments of the box.
            var result = point
            for language in box[position...] {
                result.append(Representatives(language, family: []).of(language)[0])
            }
            return result
        }
        guard position < box.count else { return nil }
        let language = box[position]
        let regions = Representatives(language, family: alive.map { $0[position] })
        var seen: Set<[Int]> = []
        for segment in regions.of(language) {
            let survivors = alive.indices.filter { alive[$0][position].accepts(segment) }
            guard seen.insert(survivors).inserted else { continue }
            point.append(segment)
            if let found = search(box, survivors.map { alive[$0] }, &point) { return found }
            point.removeLast()
        }
        return nil
    }

    private static func collect(
        _ box: [SegmentLanguage],
        _ alive: [[SegmentLanguage]],
        _ point: inout [String],
        _ found: inout [[String]],
        _ limit: Int
    ) {
        guard found.count < limit else { return }
        let position = point.count
        if position == box.count {
            if alive.isEmpty { found.append(point) }
            return
        }
        let language = box[position]
        let regions = Representatives(language, family: alive.map { $0[position] })
        var seen: Set<[Int]> = []
        for segment in regions.of(language) {
            let survivors = alive.indices.filter { alive[$0][position].accepts(segment) }
            // Segments that leave the same covers alive lead to the same answers.
            guard seen.insert(survivors).inserted else { continue }
            point.append(segment)
            collect(box, survivors.map { alive[$0] }, &point, &found, limit)
            point.removeLast()
            if found.count >= limit { return }
        }
    }
}
