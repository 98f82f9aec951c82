import Testing

@_spi(Fuzzing) @testable import LaunchRouting

/// The did-you-mean of every name the spec, the table and the router read: the closest name within
/// two edits that change at most a third of the longer one, the first in order on a tie.
@Suite struct DidYouMeanTests {
    @Test(
        arguments: [
            ("prodcut", ["product", "search"], "product"),
            ("orders", ["order", "orderTracking"], "order"),
            ("ftp", ["t", "u"], nil),
            ("", ["t"], nil),
            ("com.shop.Home", ["com.shop.home", "com.shop.search"], "com.shop.home"),
            ("abcdef", ["abcdxy", "abcdez"], "abcdez"),
            ("abcdef", ["abxxxf"], nil),
            // A swap of two neighbours is one edit: "swfit" is one from "swift", not two.
            ("swfit", ["swift"], "swift"),
            ("itn", ["int", "uuid", "string"], "int"),
            ("strnig", ["int", "uuid", "string"], "string"),
        ] as [(String, [String], String?)])
    func closest(_ name: String, _ candidates: [String], _ expected: String?) {
        #expect(DidYouMean.closest(to: name, among: candidates) == expected)
        #expect(DidYouMean.hint(for: name, among: candidates) == (expected.map { "; did you mean \"\($0)\"?" } ?? ""))
    }

    /// The bounded distance is the full one wherever that is within the limit, and `nil` beyond it,
    /// on every pair of short byte strings over a small alphabet (swaps, repeats, prefixes).
    @Test func theBoundedDistanceIsTheDistanceUpToItsLimit() {
        let alphabet: [UInt8] = Array("abc".utf8)
        var words: [[UInt8]] = [[]]
        for _ in 0..<4 {
            words += words.filter { $0.count == words.last!.count }.flatMap { w in alphabet.map { w + [$0] } }
        }
        var compared = 0
        for a in words {
            for b in words {
                let full = DidYouMean.editDistance(
                    String(decoding: a, as: UTF8.self), String(decoding: b, as: UTF8.self))
                for limit in 0...2 {
                    #expect(DidYouMean.boundedDistance(a, b, limit: limit) == (full <= limit ? full : nil), "\(a) \(b)")
                    compared += 1
                }
            }
        }
        #expect(compared > 10_000)
    }
}
