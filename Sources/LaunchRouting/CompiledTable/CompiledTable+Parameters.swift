/// The values a found shape takes from a URL: its typed path parameters, then its route's query
/// and fragment rules, checked on that route only (a duplicate single value is rejected; a
/// missing or invalid one means the route does not match).
extension CompiledTable {
    /// Adds the typed path parameters a shape captures from decoded segments, reserving
    /// `capacity` entries on the first, so that one allocation holds every parameter of a hit.
    /// `segment` gives the decoded segment at an index, of `count`; only captured ones are asked for.
    func pathParameters(
        of shape: RouteShape, count: Int, into parameters: inout [ParameterEntry], reserving capacity: Int,
        segment: (Int) -> String
    ) {
        let matchers = shape.matchers
        let captures = shape.captures
        // A plain loop: a debug build runs an enumerated iterator as generic calls.
        var index = 0
        while index < matchers.count {
            defer { index += 1 }
            guard let name = captures[index] else { continue }
            switch matchers[index] {
            case .rest:
                let rest = RestValue.join((index..<count).map(segment)[...])
                parameters.reserveCapacity(capacity)
                parameters.append(ParameterEntry(name: name, value: .string(rest)))
            case .typed(let type, _):
                if let value = type.value(of: segment(index)) {
                    parameters.reserveCapacity(capacity)
                    parameters.append(ParameterEntry(name: name, value: value))
                }
            default:
                break
            }
        }
    }

    /// How many entries a hit of `shape` may hold: its captures and its route's rules.
    func parameterCapacity(of shape: RouteShape) -> Int {
        shape.captures.count + queryRules[shape.route].count
    }

    /// Adds a route's query and fragment parameters from the decoded items, or says why they do
    /// not fit. Rejections come first (a repeated single value, then a fragment the route cannot
    /// read), then each rule's value in order, the query's before the fragment's.
    func queryParameters<QueryItems: Collection<ParsedURL.Item>>(
        of route: Int,
        _ queryItems: QueryItems,
        fragment: (items: [ParsedURL.Item], text: String?, fault: OutcomeReason?, position: Int?) = (
            [], nil, nil, nil
        ),
        into parameters: inout [ParameterEntry],
        reserving capacity: Int = 0
    ) -> OutcomeReason? {
        Self.queryParameters(
            queryRules[route], route: routeNames[route], queryItems, fragment: fragment, into: &parameters,
            reserving: capacity)
    }

    /// ``queryParameters(of:_:fragment:into:reserving:)`` for the rules of the route `name`: what
    /// the fast path calls from inside its temporary storage, where capturing the table would copy it.
    static func queryParameters<QueryItems: Collection<ParsedURL.Item>>(
        _ rules: [QueryRule],
        route name: String,
        _ queryItems: QueryItems,
        fragment: (items: [ParsedURL.Item], text: String?, fault: OutcomeReason?, position: Int?) = (
            [], nil, nil, nil
        ),
        into parameters: inout [ParameterEntry],
        reserving capacity: Int = 0
    ) -> OutcomeReason? {
        guard !rules.isEmpty else { return nil }
        // A repeated single-valued parameter is pollution: rejected before anything else is judged.
        // A parameter the route vetoes when present, or requires a value of, is never one of its parameters.
        // A whole fragment that is a nested route is judged by tokenizing it, as any URL is;
        // only bytes that are not UTF-8 stop it here.
        func fault(of rule: QueryRule) -> OutcomeReason? {
            guard rule.component == .fragment, let fault = fragment.fault else { return nil }
            return rule.isWholeFragment && fragment.text != nil ? nil : fault
        }
        for rule in rules where rule.arity != .repeated && rule.isParameter && !rule.isWholeFragment {
            if let fault = fault(of: rule) { return fault }
            let (count, second) =
                rule.component == .query
                ? occurrences(of: rule, in: queryItems) : occurrences(of: rule, in: fragment.items)
            if count > 1 { return .duplicateParameter(rule, count: count, route: name, at: second) }
        }
        for rule in rules where rule.isParameter {
            if let fault = fault(of: rule) { return fault }
            if rule.isWholeFragment {
                if let text = fragment.text, !text.isEmpty {
                    var route = text
                    if rule.decodesOnce {
                        switch URLTokenizer.decodedOnce(text, at: fragment.position ?? 0) {
                        case .success(let decoded): route = decoded
                        case .failure(let reason): return reason
                        }
                    }
                    parameters.reserveCapacity(capacity)
                    parameters.append(ParameterEntry(name: rule.name, value: .string(route)))
                }
                continue
            }
            if rule.keepsOthers {
                let pairs = queryItems.filter { item in
                    !rules.contains { $0.component == .query && !$0.keepsOthers && item.name.isByteEqual(to: $0.name) }
                }.map { ParameterValue.list([.string($0.name), .string($0.value)]) }
                if !pairs.isEmpty {
                    parameters.reserveCapacity(capacity)
                    parameters.append(ParameterEntry(name: rule.name, value: .list(pairs)))
                }
                continue
            }
            let found: Result<ParameterValue?, OutcomeReason> =
                rule.component == .query
                ? value(of: rule, in: queryItems, route: name) : value(of: rule, in: fragment.items, route: name)
            switch found {
            case .failure(let reason):
                return reason
            case .success(let value?):
                parameters.reserveCapacity(capacity)
                parameters.append(ParameterEntry(name: rule.name, value: value))
            case .success(nil):
                switch rule.arity {
                case .required:
                    return .missingParameter(rule, route: name)
                case .defaulted(let value):
                    parameters.reserveCapacity(capacity)
                    parameters.append(ParameterEntry(name: rule.name, value: value))
                case .optional, .repeated:
                    break
                }
            }
        }
        return nil
    }

    /// How many items carry `rule`'s name, and the position of the second.
    private static func occurrences(
        of rule: QueryRule, in items: some Collection<ParsedURL.Item>
    ) -> (count: Int, second: Int) {
        var count = 0
        var second = 0
        for item in items where item.name.isByteEqual(to: rule.name) {
            count += 1
            if count == 2 { second = item.position }
        }
        return (count, second)
    }

    /// The value of `rule` among `items`: the first item's for a single value, every item's as a
    /// list for a repeated one, `nil` when no item carries its name; or why an item's value does
    /// not fit its type.
    private static func value(
        of rule: QueryRule, in items: some Collection<ParsedURL.Item>, route name: String
    ) -> Result<ParameterValue?, OutcomeReason> {
        var values: [ParameterValue] = []
        if rule.arity == .repeated { values.reserveCapacity(occurrences(of: rule, in: items).count) }
        for item in items where item.name.isByteEqual(to: rule.name) {
            guard let value = rule.type.value(of: item.value) else {
                return .failure(.invalidQueryValue(item.value, of: rule, route: name, at: item.position))
            }
            if rule.arity != .repeated { return .success(value) }
            values.append(value)
        }
        return .success(values.isEmpty ? nil : .list(values))
    }

    /// Calls `body` with the query items of a clean URL that route `route` may read: only the
    /// items whose keys the route declares, since the others are valid already (the scan saw to
    /// it) and play no part, so no `String` is made for them; decoded where the scan saw an
    /// escape or a `+`; held in temporary storage rather than an array.
    static func withFastQueryItems<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ scan: URLScanner, rules: [QueryRule], names: [[UInt8]],
        _ body: (UnsafeMutableBufferPointer<ParsedURL.Item>) -> Result
    ) -> Result {
        let query = scan.query
        var decoder = ComponentDecoder(bytes: bytes)
        // Every item is at least one byte and an `&`: this many at most.
        let capacity = query.isEmpty ? 0 : (query.count + 1) / 2
        return withUnsafeTemporaryAllocation(of: ParsedURL.Item.self, capacity: capacity) { buffer in
            var count = 0
            var start = query.lowerBound
            while start <= query.upperBound {
                let offset =
                    ASCII.firstIndex(of: ASCII.ampersand, in: bytes, start..<query.upperBound) ?? query.upperBound
                defer { start = offset + 1 }
                guard start < offset else { continue }
                let equals = ASCII.firstIndex(of: ASCII.equals, in: bytes, start..<offset) ?? offset
                let key = UnsafeBufferPointer(rebasing: bytes[start..<equals])
                let rule: Int?
                if scan.queryNeedsDecoding && ASCII.firstIndex(of: ASCII.percent, in: bytes, start..<equals) != nil {
                    // The scan let only escapes of printable ASCII through: decoding cannot fail.
                    guard let name = decoder.decode(start..<equals, plusIsSpace: false) else { continue }
                    rule = names.firstIndex { $0.elementsEqual(name.utf8) }
                } else {
                    rule = names.firstIndex { $0.elementsEqual(key) }
                }
                guard let rule else { continue }
                let value: String
                if equals < offset {
                    guard let decoded = decoder.decode(equals + 1..<offset, plusIsSpace: true) else { continue }
                    value = decoded
                } else {
                    value = ""
                }
                (buffer.baseAddress! + count).initialize(
                    to: ParsedURL.Item(name: rules[rule].name, value: value, position: start))
                count += 1
            }
            defer { buffer.baseAddress.map { _ = $0.deinitialize(count: count) } }
            return body(UnsafeMutableBufferPointer(rebasing: buffer[0..<count]))
        }
    }
}
