import LaunchRouting
import Testing

/// docs/route-spec.md, "Domain groups": a name for domains many routes take.
@Suite struct DomainGroupTests {
    static let json = #"""
        {
          "domains": ["matrix.to", "chat.example.com", "other.example.com"],
          "domainGroups": {"matrix": ["matrix.to", "chat.example.com"]},
          "routes": [
            {"name": "user", "path": "/u/:id", "sources": ["matrix"]},
            {"name": "room", "path": "/r/:id", "sources": ["matrix", "other.example.com"]}
          ]
        }
        """#

    @Test func aSourceThatNamesAGroupStandsForItsDomains() throws {
        let spec = try RouteSpec(json: Self.json)
        #expect(spec.domainGroups == ["matrix": ["matrix.to", "chat.example.com"]])
        #expect(spec.routes[0].sources == ["matrix.to", "chat.example.com"])
        #expect(spec.routes[1].sources == ["matrix.to", "chat.example.com", "other.example.com"])
        let router = try spec.router()
        #expect(router.resolve(.openURL(.init(url: "https://chat.example.com/u/a"))).route?.name == "user")
        #expect(router.resolve(.openURL(.init(url: "https://other.example.com/u/a"))).reason?.code == .noMatchingRoute)
        // Written back, a route whose sources are exactly a group names it.
        let written = try RouteSpec(json: spec.json)
        #expect(written.routes == spec.routes)
        #expect(spec.json.contains(#""sources": ["matrix"]"#))
    }

    @Test(arguments: [
        (
            #"{"domains": ["a.example"], "domainGroups": {"g": ["zzz.org"]}, "routes": []}"#,
            #"domainGroups.g[0]: "zzz.org" is not one of the spec's domains"#
        ),
        (
            #"{"domains": ["a.example"], "domainGroups": {"g": ["a.exampel"]}, "routes": []}"#,
            #"domainGroups.g[0]: "a.exampel" is not one of the spec's domains; did you mean "a.example"?"#
        ),
        (
            #"{"domains": ["a.example"], "domainGroups": {"a.example": ["a.example"]}, "routes": []}"#,
            #"domainGroups.a.example: the group "a.example" has the name of a scheme or domain of the spec"#
        ),
    ])
    func groupErrors(_ json: String, _ expected: String) {
        #expect {
            try RouteSpec(json: json)
        } throws: {
            ($0 as? RouteSpecError)?.description == expected
        }
    }
}
