import LaunchRouting
import Testing

// MARK: - Schemes

extension NormalisationTests.Policy {
    typealias Rule = NormalisationTests.Rule
    typealias T = NormalisationTests
    typealias Input = NormalisationTests.Input

    static let product42: [String: ParameterValue] = ["id": 42]

    static let schemes: [Rule] = [
        .routes(
            "a custom scheme is case-insensitive",
            ["shop://product/42", "SHOP://product/42", "Shop:product/42", "sHoP:/product/42"], to: "product", product42),
        .routes(
            "https is case-insensitive",
            [
                "https://shop.example.com/product/42", "HTTPS://shop.example.com/product/42",
                "hTtPs://shop.example.com/product/42",
            ], to: "product", product42),
        .unmatched(
            "an undeclared scheme is unmatched", ["javascript:alert(1)"], .unknownScheme, T.unknownScheme("javascript"),
            at: 0),
        .unmatched(
            "an undeclared scheme is reported lowercased", ["JavaScript:alert(1)"], .unknownScheme,
            T.unknownScheme("javascript"), at: 0),
        .unmatched(
            "mailto is an undeclared scheme", ["mailto:someone@example.com"], .unknownScheme, T.unknownScheme("mailto"),
            at: 0),
        .unmatched(
            "every scheme character is allowed", ["x-shop+v1.2:product/42"], .unknownScheme,
            T.unknownScheme("x-shop+v1.2"), at: 0),
        .unmatched(
            "a bare host with a port is, by RFC 3986, a URL whose scheme is the host",
            ["shop.example.com:443/product/42"], .unknownScheme, T.unknownScheme("shop.example.com"), at: 0),
        .unmatched(
            "http on a declared domain is unmatched",
            ["http://shop.example.com/product/42", "HTTP://shop.example.com/product/42"], .unknownScheme,
            T.httpNotAccepted, at: 0),
        .unmatched(
            "http is unmatched before its host is judged", ["http://evil.example.net/product/42"], .unknownScheme,
            T.httpNotAccepted, at: 0),
        .routes(
            "a web page URL is https",
            [.webpage("https://shop.example.com/product/42"), .webpage("HTTPS://SHOP.EXAMPLE.COM/product/42")],
            to: "product", product42),
        .unmatched(
            "a web page URL that is http is unmatched", [.webpage("http://shop.example.com/product/42")],
            .unknownScheme, "a universal link is https, not \"http\"", at: 0),
        .unmatched(
            "a web page URL with a custom scheme is unmatched",
            [.webpage("shop://product/42"), .webpage("SHOP:product/42")], .unknownScheme,
            "a universal link is https, not \"shop\"", at: 0),
        .rejects(
            "an empty string is rejected", ["", .bytes([]), .webpage("")], .malformedURL, "the URL is empty", at: 0),
        .rejects(
            "input without a scheme is rejected",
            [
                "/product/42", "product/42", "shop.example.com/product/42", "//shop.example.com/product/42", "?q=x",
                "#x", .webpage("/product/42"),
            ], .malformedURL, T.noScheme, at: 0),
        .rejects(
            "a scheme starts with a letter", ["1shop://product/42", "-shop:x", ":product/42", "://x"], .malformedURL,
            T.noScheme, at: 0),
        .rejects(
            "a scheme ends with a colon", ["shop", "shop//product/42", "shop#:x", "shop?:x"], .malformedURL, T.noScheme,
            at: 0),
        .rejects(
            "whitespace before the scheme is not trimmed", [" shop://product/42", "\tshop://product/42"], .malformedURL,
            T.noScheme, at: 0),
        .rejects(
            "a scheme holds no other character", ["sh_op://product/42", "sh%6Fp://product/42"], .malformedURL,
            T.noScheme, at: 0),
    ]
}

// MARK: - Hosts

extension NormalisationTests.Policy {
    static let hosts: [Rule] = [
        .routes(
            "the host is case-insensitive",
            ["https://SHOP.Example.COM/product/42", "https://shop.EXAMPLE.com/product/42"], to: "product", product42),
        .routes(
            "one trailing dot on the host is dropped",
            [
                "https://shop.example.com./product/42", "https://SHOP.EXAMPLE.COM./product/42",
                "https://shop.example.com.:443/product/42",
            ], to: "product", product42),
        .rejects(
            "only one trailing dot is dropped", ["https://shop.example.com../product/42"], .untrustedHost,
            T.notADomain("shop.example.com."), at: 8),
        .routes(
            "*.example.org matches subdomains at any depth",
            [
                "https://a.example.org/product/42", "https://a.b.c.example.org/product/42",
                "https://A.Example.ORG/product/42", "https://x-1.example.org./product/42",
            ], to: "product", product42),
        .rejects(
            "*.example.org never matches the apex", ["https://example.org/product/42"], .untrustedHost,
            T.notADomain("example.org"), at: 8),
        .rejects(
            "*.example.org never matches the apex with a dot", ["https://example.org./product/42"], .untrustedHost,
            T.notADomain("example.org"), at: 8),
        .rejects(
            "a wildcard matches whole labels", ["https://badexample.org/product/42"], .untrustedHost,
            T.notADomain("badexample.org"), at: 8),
        .rejects(
            "a subdomain of a plain domain is untrusted", ["https://a.shop.example.com/product/42"], .untrustedHost,
            T.notADomain("a.shop.example.com"), at: 8),
        .rejects(
            "a declared domain as a prefix is untrusted", ["https://shop.example.com.evil.net/product/42"],
            .untrustedHost, T.notADomain("shop.example.com.evil.net"), at: 8),
        .rejects(
            "an undeclared host is untrusted", ["https://evil.net/product/42"], .untrustedHost,
            T.notADomain("evil.net"), at: 8),
        .rejects(
            "an undeclared host is untrusted as a web page URL", [.webpage("https://evil.net/product/42")],
            .untrustedHost, T.notADomain("evil.net"), at: 8),
        .routes(
            "the default port and an empty port equal no port",
            [
                "https://shop.example.com:443/product/42", "https://shop.example.com:/product/42",
                "https://a.example.org:443/product/42",
            ], to: "product", product42),
        .rejects(
            "any other port is untrusted", ["https://shop.example.com:8443/product/42"], .untrustedHost, T.port("8443"),
            at: 8),
        .rejects(
            "port 80 is untrusted", ["https://shop.example.com:80/product/42"], .untrustedHost, T.port("80"), at: 8),
        .rejects(
            "a port is compared as written", ["https://shop.example.com:0443/product/42"], .untrustedHost,
            T.port("0443"), at: 8),
        .rejects(
            "a port that is not a number is untrusted", ["https://shop.example.com:https/product/42"], .untrustedHost,
            T.port("https"), at: 8),
        .rejects(
            "an IPv4 literal is untrusted", ["https://127.0.0.1/product/42", "https://127.0.0.1:443/product/42"],
            .untrustedHost, T.ipLiteral("127.0.0.1"), at: 8),
        .rejects(
            "an IPv6 literal is untrusted", ["https://[::1]/product/42", "https://[::1]:443/product/42"],
            .untrustedHost, T.ipLiteral("[::1]"), at: 8),
        .rejects(
            "an IPv6 literal is reported lowercased", ["https://[2001:DB8::1]/product/42"], .untrustedHost,
            T.ipLiteral("[2001:db8::1]"), at: 8),
        .rejects(
            "an empty host is untrusted", ["https:///product/42", "https://:443/product/42", "https://?q=x"],
            .untrustedHost, T.noHost, at: 8),
        .rejects(
            "https without // has no host", ["https:/product/42", "https:product/42", "https:"], .untrustedHost,
            T.noHost, at: 6),
        .rejects(
            "a percent-encoded host is never decoded, so never trusted", ["https://shop%2Eexample.com/product/42"],
            .untrustedHost, T.notADomain("shop%2eexample.com"), at: 8),
        .rejects(
            "a non-ASCII host is never trusted (no IDNA)", ["https://sh\u{F6}p.example.com/product/42"], .untrustedHost,
            T.notADomain("sh\u{F6}p.example.com"), at: 8),
        .rejects(
            "user info is rejected", ["https://a@shop.example.com/product/42"], .credentialsInURL, T.credentials("a@"),
            at: 8),
        .rejects(
            "user info with a password is rejected", ["https://user:secret@shop.example.com/product/42"],
            .credentialsInURL, T.credentials("user:secret@"), at: 8),
        .rejects(
            "an empty user info is rejected", ["https://@shop.example.com/product/42"], .credentialsInURL,
            T.credentials("@"), at: 8),
        .rejects(
            "a declared domain as user info is rejected", ["https://shop.example.com@evil.net/product/42"],
            .credentialsInURL, T.credentials("shop.example.com@"), at: 8),
        .rejects(
            "user info in a web page URL is rejected", [.webpage("https://a@shop.example.com/product/42")],
            .credentialsInURL, T.credentials("a@"), at: 8),
        .routes(
            "an @ in the path is not user info", ["https://shop.example.com/s/a@b", "shop://s/a@b"], to: "segment",
            ["value": "a@b"]),
        .routes(
            "an @ in the query is not user info", ["https://shop.example.com/search?q=a@b"], to: "search",
            ["q": "a@b", "page": 1]),
    ]
}

// MARK: - Custom scheme authority

extension NormalisationTests.Policy {
    static let customAuthority: [Rule] = [
        .routes(
            "shop://product/42, shop:///product/42, shop:/product/42 and shop:product/42 are the same",
            [
                "shop://product/42", "shop:///product/42", "shop:/product/42", "shop:product/42",
                "shop:////product//42/", "SHOP://product/42/",
            ], to: "product", product42),
        .unmatched(
            "the authority is case-sensitive", ["shop://PRODUCT/42"], .noMatchingRoute, T.noRoute("/PRODUCT/42"),
            at: nil),
        .routes(
            "the authority is percent-decoded", ["shop://%70roduct/42", "shop://%70%72%6F%64%75%63%74/42"],
            to: "product", product42),
        .unmatched(
            "the authority has no trailing-dot rule", ["shop://product./42"], .noMatchingRoute,
            T.noRoute("/product./42"), at: nil),
        .unmatched(
            "a colon in the authority is part of the segment", ["shop://product:42"], .noMatchingRoute,
            T.noRoute("/product:42"), at: nil),
        .rejects(
            "an @ in a // authority is credentials", ["shop://user@product/42"], .credentialsInURL,
            T.credentials("user@"), at: 7),
        .rejects(
            "an @ in a // authority with a password is credentials", ["shop://u:p@product/42"], .credentialsInURL,
            T.credentials("u:p@"), at: 7),
        .unmatched(
            "an @ without // is an ordinary character", ["shop:user@product/42"], .noMatchingRoute,
            T.noRoute("/user@product/42"), at: nil),
        .rejects("the authority can be a dot segment", ["shop://../product/42"], .dotSegment, T.dot(".."), at: 7),
        .routes(
            "the authority may be empty", ["shop://?q=x", "shop:?q=x", "shop:", "shop://", "shop:///"], to: "home"),
    ]
}
