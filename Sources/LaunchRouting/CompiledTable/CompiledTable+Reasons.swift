/// The wording of every fault the resolve stages find after tokenizing: one place for the text,
/// so each stage says only what it found and where. The text is API (pinned word for word by the
/// tests and `docs/`).
extension CompiledTable {
    /// The reason nothing matched decoded `segments` at `positions`, given the closest shape that
    /// failed only on a typed parameter, if any.
    func noMatchReason(_ segments: [String], _ positions: [Int], _ closest: (shape: RouteShape, failing: Int)?)
        -> OutcomeReason
    {
        var length = 0
        for segment in segments { length += segment.utf8.count + 1 }
        return noMatchReason(
            count: segments.count, length: length, segment: { segments[$0] }, position: { positions[$0] },
            failing(closest))
    }

    /// ``noMatchReason(_:_:_:)`` for the fast path's segments, still as bytes, and the typed
    /// parameter it has already found to blame, if any.
    func noMatchReason(
        _ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>,
        _ positions: UnsafeMutableBufferPointer<Int>,
        failing: NoMatchFailing?
    ) -> OutcomeReason {
        let length = segments.reduce(segments.count) { $0 + $1.count }
        return noMatchReason(
            count: segments.count, length: length, segment: { String(decoding: segments[$0], as: UTF8.self) },
            position: { positions[$0] }, failing)
    }

    /// The segment that was not a valid value of the parameter `capture` of route `route`.
    struct NoMatchFailing {
        var index: Int
        var type: ParameterType
        var capture: String
        var route: String
    }

    /// The segments given one by one: a miss is a quarter of the traffic a router sees, so its
    /// message is built in one buffer rather than by joining.
    private func noMatchReason(
        count: Int,
        length: Int,
        segment: (Int) -> String,
        position: (Int) -> Int,
        _ failing: NoMatchFailing?
    ) -> OutcomeReason {
        let message = Self.noMatchMessage(count: count, length: length, segment: segment, failing: failing)
        guard let failing else { return OutcomeReason(code: .noMatchingRoute, message: message) }
        return OutcomeReason(code: .invalidParameter, message: message, position: position(failing.index))
    }

    /// The typed parameter a route failed on alone, when the closest miss is one.
    func failing(_ closest: (shape: RouteShape, failing: Int)?) -> NoMatchFailing? {
        guard let (shape, failing) = closest, let capture = shape.captures[failing],
            case .typed(let type, _) = shape.matchers[failing]
        else { return nil }
        return NoMatchFailing(index: failing, type: type, capture: capture, route: routeNames[shape.route])
    }

    /// `no route matches the path "/a/b"`, and for a failed typed parameter `; "b" is not a valid
    /// int for the parameter "id" of route "item"`.
    static func noMatchMessage(count: Int, length: Int, segment: (Int) -> String, failing: NoMatchFailing?)
        -> String
    {
        var message = "no route matches the path \""
        message.reserveCapacity(message.utf8.count + length + 128)
        if count == 0 { message += "/" }
        for index in 0..<count {
            message += "/"
            message += segment(index)
        }
        message += "\""
        guard let failing else { return message }
        message += "; \""
        message += segment(failing.index)
        message += "\" is not a valid "
        message += failing.type.description
        message += " for the parameter \""
        message += failing.capture
        message += "\" of route \""
        message += failing.route
        message += "\""
        return message
    }
}

extension OutcomeReason {
    static func notUniversalLink(scheme: String) -> OutcomeReason {
        OutcomeReason(code: .unknownScheme, message: "a universal link is https, not \"\(scheme)\"", position: 0)
    }

    static func unknownScheme(_ scheme: String, schemes: [String]) -> OutcomeReason {
        let listed = schemes.isEmpty ? "the table declares none" : "the table's are " + schemes.joined(separator: ", ")
        return OutcomeReason(
            code: .unknownScheme, message: "the scheme \"\(scheme)\" is not one of the table's schemes; \(listed)",
            position: 0)
    }

    static var plainHTTP: OutcomeReason {
        OutcomeReason(
            code: .unknownScheme, message: "the scheme \"http\" is not accepted; universal links are https", position: 0
        )
    }

    static func noHost(at position: Int) -> OutcomeReason {
        OutcomeReason(code: .untrustedHost, message: "the URL has no host", position: position)
    }

    static func ipLiteral(_ host: String, at position: Int) -> OutcomeReason {
        OutcomeReason(
            code: .untrustedHost, message: "the host \"\(host)\" is an IP address, which is never trusted",
            position: position)
    }

    static func port(_ port: String, at position: Int) -> OutcomeReason {
        OutcomeReason(
            code: .untrustedHost, message: "the port \":\(port)\" is not accepted; only the default port is",
            position: position)
    }

    static func unknownHost(_ host: String, at position: Int) -> OutcomeReason {
        OutcomeReason(
            code: .untrustedHost, message: "the host \"\(host)\" is not one of the table's domains", position: position)
    }

    static func dotSegment(_ segment: String, at position: Int) -> OutcomeReason {
        OutcomeReason(
            code: .dotSegment, message: "the path segment \"\(segment)\" is a dot segment", position: position)
    }

    static func tooManySegments(_ count: Int, limit: Int, at position: Int) -> OutcomeReason {
        OutcomeReason(
            code: .tooManySegments, message: "the URL has \(count) path segments; the limit is \(limit)",
            position: position)
    }

    static func duplicateParameter(_ rule: QueryRule, count: Int, route: String, at position: Int) -> OutcomeReason {
        OutcomeReason(
            code: .duplicateParameter,
            message:
                "the \(rule.component.noun) \"\(rule.name)\" appears \(count) times; route \"\(route)\" takes one value",
            position: position)
    }

    static func invalidQueryValue(_ value: String, of rule: QueryRule, route: String, at position: Int) -> OutcomeReason
    {
        OutcomeReason(
            code: .invalidParameter,
            message:
                "the \(rule.component.noun) \"\(rule.name)\" of route \"\(route)\" must be a valid \(rule.type), not \"\(value)\""
                + rule.type.whyNot(value),
            position: position)
    }

    static func missingParameter(_ rule: QueryRule, route: String) -> OutcomeReason {
        OutcomeReason(
            code: .missingParameter, message: "route \"\(route)\" requires the \(rule.component.noun) \"\(rule.name)\"")
    }
}

extension ReasonText {
    /// The message: as written, or, for a fast-path miss, worded now from its URL as the slow path
    /// words it (here, where every fault is worded, so that `Outcome/` names nothing above it).
    var message: String {
        switch self {
        case .written(let text):
            return text
        case .noRouteForPath(let url):
            // The fast path took the URL, so it tokenizes; its segments are the ones the walk saw.
            let unbounded = URLLimits(maximumLength: .max, maximumSegments: .max)
            let segments = (try? URLTokenizer.parse(url, limits: unbounded).get())?.segments ?? []
            let length = segments.reduce(segments.count) { $0 + $1.utf8.count }
            return CompiledTable.noMatchMessage(
                count: segments.count, length: length, segment: { segments[$0] }, failing: nil)
        }
    }
}
