/// The values a found shape takes from a URL: its typed path parameters, then its route's query
/// and fragment rules, checked on that route only (a duplicate single value is rejected; a
/// missing or invalid one means the route does not match).
extension CompiledTable {
    /// The typed path parameters a shape captures from decoded segments.
    /// `segment` gives the decoded segment at an index, of `count`; only captured ones are asked for.
    func pathParameters(of shape: RouteShape, count: Int, segment: (Int) -> String) -> [ParameterEntry] {
        var parameters: [ParameterEntry] = []
        parameters.reserveCapacity(shape.captures.count + queryRules[shape.route].count)
        for (index, matcher) in shape.matchers.enumerated() {
            guard let name = shape.captures[index] else { continue }
            switch matcher {
            case .rest:
                let rest = RestValue.join((index..<count).map(segment)[...])
                parameters.append(ParameterEntry(name: name, value: .string(rest)))
            case .typed(let type, _):
                if let value = type.value(of: segment(index)) {
                    parameters.append(ParameterEntry(name: name, value: value))
                }
            default:
                break
            }
        }
        return parameters
    }

    /// Adds a route's query and fragment parameters from the decoded items, or says why they do
    /// not fit. Rejections come first (a repeated single value, then a fragment the route cannot
    /// read), then each rule's value in order, the query's before the fragment's.
    func queryParameters(
        of route: Int,
        _ queryItems: [ParsedURL.QueryItem],
        fragment: (items: [ParsedURL.QueryItem], text: String?, fault: OutcomeReason?) = ([], nil, nil),
        into parameters: inout [ParameterEntry]
    ) -> OutcomeReason? {
        let rules = queryRules[route]
        guard !rules.isEmpty else { return nil }
        let name = routeNames[route]
        func items(_ rule: QueryRule) -> [ParsedURL.QueryItem] {
            rule.component == .query ? queryItems : fragment.items
        }
        // A repeated single-valued parameter is pollution: rejected before anything else is judged.
        // A parameter the route vetoes when present is never one of its parameters.
        for rule in rules where rule.arity != .repeated && rule.veto != .present {
            if rule.component == .fragment, let fault = fragment.fault { return fault }
            var count = 0
            var second = 0
            for item in items(rule) where item.name.isByteEqual(to: rule.name) {
                count += 1
                if count == 2 { second = item.position }
            }
            if count > 1 { return .duplicateParameter(rule, count: count, route: name, at: second) }
        }
        for rule in rules where rule.veto != .present {
            if rule.component == .fragment, let fault = fragment.fault { return fault }
            if rule.isWholeFragment {
                if let text = fragment.text, !text.isEmpty {
                    parameters.append(ParameterEntry(name: rule.name, value: .string(text)))
                }
                continue
            }
            var values: [ParameterValue] = []
            var found = false
            for item in items(rule) where item.name.isByteEqual(to: rule.name) {
                guard let value = rule.type.value(of: item.value) else {
                    return .invalidQueryValue(item.value, of: rule, route: name, at: item.position)
                }
                if rule.arity != .repeated {
                    parameters.append(ParameterEntry(name: rule.name, value: value))
                    found = true
                    break
                }
                values.append(value)
            }
            if rule.arity == .repeated {
                if !values.isEmpty { parameters.append(ParameterEntry(name: rule.name, value: .list(values))) }
            } else if !found {
                switch rule.arity {
                case .required:
                    return .missingParameter(rule, route: name)
                case .defaulted(let value):
                    parameters.append(ParameterEntry(name: rule.name, value: value))
                case .optional, .repeated:
                    break
                }
            }
        }
        return nil
    }

    /// The query items of a clean URL that route `route` may read: decoded when the scan saw an
    /// escape or a `+`; otherwise only the items whose keys the route declares, since the others
    /// are valid already (the scan saw to it) and play no part, so no `String` is made for them.
    func fastQueryItems(_ bytes: UnsafeBufferPointer<UInt8>, _ scan: URLScanner, route: Int) -> [ParsedURL.QueryItem] {
        if scan.query.isEmpty { return [] }
        if scan.queryNeedsDecoding {
            var decoder = ComponentDecoder(bytes: bytes)
            return URLTokenizer.decodeQuery(scan.query, &decoder)
        }
        let query = scan.query
        var items: [ParsedURL.QueryItem] = []
        items.reserveCapacity(queryRules[route].count)
        var start = query.lowerBound
        for offset in query.lowerBound...query.upperBound
        where offset == query.upperBound || bytes[offset] == ASCII.ampersand {
            defer { start = offset + 1 }
            guard start < offset else { continue }
            let equals = bytes[start..<offset].firstIndex(of: ASCII.equals) ?? offset
            let key = UnsafeBufferPointer(rebasing: bytes[start..<equals])
            guard let rule = queryNameBytes[route].firstIndex(where: { $0.elementsEqual(key) }) else { continue }
            let value =
                equals < offset
                ? String(decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)..<offset]), as: UTF8.self) : ""
            items.append(ParsedURL.QueryItem(name: queryRules[route][rule].name, value: value, position: start))
        }
        return items
    }
}
