import LaunchRouting
import Testing

@_spi(Fuzzing) @testable import LaunchRoutingLint

/// The pieces the exact analysis stands on: segment languages and their intersections, the
/// spellings of case-insensitive literals, the regions a family cuts, and coverage
/// (docs/lint.md, "What is exact").
@Suite struct SegmentLanguageTests {
    static let uuid = "0123abcd-0000-4000-8000-00000000abcd"

    @Test(arguments: [
        (SegmentLanguage.any, SegmentLanguage.int, SegmentLanguage.int),
        (.int, .uuid, .values([])),
        (.int, .values(["-1", "1a", "7"]), .values(["-1", "7"])),
        (
            .uuid, .values(["0123ABCD-0000-4000-8000-00000000ABCD", "x"]),
            .values(["0123ABCD-0000-4000-8000-00000000ABCD"])
        ),
        (.values(["a", "b"]), .values(["b", "c"]), .values(["b"])),
        (.sigil("@"), .any, .sigil("@")),
        (.sigil("@"), .sigil("@"), .sigil("@")),
        (.sigil("@"), .sigil("#"), .values([])),
        (.sigil("+"), .int, .values([])),
        (.sigil("@"), .uuid, .values([])),
        (.sigil("@"), .values(["@", "@a", "a@", "#a"]), .values(["@a"])),
        (.sigil("@"), .caseless(["@a", "a", "@"]), .caseless(["@a"])),
        (.caseless(["k"]), .values(["K", "k", "x", "\u{212A}"]), .values(["K", "k", "\u{212A}"])),
        (.caseless(["k"]), .caseless(["k"]), .caseless(["k"])),
        (.caseless(["k"]), .caseless(["q"]), .values([])),
        (.caseless(["42"]), .int, .values(["42"])),
        (.caseless(["x"]), .int, .values([])),
        (.caseless([uuid]), .uuid, .caseless([uuid])),
        (.caseless(["abc"]), .uuid, .values([])),
        // An enumeration in any case is a union of case-insensitive texts.
        (.caseless(["a", "k"]), .caseless(["k", "q"]), .caseless(["k"])),
        (.caseless(["42", "x"]), .int, .values(["42"])),
        (.caseless(["a", "k"]), .values(["A", "b", "K"]), .values(["A", "K"])),
    ])
    func intersection(_ a: SegmentLanguage, _ b: SegmentLanguage, _ expected: SegmentLanguage) {
        #expect(a.intersection(b) == expected)
        #expect(b.intersection(a) == expected)
    }

    @Test func segmentsAURLCanCarry() {
        for segment in ["a", "%", "x y", "ü", "..."] { #expect(isValidSegment(segment), "\(segment)") }
        for segment in ["", ".", "..", "a\u{0}", "\u{7F}", "\n"] {
            #expect(!isValidSegment(segment), "\(segment.debugDescription)")
        }
        #expect(SegmentLanguage(.literal("a\u{1}")) == .values([]))
        #expect(SegmentLanguage(.typed(.oneOf([".", "..", "a"]), isOptional: false)) == .values(["a"]))
        #expect(SegmentLanguage(.rest) == nil)
    }

    @Test func ints() {
        for text in ["0", "-0", "007", "9223372036854775807", "-9223372036854775808"] {
            #expect(isIntForm(text), "\(text)")
        }
        for text in ["", "-", "+1", "1-", "9223372036854775808", "-9223372036854775809", "1.0", "١"] {
            #expect(!isIntForm(text), "\(text)")
        }
    }

    // MARK: Case-insensitive literals

    @Test func spellings() {
        #expect(CaseVariants.firstSpelling(of: "k", avoiding: []) == "k")
        #expect(CaseVariants.firstSpelling(of: "k", avoiding: [ExactKey("k")]) == "K")
        #expect(CaseVariants.firstSpelling(of: "k", avoiding: [ExactKey("k"), ExactKey("K")]) == "\u{212A}")
        #expect(
            CaseVariants.firstSpelling(of: "k", avoiding: [ExactKey("k"), ExactKey("K"), ExactKey("\u{212A}")]) == nil)
        #expect(CaseVariants.firstSpelling(of: "ab", avoiding: [ExactKey("ab")]) == "aB")
        // İ lowercases to two scalars, i and U+0307: a spelling of the pair.
        let dotted = "i\u{307}"
        #expect(CaseVariants.pieces(of: dotted).map(\.piece) == [dotted])
        #expect(CaseVariants.pieces(of: dotted)[0].spellings.contains("\u{130}"))
        for spelling in CaseVariants.pieces(of: dotted)[0].spellings {
            #expect(spelling.lowercased().isByteEqual(to: dotted), "\(spelling)")
        }
    }

    /// What the analysis assumes of Unicode: no character but the ASCII ones lowercases to a
    /// digit, a hexadecimal letter or a hyphen, so the spellings of an int or UUID text are ints
    /// or UUIDs, and nothing else is.
    @Test func noExoticSpellingOfIntsOrUUIDs() {
        var preimagesOf: [String: Set<Unicode.Scalar>] = [:]
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let mapping = scalar.properties.changesWhenLowercased ? scalar.properties.lowercaseMapping : String(scalar)
            if mapping.count == 1, "0123456789abcdef-".contains(mapping) {
                preimagesOf[mapping, default: []].insert(scalar)
            }
        }
        for target in "0123456789abcdef-" {
            let preimages = preimagesOf[String(target)] ?? []
            let expected: [Unicode.Scalar] =
                target.isLetter
                ? [Unicode.Scalar(String(target).uppercased())!, target.unicodeScalars.first!]
                : [target.unicodeScalars.first!]
            #expect(Set(preimages) == Set(expected), "\(target)")
        }
    }

    /// What the analysis assumes of a sigil: no other character lowercases to one, and none
    /// lowercases to something else, so every spelling of a text starts with a sigil exactly when
    /// the text does.
    @Test func noExoticSpellingOfSigils() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased else { continue }
            let first = scalar.properties.lowercaseMapping.unicodeScalars.first!
            #expect(!ParameterType.sigils.unicodeScalars.contains(first), "\(scalar.escaped(asASCII: true))")
        }
        for sigil in ParameterType.sigils.unicodeScalars {
            #expect(!sigil.properties.changesWhenLowercased, "\(sigil)")
        }
    }

    // MARK: Regions and coverage

    @Test func representatives() {
        let family: [SegmentLanguage] = [.values(["1", "a"]), .int, .caseless(["b"]), .uuid]
        let regions = Representatives(.any, family: family)
        #expect(regions.of(.any) == ["x", "2", "00000000-0000-0000-0000-000000000001", "b", "1", "a"])
        #expect(regions.of(.int) == ["2", "1"])
        #expect(regions.of(.caseless(["b"])) == ["b"])
        #expect(Representatives(.caseless(["b"]), family: [.values(["b"])]).of(.caseless(["b"])) == ["B", "b"])
        // A sigil cuts the plain strings: a segment after it, fresh of the family's values.
        let sigils = Representatives(.any, family: [.sigil("@"), .values(["@x"]), .caseless(["@y"])])
        #expect(sigils.of(.any) == ["x", "1", "00000000-0000-0000-0000-000000000001", "@x1", "@y", "@x"])
        #expect(sigils.of(.sigil("@")) == ["@x1", "@y", "@x"])
        #expect(sigils.of(.int) == ["1"])
    }

    @Test func coverage() {
        // An enumeration covered by two literals; not by one.
        #expect(Coverage.uncoveredPoint(of: [.values(["a", "b"])], by: [[.values(["a"])], [.values(["b"])]]) == nil)
        #expect(Coverage.uncoveredPoint(of: [.values(["a", "b"])], by: [[.values(["a"])]]) == ["b"])
        // Any segment, covered by int and string: the plain string escapes int.
        #expect(Coverage.uncoveredPoint(of: [.any], by: [[.int]]) == ["x"])
        #expect(Coverage.uncoveredPoint(of: [.any], by: [[.int], [.any]]) == nil)
        // A product covered only jointly: (a|b) × (a|b) by a×any ∪ b×a ∪ b×b.
        #expect(
            Coverage.uncoveredPoint(
                of: [.values(["a", "b"]), .values(["a", "b"])],
                by: [
                    [.values(["a"]), .any], [.values(["b"]), .values(["a"])], [.values(["b"]), .values(["b"])],
                ]) == nil)
        #expect(
            Coverage.uncoveredPoint(
                of: [.values(["a", "b"]), .values(["a", "b"])],
                by: [
                    [.values(["a"]), .any], [.values(["b"]), .values(["a"])],
                ]) == ["b", "b"])
        // An empty box has no point.
        #expect(Coverage.uncoveredPoint(of: [.values([])], by: []) == nil)
        // One point per combination of regions: "a" and "c" are in the same languages.
        #expect(Coverage.uncoveredPoints(of: [.values(["a", "b", "c"])], by: [[.values(["b"])]], limit: 5) == [["a"]])
        #expect(
            Coverage.uncoveredPoints(
                of: [.values(["a", "b", "c"])], by: [[.values(["b"])], [.values(["c"]), .any]], limit: 5) == [["a"]])
    }
}
