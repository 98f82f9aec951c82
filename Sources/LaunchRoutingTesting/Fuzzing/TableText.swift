@_spi(Fuzzing) import LaunchRouting

/// A route table written as plain text, one route a line: the input of the `FuzzTableBuilder` fuzz
/// target, chosen so that any bytes are a table and a small mutation is a small change to one.
///
/// Lines are split on `\n`, fields on `\t`, both as bytes, and each piece is decoded as UTF-8
/// (invalid sequences become U+FFFD). A line `scheme TEXT`, `domain TEXT` or `webscheme TEXT`
/// declares one; any other
/// line is a route whose first field is its paths separated by spaces (the first, then aliases)
/// and whose other fields are `NAME=DECLARATION` query parameters, `#NAME=DECLARATION` fragment
/// parameters, `@SOURCE`, `~` for case-insensitive literals, `*` for a route that takes web
/// pages (written with no paths), or `=NAME` to name the route (otherwise `r0`, `r1`, ...).
///
/// ```text
/// scheme shop
/// domain *.shop.example.com
/// webscheme shop-web
/// /product/:id(int) /p/:id(int)	ref=string?
/// /auth	#token=string	#state=string?
/// /help/**topic	@shop
/// /About	~	=about
/// 	@shop.example.com	*	=web
/// ```
@_spi(Fuzzing) public struct TableText: Sendable, CustomStringConvertible {
    /// The `scheme` lines, in order.
    public var schemes: [String] = []
    /// The `domain` lines, in order.
    public var domains: [String] = []
    /// The `webscheme` lines, in order.
    public var webSchemes: [String] = []
    /// The route lines, in order.
    public var routes: [RouteDefinition<RouteMatch>] = []

    /// A table of these schemes, domains, web schemes and routes.
    public init(
        schemes: [String], domains: [String], webSchemes: [String] = [], routes: [RouteDefinition<RouteMatch>]
    ) {
        self.schemes = schemes
        self.domains = domains
        self.webSchemes = webSchemes
        self.routes = routes
    }

    /// The text of `table`.
    public init(_ table: RouteTable<RouteMatch>) {
        self.init(
            schemes: table.declaredSchemes, domains: table.domains, webSchemes: table.webSchemes,
            routes: table.definitions)
    }

    /// The table of the text, its routes in the order given or reversed.
    public func table(reversed: Bool = false) throws(RouteTableError) -> RouteTable<RouteMatch> {
        try RouteTable(
            schemes: schemes, domains: domains, webSchemes: webSchemes, routes: reversed ? routes.reversed() : routes)
    }

    /// Reads a table from any bytes.
    public init(parsing bytes: some Collection<UInt8>) {
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            if line.starts(with: "scheme ".utf8) {
                schemes.append(String(decoding: line.dropFirst(7), as: UTF8.self))
                continue
            }
            if line.starts(with: "domain ".utf8) {
                domains.append(String(decoding: line.dropFirst(7), as: UTF8.self))
                continue
            }
            if line.starts(with: "webscheme ".utf8) {
                webSchemes.append(String(decoding: line.dropFirst(10), as: UTF8.self))
                continue
            }
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            let paths = fields[0].split(separator: " ").map(String.init)
            var name = "r\(routes.count)"
            var query: [String: QueryDeclaration] = [:]
            var fragment: [String: QueryDeclaration] = [:]
            var sources: [String]? = nil
            var isCaseSensitive = true
            var webPages = false
            for field in fields.dropFirst() {
                if field == "~" {
                    isCaseSensitive = false
                } else if field == "*" {
                    webPages = true
                } else if field.hasPrefix("@") {
                    sources = (sources ?? []) + [String(field.dropFirst())]
                } else if field.hasPrefix("=") {
                    name = String(field.dropFirst())
                } else if field.hasPrefix("#") {
                    let declared = field.dropFirst()
                    let equals = declared.firstIndex(of: "=") ?? declared.endIndex
                    fragment[String(declared[..<equals])] = QueryDeclaration(String(declared[equals...].dropFirst()))
                } else if let equals = field.firstIndex(of: "=") {
                    query[String(field[..<equals])] = QueryDeclaration(String(field[field.index(after: equals)...]))
                } else {
                    query[field] = QueryDeclaration("")
                }
            }
            // A web-page route is written with no paths; any other route without one has the
            // empty pattern, which fails the build.
            routes.append(
                RouteDefinition(
                    name, path: webPages && paths.isEmpty ? nil : paths.first ?? "", aliases: Array(paths.dropFirst()),
                    query: query,
                    fragment: fragment, sources: sources, isCaseSensitive: isCaseSensitive, webPages: webPages
                ))
        }
    }

    /// The text that parses back to this table (spaces and tabs in patterns percent-encoded).
    public var description: String {
        var lines =
            schemes.map { "scheme " + $0 } + domains.map { "domain " + $0 } + webSchemes.map { "webscheme " + $0 }
        for (index, route) in routes.enumerated() {
            var fields = [route.paths.map { $0.replacingSpaces() }.joined(separator: " ")]
            fields += route.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.text)" }
            fields += route.fragment.sorted { $0.key < $1.key }.map { "#\($0.key)=\($0.value.text)" }
            fields += (route.sources ?? []).map { "@" + $0 }
            if !route.isCaseSensitive { fields.append("~") }
            if route.declaration.takesWebPages { fields.append("*") }
            if route.name != "r\(index)" { fields.append("=" + route.name) }
            lines.append(fields.joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate func replacingSpaces() -> String {
        var result = ""
        for character in unicodeScalars {
            switch character {
            case " ": result += "%20"
            case "\t": result += "%09"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
