/// How a route takes one query parameter: its type, and whether it is required, optional,
/// defaulted or repeated.
///
/// Written as a string, the same in Swift and in the JSON route spec:
///
/// | declaration | meaning |
/// |---|---|
/// | `"string"`, `"int"`, `"uuid"`, `"bool"`, `"(a\|b)"`, `"(a\|b)i"`, `"@*"` | required, exactly once |
/// | `"int?"` | optional; left out of the parameters when absent |
/// | `"int=1"` | optional; `1` is reported when absent |
/// | `"string[]"` | repeated, zero or more times, in order |
/// | `"route"` | required, a URL or path the table resolves in turn: the route forwards to it |
/// | `"route\|web"` | the same, or a web page, which goes to the route that takes web pages |
/// | `"absent"` | never present: a URL with it goes to the next route that takes its path |
/// | `"!(a\|b)"` | optional, never `a` or `b`: a URL with one of them goes to the next route |
/// | `"=(2)"`, `"=(a\|b)"` | required to be one of these values: a URL without it, or with another value, goes to the next route; never a parameter |
/// | `"**"` | every query item the route does not name, in order, as name and value pairs (`[QueryItem]`) |
///
/// ```swift
/// let query: [String: QueryDeclaration] = ["q": "string", "page": "int=1", "tag": "string[]"]
/// ```
public struct QueryDeclaration: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The declaration as written.
    public let text: String

    /// The declaration written as in a pattern: `int`, `string?`, `int=1`, `(a|b)[]`.
    public init(_ text: String) { self.text = text }
    public init(stringLiteral value: String) { self.init(value) }
    public var description: String { text }

    /// A parameter that must appear exactly once.
    public static func required(_ type: ParameterType) -> Self { Self(spelling(type)) }
    /// A parameter that may appear once.
    public static func optional(_ type: ParameterType) -> Self { Self(spelling(type) + "?") }
    /// A parameter that may appear once, with the value reported when it does not.
    public static func defaulted(_ type: ParameterType, _ value: String) -> Self { Self(spelling(type) + "=" + value) }
    /// A parameter that may appear any number of times.
    public static func repeated(_ type: ParameterType) -> Self { Self(spelling(type) + "[]") }
    /// A parameter whose value, a URL or a path, the table resolves in turn: the route forwards
    /// to the route of that value (docs/patterns.md, "Nested routes").
    public static var route: Self { Self("route") }
    /// The query items the route does not name, in the order the URL has them, each a name and a
    /// value (``QueryItem``); written back after the route's own (docs/patterns.md, "The other
    /// query items").
    public static var others: Self { Self("**") }

    private static func spelling(_ type: ParameterType) -> String {
        if case .oneOf = type.kind { return "(\(type))" }
        return type.description
    }
}

/// A query or fragment declaration after parsing.
package struct QueryRule: Hashable, Sendable {
    package var name: String
    package var type: ParameterType
    package var arity: Arity
    /// Where the parameter's items are read: the query, or the fragment read as a query.
    package var component: Component = .query
    /// Whether the value is a URL or path that the table resolves in turn (`"route"`): the route
    /// forwards to it (docs/patterns.md, "Nested routes").
    package var nests = false
    /// Whether a nested value may also be a web page, which goes to the route that takes web
    /// pages (`"route|web"`; docs/patterns.md, "Web pages").
    package var forwardsWebPages = false
    /// Whether the whole fragment is one percent-encoded route (`"encoded route"`), decoded once
    /// and then split as a nested URL is (docs/normalisation.md, rule 36b).
    package var decodesOnce = false
    /// Whether the parameter holds the query items the route does not name (`"**"`), in order,
    /// each a pair of name and value.
    package var keepsOthers = false
    /// What makes the route give a URL up to the next route: the parameter present at all
    /// (`"absent"`), one of these values (`"!(a|b)"`), or anything but one of these values
    /// (`"=(a|b)"`); `nil` for none (docs/patterns.md, "Query vetoes").
    package var veto: Veto? = nil

    package enum Veto: Hashable, Sendable {
        case present
        case values([String])
        /// Given up unless present, every time, with one of these values, in the order written.
        case unless([String])
    }

    /// Whether the parameter is one of the route's parameters: what a match reports, a case
    /// binding takes and a rule maps. A parameter vetoed when present (`"absent"`) or required to
    /// have a given value (`"=(2)"`) carries nothing a route could use, and is none.
    package var isParameter: Bool {
        switch veto {
        case .present?, .unless?: false
        case .values?, nil: true
        }
    }

    /// The value reverse routing and the harness write for a parameter required to have one
    /// (`"=(2)"`): its first value as written.
    package var requiredValue: String? {
        if case .unless(let values)? = veto { return values.first }
        return nil
    }

    /// The parameter name of the whole fragment, declared with the empty name: `#/media/42`.
    package static var wholeFragmentName: String { "#" }

    /// Whether this is the whole fragment, a nested route when there is one (`fragment: .route`).
    package var isWholeFragment: Bool { component == .fragment && name == Self.wholeFragmentName }

    package enum Component: Hashable, Sendable {
        case query
        case fragment

        /// How messages name a parameter of this component: `query parameter`.
        package var noun: String {
            switch self {
            case .query: "query parameter"
            case .fragment: "fragment parameter"
            }
        }
    }

    package enum Arity: Hashable, Sendable {
        case required
        case optional
        case defaulted(ParameterValue)
        case repeated
    }

    /// Parses the declaration of the query (or fragment) parameter `name` of route `routeIndex`,
    /// named `route`.
    package static func parse(
        _ declaration: QueryDeclaration, name: String, route: String, routeIndex: Int, component: Component = .query
    ) throws(RouteTableError) -> QueryRule {
        func fail(_ code: RouteTableError.Code, _ reason: String) -> RouteTableError {
            let field: RouteTableError.RouteField = component == .query ? .query(name: name) : .fragment(name: name)
            return RouteTableError(
                code: code, location: .route(index: routeIndex, name: route, field: field),
                reason: "\(component.noun) \"\(name)\" is declared \"\(declaration.text)\": \(reason)")
        }
        // The tokenizer rejects a decoded control character, so no URL could carry this parameter,
        // and a default would be reported in matches that no URL can be written for.
        if name.unicodeScalars.contains(where: isControl) {
            throw fail(.invalidQueryDeclaration, "the name has a control character, which no URL can carry")
        }
        // `#` is how the table names the whole fragment inside: a parameter of that name would be
        // read as the whole fragment, whatever its declaration.
        if component == .fragment, name == wholeFragmentName {
            throw fail(
                .invalidQueryDeclaration,
                "\"#\" names the whole fragment, which is declared with the empty name, \"route\" (a nested route)")
        }
        if component == .fragment, name.isEmpty {
            guard declaration.text == "route" || declaration.text == "encoded route" else {
                throw fail(
                    .invalidQueryDeclaration,
                    "the empty name stands for the whole fragment, which is declared \"route\" (a nested route), "
                        + "\"encoded route\" (one percent-encoded nested route) or not at all"
                )
            }
            // Optional: a URL without a fragment routes to the route itself.
            return QueryRule(
                name: wholeFragmentName, type: .string, arity: .optional, component: .fragment, nests: true,
                decodesOnce: declaration.text == "encoded route")
        }
        if declaration.text == "route" || declaration.text == "route|web" {
            return QueryRule(
                name: name, type: .string, arity: .required, component: component, nests: true,
                forwardsWebPages: declaration.text == "route|web")
        }
        if declaration.text == "**" {
            guard component == .query else {
                throw fail(.invalidQueryDeclaration, "\"**\" keeps the other items of the query, not of the fragment")
            }
            return QueryRule(name: name, type: .string, arity: .repeated, component: component, keepsOthers: true)
        }
        if declaration.text == "absent" {
            return QueryRule(name: name, type: .string, arity: .optional, component: component, veto: .present)
        }
        if declaration.text.hasPrefix("!") {
            let values = declaration.text.dropFirst()
            guard values.hasPrefix("("), values.hasSuffix(")"), values.count > 2 else {
                throw fail(.invalidQueryDeclaration, "a veto lists the values that give the URL up, !(a|b)")
            }
            let listed = values.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
            guard !listed.contains(where: \.isEmpty), Set(listed).count == listed.count else {
                throw fail(.invalidQueryDeclaration, "a veto lists distinct, non-empty values, !(a|b)")
            }
            return QueryRule(
                name: name, type: .string, arity: .optional, component: component,
                veto: .values(listed.map(String.init).sorted()))
        }
        if declaration.text.hasPrefix("=") {
            let values = declaration.text.dropFirst()
            guard values.hasPrefix("("), values.hasSuffix(")"), values.count > 2 else {
                throw fail(
                    .invalidQueryDeclaration, "a required value is written =(value), or =(a|b) for one of several")
            }
            let listed = values.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
            guard !listed.contains(where: \.isEmpty), Set(listed).count == listed.count else {
                throw fail(.invalidQueryDeclaration, "a required value lists distinct, non-empty values, =(a|b)")
            }
            if listed.contains(where: { $0.unicodeScalars.contains(where: isControl) }) {
                throw fail(.invalidQueryDeclaration, "a value has a control character, which no URL can carry")
            }
            return QueryRule(
                name: name, type: .string, arity: .optional, component: component,
                veto: .unless(listed.map(String.init)))
        }
        if declaration.text.hasPrefix("route") {
            throw fail(
                .invalidQueryDeclaration,
                "a nested route is given exactly once, so it is declared \"route\", never optional, defaulted or repeated"
            )
        }
        var text = Substring(declaration.text)
        var arity = Arity.required
        var defaultText: Substring? = nil
        // Byte tests throughout: grapheme breaking would cost more than the rest of the build.
        if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
            defaultText = text[text.index(after: equals)...]
            text = text[..<equals]
        } else if text.utf8.reversed().starts(with: "][".utf8) {
            arity = .repeated
            text = text.dropLast(2)
        } else if text.utf8.last == UInt8(ascii: "?") {
            arity = .optional
            text = text.dropLast()
        }
        let type: ParameterType
        if text.utf8.starts(with: "url(".utf8), text.utf8.last == UInt8(ascii: ")") {
            guard let schemes = ParameterType.urlSchemes(text.dropFirst(4).dropLast()) else {
                throw fail(.invalidQueryDeclaration, "a url type lists distinct schemes, url(http|https)")
            }
            type = .url(schemes: schemes)
        } else {
            let ignoringCase = text.utf8.first == UInt8(ascii: "(") && text.utf8.reversed().starts(with: "i)".utf8)
            if ignoringCase { text = text.dropLast() }
            if text.utf8.first == UInt8(ascii: "("), text.utf8.last == UInt8(ascii: ")"), text.utf8.count >= 2 {
                text = text.dropFirst().dropLast()
                guard text.utf8.contains(UInt8(ascii: "|")) else {
                    throw fail(.invalidQueryDeclaration, "an enumeration has at least two values, a|b")
                }
            } else if text.utf8.contains(where: { "|()?[".utf8.contains($0) }) {
                throw fail(
                    .invalidQueryDeclaration,
                    "write type, type?, type=default or type[]; an enumeration is written (a|b|c)")
            }
            guard let parsed = RoutePattern.parseType(text) else {
                if let fault = ParameterType.sigilFault(text) { throw fail(.unknownType, fault) }
                throw fail(
                    .unknownType,
                    "\"\(text)\" is not a type; use int, uuid, bool, string, (a|b|c), (a|b|c)i, @* or url(a|b)\(ParameterType.hint(for: text, alsoAmong: ["route", "absent"]))"
                )
            }
            if ignoringCase {
                guard case .oneOf(let values) = parsed.kind, let anyCase = ParameterType.ignoringCase(values) else {
                    throw fail(
                        .invalidQueryDeclaration,
                        "an enumeration in any case lists values that differ in more than case, (a|b)i")
                }
                type = anyCase
            } else {
                type = parsed
            }
        }
        if let defaultText {
            guard let value = type.value(of: String(defaultText)) else {
                throw fail(.invalidQueryDeclaration, "the default \"\(defaultText)\" is not a valid \(type)")
            }
            if defaultText.unicodeScalars.contains(where: isControl) {
                throw fail(.invalidQueryDeclaration, "the default has a control character, which no URL can carry")
            }
            arity = .defaulted(value)
        }
        return QueryRule(name: name, type: type, arity: arity, component: component)
    }

    /// C0 controls and DEL, which the tokenizer rejects raw or percent-encoded.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }
}
