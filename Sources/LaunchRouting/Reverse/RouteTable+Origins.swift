/// Where reverse routing writes a route: its origins, each the start of a URL, and the two forms a
/// URL takes after one. A custom scheme's origin is `shop://`, and the route's first segment is
/// its authority; a universal link's, `https://shop.example.com`, and a web scheme's,
/// `ksr://www.kickstarter.com` (docs/route-spec.md, "Web schemes"), are followed by the path.
extension RouteTable {
    /// The origins of route `index` on `scheme`, or on each of the table's schemes in order: a
    /// custom scheme the route accepts, or a web scheme on each host it is written on.
    func origins(route index: Int, scheme: String?) -> [String] {
        var origins: [String] = []
        for entry in scheme.map({ [ASCII.lowercased($0)] }) ?? schemes {
            guard let offset = schemes.firstIndex(of: entry) else { continue }
            if webSchemes.contains(entry) {
                origins += hosts(route: index).map { entry + "://" + $0 }
            } else if core.nestedOnlyRoutes.contains(index) || accepts(route: index, from: [offset]) {
                origins.append(entry + "://")
            }
        }
        return origins
    }

    /// The hosts route `index` is written on, in the table's order: each domain it accepts that
    /// is not a `*.` pattern (a route reached only through a nested route, on its forwarder's).
    func hosts(route index: Int) -> [String] {
        let nestedOnly = core.nestedOnlyRoutes.contains(index)
        return domains.indices.filter { offset in
            !domains[offset].hasPrefix("*.") && (nestedOnly || accepts(route: index, from: [schemes.count + offset]))
        }.map { domains[$0] }
    }

    /// A URL written after `origin`: the decoded path segments, encoded, then the encoded query
    /// and fragment.
    static func written(_ origin: String, _ segments: [String], _ query: String) -> String {
        guard origin.hasSuffix("://") else {
            let path = segments.map { "/" + PercentEncoding.encode($0, as: .segment) }.joined()
            return origin + (path.isEmpty ? "/" : path) + query
        }
        var url = origin
        for (offset, segment) in segments.enumerated() {
            if offset > 0 { url += "/" }
            url += PercentEncoding.encode(segment, as: offset == 0 ? .authority : .segment)
        }
        return url + query
    }
}
