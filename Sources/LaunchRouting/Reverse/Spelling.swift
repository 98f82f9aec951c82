/// How reverse routing spells a path: its case-insensitive literals, its typed parameters, and
/// an unnamed `**`.
struct Spelling {
    var literals: CaseSpelling
    var values: ValueSpelling
    /// Whether an unnamed `**` is written as one placeholder segment rather than as nothing.
    var fillsUnnamedRest = false

    /// The spellings to try for `patterns`, in order: the canonical values under every spelling
    /// of the literals, then the other spelling of the values, then all of these again with an
    /// unnamed `**` filled. Only what the patterns can spell another way is varied.
    static func candidates(for patterns: [RoutePattern]) -> [Spelling] {
        let literals: [CaseSpelling] =
            patterns.contains(where: \.isCaseInsensitive) ? CaseSpelling.allCases : [.avoidingExactLiterals]
        let hasTyped = patterns.contains { pattern in
            pattern.segments.contains { segment in
                if case .parameter(_, .int, _) = segment { return true }
                if case .parameter(_, .uuid, _) = segment { return true }
                if case .parameter(_, let type, _) = segment, case .oneOfIgnoringCase = type.kind { return true }
                return false
            }
        }
        let values: [ValueSpelling] = hasTyped ? [.canonical, .other] : [.canonical]
        let hasUnnamedRest = patterns.contains { pattern in
            pattern.segments.contains { segment in
                if case .rest(nil) = segment { return true }
                return false
            }
        }
        let unfilled = values.flatMap { value in literals.map { Spelling(literals: $0, values: value) } }
        guard hasUnnamedRest else { return unfilled }
        return unfilled + unfilled.map { Spelling(literals: $0.literals, values: $0.values, fillsUnnamedRest: true) }
    }
}

/// How reverse routing spells a typed path parameter.
enum ValueSpelling {
    /// `42`, `-7`, a lowercase UUID: what the matcher reports.
    case canonical
    /// `042`, `-07`, an uppercase UUID, an enumeration's value in any case upper-cased: the same
    /// value, which a literal or an enumeration of another route that takes the canonical
    /// spelling does not take.
    case other

    func spell(_ text: String, as type: ParameterType) -> String {
        switch (self, type.kind) {
        case (.canonical, _): text
        case (.other, .int): text.hasPrefix("-") ? "-0" + text.dropFirst() : "0" + text
        case (.other, .uuid): text.uppercased()
        // Only a spelling that lowercases back to the value's own.
        case (.other, .oneOfIgnoringCase):
            text.uppercased().lowercased().isByteEqual(to: text.lowercased()) ? text.uppercased() : text
        case (.other, _): text
        }
    }
}

/// How reverse routing spells a case-insensitive route's literals, in the order it tries them.
enum CaseSpelling: CaseIterable {
    /// Each literal in the first of its spellings that no case-sensitive literal at the same
    /// segment takes: what a table without such a clash always gets.
    case avoidingExactLiterals
    case asWritten
    case lowercased
    case uppercased
}
