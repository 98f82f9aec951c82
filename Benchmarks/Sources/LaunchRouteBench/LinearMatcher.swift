#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The baseline: how a typical iOS deep-link library matches, for comparison in the same run.
///
/// Foundation's `URLComponents` parses the URL; the patterns, split once when registered, are
/// tried in registration order and the first that matches wins (JLRoutes and Crossroad work this
/// way). It does none of our normalisation checks, so it does less work than we do per URL.
struct LinearMatcher {
    enum Segment {
        case literal(String)
        case parameter(name: String, isInt: Bool)
        case wildcard
        case rest
    }

    var routes: [(name: String, segments: [Segment])] = []
    var hosts: Set<String>

    init(patterns: [String], hosts: [String]) {
        self.hosts = Set(hosts)
        for (index, pattern) in patterns.enumerated() {
            let segments: [Segment] = pattern.split(separator: "/").map { piece in
                if piece == "*" { return .wildcard }
                if piece.hasPrefix("**") { return .rest }
                if piece.hasPrefix(":") {
                    let name = piece.dropFirst().prefix { $0 != "(" }
                    return .parameter(name: String(name), isInt: piece.hasSuffix("(int)"))
                }
                return .literal(String(piece))
            }
            routes.append(("r\(index)", segments))
        }
    }

    /// The name of the first route that matches, and its parameters.
    func match(_ url: String) -> (String, [String: String])? {
        guard let components = URLComponents(string: url) else { return nil }
        var path = components.path.split(separator: "/").map(String.init)
        if components.scheme != "https", let host = components.host, !host.isEmpty {
            path.insert(host, at: 0)
        } else if components.scheme == "https", !hosts.contains(components.host ?? "") {
            return nil
        }
        _ = components.queryItems
        for route in routes {
            var parameters: [String: String] = [:]
            var matched = true
            var index = 0
            for segment in route.segments {
                if case .rest = segment {
                    index = path.count
                    break
                }
                guard index < path.count else {
                    matched = false
                    break
                }
                switch segment {
                case .literal(let text):
                    matched = text == path[index]
                case .parameter(let name, let isInt):
                    matched = !isInt || Int(path[index]) != nil
                    parameters[name] = path[index]
                case .wildcard, .rest:
                    break
                }
                if !matched { break }
                index += 1
            }
            if matched, index == path.count { return (route.name, parameters) }
        }
        return nil
    }
}
