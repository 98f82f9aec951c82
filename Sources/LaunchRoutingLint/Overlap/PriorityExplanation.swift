import LaunchRouting

/// Says, in a finding, why one shape ranks above another: the first place their priority keys
/// differ, and what stands there in each.
enum PriorityExplanation {
    /// `at segment 2, an int parameter ranks above a string parameter`.
    static func why(_ winner: [SegmentRank], above loser: [SegmentRank], length: Int) -> String {
        guard let index = zip(winner, loser).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else {
            return "they rank the same"
        }
        let place = index < length ? "at segment \(index + 1)" : "where the path ends"
        let verb = winner[index].rank == loser[index].rank ? "sorts before" : "ranks above"
        return "\(place), \(describe(winner[index])) \(verb) \(describe(loser[index]))"
    }

    /// What a rank stands for: `a string parameter`, `the literal "cart"`, `the end of the path`.
    static func describe(_ rank: SegmentRank) -> String {
        switch rank.rank {
        case 0: "the end of the path"
        case 1: "an absent optional parameter"
        case 2: "the literal \"\(rank.text)\""
        case 3: "the case-insensitive literal \"\(rank.text)\""
        case 4: "the enumeration (\(rank.text))"
        case 5: "the optional enumeration (\(rank.text))"
        case 6: "the enumeration in any case (\(rank.text))"
        case 7: "the optional enumeration in any case (\(rank.text))"
        case 8: "a bool parameter"
        case 9: "an optional bool parameter"
        case 10: "an int parameter"
        case 11: "an optional int parameter"
        case 12: "a uuid parameter"
        case 13: "an optional uuid parameter"
        case 14: "the sigil type \(rank.text)*"
        case 15: "the optional sigil type \(rank.text)*"
        case 16: "a string parameter"
        case 17: "an optional string parameter"
        case 18: "\"*\""
        default: "\"**\""
        }
    }
}
