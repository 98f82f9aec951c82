/// An AASA file with every pattern compiled, and the matching rules applied in Apple's order.
///
/// - Entries are tried in order, and in each entry its components (or, without components, its
///   legacy paths) in order; the first that matches decides: an exclusion keeps the URL out of
///   every app, anything else opens it in the entry's apps.
/// - A component matches when its path, query and fragment patterns all match; a key it leaves
///   out is taken from its entry's `defaults`, then from the file's, and is otherwise `"*"`.
///   So are `exclude` (default `false`), `caseSensitive` and `percentEncoded` (default `true`).
/// - A query dictionary requires every item with each of its names to match that name's pattern;
///   an absent item, or one without a value, counts as `""`. Other items are ignored.
/// - `caseSensitive: false` compares pattern and URL lowercased, substituted values included.
/// - `percentEncoded: false` compares with the path, query string, item names and values, and
///   fragment percent-decoded.
/// - A path pattern that starts with a literal character other than `/` (as in Apple's own
///   example, `"/": "abc"`) is read as if it started with `/`: no path could match it otherwise.
/// - Legacy paths compare with the path only, case-sensitively and percent-encoded; `NOT `
///   before a path makes it an exclusion.
struct AASACompiledFile: Hashable, Sendable {
    struct Component: Hashable, Sendable {
        var path: AASAPattern
        var query: Query
        var fragment: AASAPattern
        var exclude: Bool
        var caseSensitive: Bool
        var percentEncoded: Bool
        var location: String
    }

    enum Query: Hashable, Sendable {
        case string(AASAPattern)
        case items([(name: String, pattern: AASAPattern)])

        static func == (lhs: Query, rhs: Query) -> Bool {
            switch (lhs, rhs) {
            case (.string(let a), .string(let b)): a == b
            case (.items(let a), .items(let b)): a.map(\.name) == b.map(\.name) && a.map(\.pattern) == b.map(\.pattern)
            default: false
            }
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case .string(let pattern): hasher.combine(pattern)
            case .items(let items):
                for item in items {
                    hasher.combine(item.name)
                    hasher.combine(item.pattern)
                }
            }
        }
    }

    struct LegacyPath: Hashable, Sendable {
        var pattern: AASAPattern
        var exclude: Bool
        var location: String
    }

    struct Entry: Hashable, Sendable {
        var appIDs: [String]
        var components: [Component]?
        var paths: [LegacyPath]
        /// The components that can match a path with a given first segment, and those that can
        /// match any: only the former need trying, in order. Case-sensitive, percent-encoded
        /// components whose path pattern spells its first segment are indexed.
        var byFirstSegment: [String: [Int]] = [:]
        var unindexed: [Int] = []

        mutating func index() {
            guard let components else { return }
            for (offset, component) in components.enumerated() {
                if component.caseSensitive, component.percentEncoded, let segment = component.path.literalFirstSegment {
                    byFirstSegment[segment, default: []].append(offset)
                } else {
                    unindexed.append(offset)
                }
            }
        }

        /// The components to try for a path whose first segment is `segment`, in order.
        func candidates(firstSegment segment: Substring) -> [Int] {
            guard let indexed = byFirstSegment[String(segment)] else { return unindexed }
            var merged: [Int] = []
            merged.reserveCapacity(indexed.count + unindexed.count)
            var left = 0
            var right = 0
            while left < indexed.count || right < unindexed.count {
                if right == unindexed.count || (left < indexed.count && indexed[left] < unindexed[right]) {
                    merged.append(indexed[left])
                    left += 1
                } else {
                    merged.append(unindexed[right])
                    right += 1
                }
            }
            return merged
        }
    }

    var entries: [Entry] = []

    init(defaults: AASAComponent?, variables: [AASASubstitutionVariable], details: [AASADetail]) throws(AASAError) {
        var fragments = AASAPattern.Fragments()
        var table = AASAPredefinedVariables.all
        for variable in variables { table[variable.name] = variable.values }
        for (index, detail) in details.enumerated() {
            let path = "applinks.details[\(index)]"
            var entry = Entry(appIDs: detail.appIDs, components: nil, paths: [])
            if let components = detail.components {
                var compiled: [Component] = []
                for (offset, component) in components.enumerated() {
                    let effective = component.inheriting(detail.defaults).inheriting(defaults)
                    compiled.append(
                        try Self.compile(
                            effective, variables: table, location: "\(path).components[\(offset)]",
                            fragments: &fragments))
                }
                entry.components = compiled
            } else if let paths = detail.paths {
                for (offset, text) in paths.enumerated() {
                    let location = "\(path).paths[\(offset)]"
                    let exclude = text.hasPrefix("NOT ")
                    let pattern = exclude ? String(text.dropFirst(4)) : text
                    // Legacy paths have no substitution variables: `$(` is two characters.
                    let compiled = try Self.pattern(
                        pattern, variables: nil, caseSensitive: true, fragments: &fragments, location: location)
                    entry.paths.append(LegacyPath(pattern: compiled, exclude: exclude, location: location))
                }
            }
            entry.index()
            entries.append(entry)
        }
    }

    private static func compile(
        _ component: AASAComponent,
        variables: [String: [String]],
        location: String,
        fragments: inout AASAPattern.Fragments
    ) throws(AASAError) -> Component {
        let caseSensitive = component.caseSensitive ?? true
        var path = component.path ?? "*"
        if let first = path.unicodeScalars.first, !["/", "*", "?"].contains(first), !path.hasPrefix("$(") {
            path = "/" + path
        }
        let query: Query
        switch component.query {
        case nil:
            query = .string(
                try pattern(
                    "*", variables: variables, caseSensitive: caseSensitive, fragments: &fragments,
                    location: AASAFileParser.member(location, "?")))
        case .string(let text)?:
            query = .string(
                try pattern(
                    text, variables: variables, caseSensitive: caseSensitive, fragments: &fragments,
                    location: AASAFileParser.member(location, "?")))
        case .items(let items)?:
            var compiled: [(String, AASAPattern)] = []
            for item in items {
                compiled.append(
                    (
                        item.name,
                        try pattern(
                            item.pattern, variables: variables, caseSensitive: caseSensitive, fragments: &fragments,
                            location: AASAFileParser.member(AASAFileParser.member(location, "?"), item.name))
                    ))
            }
            query = .items(compiled)
        }
        return Component(
            path: try pattern(
                path, variables: variables, caseSensitive: caseSensitive, fragments: &fragments,
                location: AASAFileParser.member(location, "/")),
            query: query,
            fragment: try pattern(
                component.fragment ?? "*", variables: variables, caseSensitive: caseSensitive, fragments: &fragments,
                location: AASAFileParser.member(location, "#")),
            exclude: component.exclude ?? false,
            caseSensitive: caseSensitive,
            percentEncoded: component.percentEncoded ?? true,
            location: location
        )
    }

    private static func pattern(
        _ text: String,
        variables: [String: [String]]?,
        caseSensitive: Bool,
        fragments: inout AASAPattern.Fragments,
        location: String
    ) throws(AASAError) -> AASAPattern {
        do {
            return try AASAPattern(text, variables: variables, caseSensitive: caseSensitive, fragments: &fragments)
        } catch {
            throw AASAError.at(location, error.message)
        }
    }

    func decision(for url: AASAURL) -> AASADecision {
        let rawSlashes = Self.slashes(in: url.path)
        var decodedSlashes: Int? = nil
        let firstSegment = url.path.dropFirst().prefix { $0 != "/" }
        for entry in entries {
            if let components = entry.components {
                for offset in entry.candidates(firstSegment: firstSegment) {
                    let component = components[offset]
                    let slashes: Int
                    if component.percentEncoded {
                        slashes = rawSlashes
                    } else {
                        slashes = decodedSlashes ?? Self.slashes(in: AASAURL.decoded(url.path))
                        decodedSlashes = slashes
                    }
                    guard component.path.minimumSlashes <= slashes, Self.matches(component, url) else { continue }
                    return component.exclude
                        ? .excluded(location: component.location)
                        : .opens(appIDs: entry.appIDs, location: component.location)
                }
            } else {
                for path in entry.paths where path.pattern.matches(url.path, slashes: rawSlashes) {
                    return path.exclude
                        ? .excluded(location: path.location) : .opens(appIDs: entry.appIDs, location: path.location)
                }
            }
        }
        return .unmatched
    }

    private static func slashes(in text: String) -> Int {
        text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) }
    }

    private static func matches(_ component: Component, _ url: AASAURL) -> Bool {
        func prepared(_ text: String) -> String {
            let decoded = component.percentEncoded ? text : AASAURL.decoded(text)
            return component.caseSensitive ? decoded : decoded.lowercased()
        }
        guard component.path.matches(prepared(url.path)) else { return false }
        guard component.fragment.matchesEverything || component.fragment.matches(prepared(url.fragment ?? "")) else {
            return false
        }
        switch component.query {
        case .string(let pattern):
            return pattern.matchesEverything || pattern.matches(prepared(url.query ?? ""))
        case .items(let items):
            let present = url.queryItems.map {
                (name: component.percentEncoded ? $0.name : AASAURL.decoded($0.name), value: prepared($0.value))
            }
            for item in items {
                let values = present.filter { $0.name.isByteEqual(to: item.name) }.map(\.value)
                if values.isEmpty {
                    guard item.pattern.matches("") else { return false }
                } else {
                    guard values.allSatisfy(item.pattern.matches) else { return false }
                }
            }
            return true
        }
    }
}
