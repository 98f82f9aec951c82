extension RouteTable {
    /// The URL of a route reached only through a nested route: the URL of the first route that
    /// forwards (in the table's order) whose nested value, this route's own URL, routes back to
    /// `expected`; `nil` when none does.
    func throughForwarder(
        _ index: Int,
        _ parameters: [String: ParameterValue],
        _ expected: RouteMatch,
        on origins: [String]
    ) -> String? {
        let own = patterns[index].indices.compactMap {
            components(of: index, pattern: $0, parameters, spelling: Spelling.candidates(for: patterns[index])[0])
        }
        // The nested value is the route's URL on a scheme of the table, which any forwarder's
        // value may be (a web scheme's is its universal link's, below).
        var values: [String] = []
        for (offset, scheme) in schemes.enumerated()
        where !webSchemes.contains(scheme) && accepts(route: index, from: [offset]) {
            for (segments, query) in own {
                let path = segments.enumerated().map { offset, segment in
                    PercentEncoding.encode(segment, as: offset == 0 ? .authority : .segment)
                }
                values.append(scheme + "://" + path.joined(separator: "/") + query)
            }
        }
        // Or its universal link: on a domain of the table, or on the host the link is written
        // for (the only way to a route that a `*.` domain alone takes), from its origin.
        let hosts =
            domains.indices.filter { !domains[$0].hasPrefix("*.") }.map { domains[$0] }
            + origins.filter { $0.hasPrefix("https://") }.map { String($0.dropFirst(8)) }.filter {
                !domains.contains($0)
            }
        for host in hosts where accepts(route: index, from: core.domainEntries(forHost: host)) {
            for (segments, query) in own {
                let path = segments.map { "/" + PercentEncoding.encode($0, as: .segment) }.joined()
                values.append("https://" + host + (path.isEmpty ? "/" : path) + query)
            }
        }
        for forwarder in definitions.indices where !core.nestedOnlyRoutes.contains(forwarder) {
            guard let rule = queryRules[forwarder].first(where: \.nests) else { continue }
            // The forwarder's own values are not the route's: a sample of each that it requires.
            for filler in requiredSamples(of: forwarder) {
                for value in values {
                    let parameters = filler.merging([rule.name: .string(value)]) { _, nested in nested }
                    guard let url = firstRoundTripping(forwarder, parameters, on: origins)?.url,
                        case .success(let found) = match(url), found == expected
                    else { continue }
                    return url
                }
            }
        }
        return nil
    }

    /// A value of its type for each parameter route `index` cannot be written without: the
    /// path's non-optional parameters and rests, and its required query parameters. Only a
    /// forwarder is written with them, whose values the routed route drops. Another route may
    /// take the path they make, so they come in turn: rests empty and no optional parameter, then
    /// with the optional one, then rests of one, two and three placeholder segments (`_`, as a
    /// `*` is written), then all of these with other values of each type.
    private func requiredSamples(of index: Int) -> [[String: ParameterValue]] {
        var variants: [[String: ParameterValue]] = []
        for other in [false, true] {
            var samples: [String: ParameterValue] = [:]
            var optionals: [String: ParameterValue] = [:]
            var rests: [String] = []
            for segment in patterns[index][0].segments {
                switch segment {
                case .parameter(let name, let type, let isOptional):
                    if isOptional {
                        optionals[name] = type.sampleValue(other: other)
                    } else {
                        samples[name] = type.sampleValue(other: other)
                    }
                case .rest(let name?):
                    rests.append(name)
                    samples[name] = .string("")
                default: break
                }
            }
            for rule in queryRules[index] where rule.isParameter && !rule.nests && rule.arity == .required {
                samples[rule.name] = rule.type.sampleValue(other: other)
            }
            variants.append(samples)
            if !optionals.isEmpty { variants.append(samples.merging(optionals) { sample, _ in sample }) }
            let placeholder = wildcardPlaceholder
            for count in rests.isEmpty ? [] : [1, 2, 3] {
                let rest = ParameterValue.string([String](repeating: placeholder, count: count).joined(separator: "/"))
                variants.append(samples.merging(rests.map { ($0, rest) }) { _, rest in rest })
            }
        }
        return variants
    }
}
