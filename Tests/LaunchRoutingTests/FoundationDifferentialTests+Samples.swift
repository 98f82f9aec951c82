import Foundation
import LaunchRouting
import Testing

// MARK: - Generated URLs

/// URLs from a grammar that leans on every rule of the policy: scheme and host spellings, ports,
/// the four custom-scheme forms, empty segments, encoded and raw non-ASCII, `%2F`, `+`, bare and
/// empty query items, fragments, and now and then a fault either side may refuse.
enum DifferentialURLs {
    static func url(_ random: inout DifferentialRandom) -> String {
        var url: String
        let form = random.below(100)
        switch form {
        case 0..<50:
            url = random.pick(["https", "HTTPS", "Https"]) + "://"
            if random.below(25) == 0 { url += random.pick(["user@", "u:p@", "@"]) }
            url += random.pick([
                "shop.example.com", "SHOP.Example.COM", "a.shop.example.com", "x-1.b.example.org", "shop.example.com.",
                "localhost", "127.0.0.1",
            ])
            url += random.pick(["", "", "", "", "", "", ":443", ":", ":8443", ":0443"])
            url += path(&random, leadingSlash: true)
        case 50..<85:
            url = random.pick(["shop", "SHOP", "x-app.v2"]) + ":"
            switch random.below(4) {
            case 0:
                url +=
                    "//" + (random.below(25) == 0 ? "user@" : "") + segment(&random, inAuthority: true)
                    + path(&random, leadingSlash: true)
            case 1: url += "//" + path(&random, leadingSlash: true)
            case 2: url += path(&random, leadingSlash: true)
            default: url += path(&random, leadingSlash: false)
            }
        case 85..<92:
            url = "http://shop.example.com" + path(&random, leadingSlash: true)
        default:
            url = path(&random, leadingSlash: random.below(2) == 0)
        }
        if random.below(10) < 4 { url += "?" + query(&random) }
        if random.below(5) == 0 { url += "#" + random.pick(["top", "a b", "%zz", "x#y", "?q=1", "", "\u{E9}"]) }
        return url
    }

    static func path(_ random: inout DifferentialRandom, leadingSlash: Bool) -> String {
        let count = Int(random.below(7))
        var path = ""
        for index in 0..<count {
            if index > 0 || leadingSlash { path += random.below(8) == 0 ? "//" : "/" }
            path += segment(&random, inAuthority: false)
        }
        if random.below(6) == 0 { path += "/" }
        return path
    }

    static func segment(_ random: inout DifferentialRandom, inAuthority: Bool) -> String {
        if random.below(40) == 0 { return random.pick([".", "..", "%2e", "%2E%2e"]) }
        var text = ""
        for _ in 0..<(1 + random.below(3)) {
            text += piece(&random, inAuthority: inAuthority, inQuery: false)
        }
        return text
    }

    static func query(_ random: inout DifferentialRandom) -> String {
        var items: [String] = []
        for _ in 0..<(random.below(5)) {
            switch random.below(12) {
            case 0: items.append("")
            case 1: items.append(word(&random))
            case 2: items.append(word(&random) + "=")
            default:
                var value = ""
                for _ in 0..<(random.below(4)) { value += piece(&random, inAuthority: false, inQuery: true) }
                let key =
                    random.below(5) == 0
                    ? word(&random) + random.pick(["+", "%2B", "%20", "+x", "%C3%A9"]) : word(&random)
                items.append(key + "=" + value)
            }
        }
        return items.joined(separator: "&")
    }

    static func word(_ random: inout DifferentialRandom) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return String((0..<(1 + random.below(6))).map { _ in letters[Int(random.below(UInt64(letters.count)))] })
    }

    static func piece(_ random: inout DifferentialRandom, inAuthority: Bool, inQuery: Bool) -> String {
        switch random.below(100) {
        case 0..<40:
            return word(&random)
        case 40..<48:
            return random.pick(["-", ".", "_", "~"])
        case 48..<58:
            let delimiters =
                inAuthority
                ? ["!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="]
                : ["!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=", ":", "@"]
            let extra = inQuery ? ["+", "+", "=", "?", "/"] : []
            return random.pick(delimiters + extra)
        case 58..<72:
            let byte = UInt8(0x20 + random.below(0x5F))
            let hex = String(byte, radix: 16, uppercase: random.below(2) == 0)
            return "%" + (hex.count == 1 ? "0" + hex : hex)
        case 72..<80:
            return random.pick(["%2F", "%2f", "%25", "%3F", "%23", "%2B", "%20", "%26", "%3D"])
        case 80..<88:
            let scalar = random.pick(["\u{E9}", "\u{65E5}", "\u{1F6D2}", "\u{301}", "\u{FC}", "\u{20AC}"])
            return scalar.utf8.map { byte in "%" + String(byte, radix: 16, uppercase: random.below(2) == 0) }.joined()
        case 88..<95:
            return random.pick(["\u{E9}", "\u{65E5}\u{672C}", "\u{1F6D2}", "e\u{301}", "\u{FC}"])
        default:
            // Faults, and characters only one side accepts.
            let faults = [
                " ", "|", "\"", "{", "^", "`", "\t", "\u{7F}", "%zz", "%", "%4", "%FF", "%C3%28", "%00", "%1f", "%7F",
                "%C2%80",
            ]
            return random.pick(inAuthority ? faults : faults + ["[", "]", "[0]"])
        }
    }
}

// MARK: - Hand-picked URLs

extension FoundationDifferentialTests {
    static let handPicked: [String] = [
        // Schemes and custom-scheme forms.
        "shop://product/42", "shop:///product/42", "shop:/product/42", "shop:product/42", "SHOP://product//42/",
        "shop://",
        "shop:", "shop:?", "shop:#", "shop://?q", "shop://%70roduct/42", "shop://p%C3%A9/x", "shop://product:080/x",
        "shop://product:/x", "shop:a:b", "shop:/a:b", "x-app.v2:foo/bar",
        // Hosts and ports.
        "https://Shop.Example.COM./a//b/?q=a+b&&x&y=&=z&k=%2B#frag", "https://SHOP.EXAMPLE.COM",
        "https://shop.example.com.",
        "https://shop.example.com:443/x", "https://shop.example.com:/x", "https://shop.example.com:8443/x",
        "https://shop.example.com:0443/x",
        "https://shop%2Eexample.com/x", "https://[::1]/x", "https://[::1]:443/", "https://127.0.0.1/", "https://",
        "https:",
        "https://x.com:abc/", "https://x.com:99999/", "shop://a:b/x", "https://sh\u{F6}p.example.com/x",
        // Paths.
        "https://shop.example.com/a%2Fb", "https://shop.example.com/a%2Fb%252F", "https://shop.example.com/caf\u{E9}",
        "https://shop.example.com/caf%C3%A9", "https://shop.example.com/cafe%CC%81",
        "https://shop.example.com/\u{1F6D2}",
        "https://shop.example.com/a;b=c", "https://shop.example.com/!$&'()*+,;=:@", "https://shop.example.com/%7e",
        "https://shop.example.com/a[1]",
        "https://shop.example.com/./b", "https://shop.example.com/a/%2e%2E/b", "https://shop.example.com/a%20b+c",
        // Queries.
        "https://x.com/?", "https://x.com/?&", "https://x.com/?a&", "https://x.com/?=", "https://x.com/?==",
        "https://x.com/a?b?c=d?e",
        "https://x.com/?q=a+b&q=a%2Bb&a+b=c", "https://x.com/\u{E9}?\u{E9}=\u{FC}", "https://x.com/a%20b?c%20d=e%20f",
        "https://x.com/?q=a[1]",
        "https://x.com/?q=a/b/../c",
        // Fragments.
        "https://x.com/?q=a#b#c", "https://x.com/a#b c", "https://x.com/#\u{7F}", "https://x.com/#%zz",
        // Refusals on one side.
        "", "/x", "x", "shop.example.com/x", "//shop.example.com/x", "https://a@b/", "shop://a:b@c/", "shop://@x/",
        "https://shop.example.com/a b", "https://shop.example.com/a|b", "https://shop.example.com/a^b",
        "https://shop.example.com/a\"b",
        "https://shop.example.com/a{b}", "https://shop.example.com/a`b", "https://shop.example.com/a\\b",
        "https://shop.example.com/a<b>",
        "https://shop.example.com/a\tb", "https://shop.example.com/\u{7F}", "https://shop.example.com/%zz",
        "https://shop.example.com/%",
        "https://x.com/?q=%2", "https://shop.example.com/%FF", "https://shop.example.com/%00", "shop://x/?a=%FF",
        "shop://a b/",
        "https://shop.example.com/help/" + String(repeating: "a", count: 8_200),
    ]
}
