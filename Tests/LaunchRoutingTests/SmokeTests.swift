import LaunchRouting
import Testing

@Suite struct SmokeTests {
    enum AppRoute: Hashable, Sendable {
        case product(id: Int, ref: String?)
        case search(query: String, page: Int, tags: [String])
        case help(topic: String)
    }

    static let table = try! RouteTable<AppRoute>(schemes: ["shop"], domains: ["shop.example.com", "*.shop.example.com"]) {
        RouteDefinition("product", path: "/product/:id(int)", query: ["ref": "string?"]) { match in
            .product(id: try match.int("id"), ref: match["ref"]?.stringValue)
        } reverse: { route in
            guard case .product(let id, let ref) = route else { return nil }
            return ["id": .int(id), "ref": ref.map(ParameterValue.string)]
        }
        RouteDefinition("search", path: "/search", query: ["q": "string", "page": "int=1", "tag": "string[]"]) { match in
            .search(query: try match.string("q"), page: try match.int("page"), tags: match.strings("tag"))
        } reverse: { route in
            guard case .search(let query, let page, let tags) = route else { return nil }
            return ["q": .string(query), "page": .int(page), "tag": .list(tags.map(ParameterValue.string))]
        }
        RouteDefinition("help", path: "/help/**topic", sources: ["shop"]) { match in
            .help(topic: try match.string("topic"))
        } reverse: { route in
            guard case .help(let topic) = route else { return nil }
            return ["topic": .string(topic)]
        }
    }

    @Test func examples() {
        let t = Self.table
        #expect(t.resolve("shop://product/42") == .routed(.product(id: 42, ref: nil)))
        #expect(t.resolve("shop:///product/42?ref=mail") == .routed(.product(id: 42, ref: "mail")))
        #expect(t.resolve("SHOP:/product/42/") == .routed(.product(id: 42, ref: nil)))
        #expect(t.resolve("https://Shop.Example.COM./search?q=red+shoes&tag=a&tag=b") == .routed(.search(query: "red shoes", page: 1, tags: ["a", "b"])))
        #expect(t.resolve("https://a.b.shop.example.com/product/7") == .routed(.product(id: 7, ref: nil)))
        print(t.resolve("https://shop.example.com/help/a"))
        print(t.resolve("shop://help/a%2Fb/c"))
        print(t.resolve("shop://product/99999999999999999999"))
        print(t.resolve("shop://search?q=a&q=b"))
        print(t.resolve("https://evil.com/product/1"))
        print(t.resolve("shop://product/../x"))
        print(t.url(for: .search(query: "red shoes", page: 2, tags: ["x y"])) as Any)
        print(t.url(for: .help(topic: "a%2Fb/c")) as Any)
        print(t.universalLink(for: .product(id: 5, ref: "é")) as Any)
    }
}
