@_spi(Fuzzing) import LaunchRouting

/// Which routes may match a common URL: what P2's moves favour, since registration order can
/// only matter between such routes. An over-approximation: a literal and a parameter, or two
/// parameters, are taken to overlap whatever their types.
enum RouteOverlap {
    static func pairs(_ patterns: [[RoutePattern]]) -> [[Int]] {
        // Only routes of one neighbourhood can overlap: linear in a table whose routes start apart.
        let neighbourhoods = RouteNeighbourhoods(patterns)
        return patterns.indices.map { route in
            neighbourhoods.neighbourhood(of: route).filter { other in
                other != route && patterns[route].contains { mine in patterns[other].contains { overlap(mine, $0) } }
            }
        }
    }

    static func overlap(_ lhs: RoutePattern, _ rhs: RoutePattern) -> Bool {
        variants(lhs).contains { left in
            variants(rhs).contains { right in overlap(left, lhs.isCaseInsensitive, right, rhs.isCaseInsensitive) }
        }
    }

    /// The pattern's segments, and without its optional last parameter.
    static func variants(_ pattern: RoutePattern) -> [[RoutePattern.Segment]] {
        if case .parameter(_, _, true)? = pattern.segments.last {
            return [pattern.segments, Array(pattern.segments.dropLast())]
        }
        return [pattern.segments]
    }

    static func overlap(
        _ lhs: [RoutePattern.Segment], _ leftFolds: Bool, _ rhs: [RoutePattern.Segment], _ rightFolds: Bool
    ) -> Bool {
        let leftRest = lhs.firstIndex { if case .rest = $0 { return true } else { return false } }
        let rightRest = rhs.firstIndex { if case .rest = $0 { return true } else { return false } }
        let length: Int
        switch (leftRest, rightRest) {
        case (nil, nil):
            guard lhs.count == rhs.count else { return false }
            length = lhs.count
        case (let rest?, nil):
            guard rhs.count >= rest else { return false }
            length = rest
        case (nil, let rest?):
            guard lhs.count >= rest else { return false }
            length = rest
        case (let left?, let right?):
            length = min(left, right)
        }
        for index in 0..<length {
            guard case .literal(let left) = lhs[index], case .literal(let right) = rhs[index] else { continue }
            let folds = leftFolds || rightFolds
            if folds ? left.lowercased() != right.lowercased() : left != right { return false }
        }
        return true
    }
}
