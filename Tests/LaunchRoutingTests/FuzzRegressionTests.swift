import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every input a fuzz target ever broke a law on, kept as a test (docs/fuzzing.md).
///
/// Each crash or oracle failure gets a named test below, written by
/// `Fuzz/run to-test TARGET CRASH [NAME]`, whose input is also kept in `Fuzz/FailCases/TARGET/`.
/// Besides, every file of `Fuzz/FailCases/` and of the seed corpus `Fuzz/Corpus/` is replayed
/// through its target's oracle here, so a plain `swift test` replays them in debug, without
/// libFuzzer; `Fuzz/run --smoke` replays them again in the fuzzer builds.
@Suite struct FuzzRegressionTests {
    struct Input: Sendable, CustomStringConvertible {
        var target: FuzzTarget
        var path: String
        var bytes: [UInt8]
        /// Why the file is not replayed: past its bound (docs/bounds.md), or unreadable.
        var problem: String?
        var description: String { path }
    }

    /// The files of `Fuzz/<folder>/<target>/` for every target, sorted by path.
    static func inputs(in folder: String) -> [Input] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var inputs: [Input] = []
        for target in FuzzTarget.allCases {
            let directory = root.appendingPathComponent("Fuzz").appendingPathComponent(folder).appendingPathComponent(
                target.rawValue)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() {
                let entry = FuzzTarget.entry(at: directory.appendingPathComponent(name).path)
                inputs.append(
                    Input(
                        target: target, path: "\(folder)/\(target.rawValue)/\(name)",
                        bytes: (try? entry.get()) ?? [], problem: entry.failureMessage))
            }
        }
        return inputs
    }

    static let failCases = inputs(in: "FailCases")

    /// The bytes of `Fuzz/FailCases/<path>`, for the cases too long to write inline.
    static func failCase(_ path: String) -> [UInt8] {
        failCases.first { $0.path == "FailCases/" + path }?.bytes ?? []
    }
    static let seeds = inputs(in: "Corpus")

    @MainActor @Test(arguments: failCases)
    func failCaseKeepsEveryLaw(_ input: Input) {
        #expect(input.problem == nil)
        #expect(input.target.check(input.bytes) == nil)
    }

    @MainActor @Test func seedCorpusKeepsEveryLaw() {
        #expect(Self.seeds.count >= 100, "the seed corpus is missing from Fuzz/Corpus")
        for input in Self.seeds {
            #expect(input.problem == nil)
            let broken = input.target.check(input.bytes)
            #expect(broken == nil, "\(input.path): \(broken ?? "")")
        }
    }

    /// `Fuzz/FailCases/FuzzResolve/restValueSplitsOnGraphemes`: found reading `RestValue` while
    /// profiling FuzzResolve, confirmed by its round-trip oracle, minimised by `Fuzz/run to-test`.
    /// A `**rest` value was split and escaped by `Character`, so a `/` followed by a combining mark
    /// (one grapheme) was neither a separator nor escaped: the written URL routed to another value.
    /// It broke: it routes to help(topic=%2F/́), which is written back as "shop://help/%2F%2F%CC%81",
    /// which gives success(help(topic=%2F%2F́))
    /// Input: shop:help/%2F/\xcc\x81
    /// `FuzzTableBuilder`'s text says a route takes web pages (`*`, with no paths), so its tables
    /// have them as the spec loader's do; the text of a table parses back to it, and a foreign
    /// page keeps every law there.
    @MainActor @Test func aTableTextCarriesWebPages() throws {
        let text = "scheme p\ndomain a.example.com\n/a/:id(int)\n\t@a.example.com\t*\t=web\n"
        let table = TableText(parsing: Array(text.utf8))
        #expect(table.description == text)
        let built = try RouteTable(schemes: table.schemes, domains: table.domains, routes: table.routes)
        #expect(built.core.webPageRoute == 1)
        #expect(FuzzTarget.tableBuilder.check(Array(text.utf8)) == nil)
        // Without `*`, a line with no paths has the empty pattern, as before: the table does not build.
        let old = TableText(parsing: Array("scheme p\n\t@a.example.com\n".utf8))
        #expect(throws: RouteTableError.self) { try RouteTable(schemes: old.schemes, routes: old.routes) }
    }

    /// `FuzzTableBuilder`'s text declares web schemes (`webscheme ksr`), whose links are drawn
    /// on the domains' routes and kept to every law (`Fuzz/Corpus/FuzzTableBuilder/hand-web-scheme`).
    @MainActor @Test func aTableTextCarriesWebSchemes() throws {
        let text = "scheme k\ndomain a.example.com\nwebscheme ksr\n/a/:id(int)\n/b\t@k\n"
        let parsed = TableText(parsing: Array(text.utf8))
        #expect(parsed.description == text)
        let table = try parsed.table()
        #expect(table.webSchemes == ["ksr"])
        #expect(TableText(table).description == text)
        #expect(table.resolve("ksr://a.example.com/a/1").route?.name == "r0")
        #expect(FuzzTarget.tableBuilder.check(Array(text.utf8)) == nil)
    }

    @MainActor @Test func restValueSplitsOnGraphemes() {
        let input: [UInt8] = [
            0x73, 0x68, 0x6f, 0x70, 0x3a, 0x68, 0x65, 0x6c, 0x70, 0x2f, 0x25, 0x32, 0x46, 0x2f, 0xcc, 0x81,
        ]
        #expect(FuzzTarget.resolve.check(input) == nil)
    }

    /// `Fuzz/FailCases/FuzzTableBuilder/queryNameWithControlCharacter`, found by FuzzTableBuilder on 2026-11-22.
    /// A query parameter whose name (or default) has a control character built, and its default
    /// was reported in every match, but no URL can carry it, so the route could never be written.
    /// It broke: "s:/?u%20%C3%A9b%23~=%40.%21&%750_%3d-%F0%9f%98%80~=%C3%a9+%23%26#frag <not> {validated}": it routes to r0(\u{0}=), for which no URL is written
    /// Input: scheme s\x0a/\x09\x00=string=
    @MainActor @Test func queryNameWithControlCharacter() {
        let input: [UInt8] = [
            0x73, 0x63, 0x68, 0x65, 0x6d, 0x65, 0x20, 0x73, 0x0a, 0x2f, 0x09, 0x00, 0x3d, 0x73, 0x74, 0x72, 0x69, 0x6e,
            0x67, 0x3d,
        ]
        #expect(FuzzTarget.tableBuilder.check(input) == nil)
    }

    /// `Fuzz/FailCases/FuzzResolve/roundTripPastTheSizeBound`, found by FuzzResolve on 2026-11-22.
    /// Not a library fault: the input routes, but its URL written back percent-encodes a raw `[`
    /// and passes the 8,192-byte bound, so reverse routing rightly writes none. The oracle now
    /// checks the round trip on an unbounded twin of the table when a bound is in the way.
    /// It broke: it routes to help(topic=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…
    /// Input: shop://help/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…
    @MainActor @Test func roundTripPastTheSizeBound() {
        let input = Self.failCase("FuzzResolve/roundTripPastTheSizeBound")
        #expect(FuzzTarget.resolve.check(input) == nil)
    }

    /// `Fuzz/FailCases/FuzzTableBuilder/caseInsensitiveSpellingDoesNotFoldBack`, found by FuzzTableBuilder on 2026-11-22.
    /// Reverse routing spelled a case-insensitive literal upper-case when the literal as written
    /// was taken by a case-sensitive route, but `"ϐ".uppercased()` is `"Β"`, which lower-cases to
    /// `"β"`, not back to `"ϐ"`: the written URL matched no route.
    /// It broke: "a:%EF%BF%bd/%CF%90'?u%40b=.%40%23b%25&u%21%26-.%25%26=%3f": it routes to r1, which is written back as "a://%EF%BF%BD/%CE%92'", which gives failure(noMatchingR…
    /// Input: scheme a\x0a/\xcf\x90'\x0a/\xb0/\xcf\x90'\x09~
    @MainActor @Test func caseInsensitiveSpellingDoesNotFoldBack() {
        let input: [UInt8] = [
            0x73, 0x63, 0x68, 0x65, 0x6d, 0x65, 0x20, 0x61, 0x0a, 0x2f, 0xcf, 0x90, 0x27, 0x0a, 0x2f, 0xb0, 0x2f, 0xcf,
            0x90, 0x27, 0x09, 0x7e,
        ]
        #expect(FuzzTarget.tableBuilder.check(input) == nil)
    }

    /// `Fuzz/FailCases/FuzzTableBuilder/caseInsensitiveSpellingShadowedAtAnotherSegment`, found by FuzzTableBuilder on 2026-11-22.
    /// Reverse routing avoided spelling a case-insensitive literal like any case-sensitive literal
    /// anywhere in the table, so here every spelling was "taken" and it wrote one that another route
    /// took and rejected (a repeated parameter it takes once). Only literals at the same segment
    /// compete: `a://a/A` is free.
    /// It broke: "a://A/A?q0=t&q0=b&u~%25%21=%c3%A9&q0=b": it routes to r1(q0=t,b,b), for which no URL is written
    /// Input: scheme a\x0a/A/a\x09q0=(b|n)\x0a/A/a\x09q0=(b|t)[]\x09~
    @MainActor @Test func caseInsensitiveSpellingShadowedAtAnotherSegment() {
        let input: [UInt8] = [
            0x73, 0x63, 0x68, 0x65, 0x6d, 0x65, 0x20, 0x61, 0x0a, 0x2f, 0x41, 0x2f, 0x61, 0x09, 0x71, 0x30, 0x3d, 0x28,
            0x62, 0x7c, 0x6e, 0x29, 0x0a, 0x2f, 0x41, 0x2f, 0x61, 0x09, 0x71, 0x30, 0x3d, 0x28, 0x62, 0x7c, 0x74, 0x29,
            0x5b, 0x5d, 0x09, 0x7e,
        ]
        #expect(FuzzTarget.tableBuilder.check(input) == nil)
    }

    /// `Fuzz/FailCases/FuzzTableBuilder/routedOnlyWhereAnotherRouteIsNotAllowed`, found by
    /// FuzzTableBuilder (`../shared/fuzz-finds/FuzzTableBuilder-crash-f05124936043c9fa1fbfd4f99b0c084b658e0d91`),
    /// kept as found. `r1`, `/a/**p0`, is limited to the schemes and `example.com`; on `other.org`
    /// the URL reaches `r2`, case-insensitive. Reverse routing tried only the first source, where
    /// `r1` takes `/a/...` and rejects the repeated `q0`, and so wrote no URL at all. It now tries
    /// every source (docs/patterns.md, "Scheme and host").
    /// It broke: "https://other.org/A//1/ITEM//%58%20Y?q%30=88365&q0=%32": it routes to r2(p0=1, q0=88365,2), for which no URL is written
    @MainActor @Test func routedOnlyWhereAnotherRouteIsNotAllowed() {
        let input = Self.failCase("FuzzTableBuilder/routedOnlyWhereAnotherRouteIsNotAllowed")
        #expect(input.count == 291)
        #expect(FuzzTarget.tableBuilder.check(input) == nil)
    }

    /// `Fuzz/FailCases/FuzzTableBuilder/caseInsensitiveSpellingTakenBothWays`: the find above,
    /// minimised by `Fuzz/run minimize`. One scheme: `a` is `r0`'s case-sensitive literal (which
    /// rejects a repeated `q0`) and `A` is `r2`'s, so the spelling that avoids both fell back to `a`.
    /// But `r2` fails at its next segment, so `A` reaches `r1`: every spelling is now tried.
    /// It broke: "P:%41?u%25-=.x&q0=002&u%3F%2F=%3F+%40%40&q0=%30031125": it routes to r1(q0=2,31125), for which no URL is written
    /// Input: scheme p\x0a/a\x09q0=int\x0a//a/\x09q0=int[]\x09~\x0a/A/=b
    @MainActor @Test func caseInsensitiveSpellingTakenBothWays() {
        let input: [UInt8] = [
            0x73, 0x63, 0x68, 0x65, 0x6d, 0x65, 0x20, 0x70, 0x0a, 0x2f, 0x61, 0x09, 0x71, 0x30, 0x3d, 0x69, 0x6e, 0x74,
            0x0a, 0x2f,
            0x2f, 0x61, 0x2f, 0x09, 0x71, 0x30, 0x3d, 0x69, 0x6e, 0x74, 0x5b, 0x5d, 0x09, 0x7e, 0x0a, 0x2f, 0x41, 0x2f,
            0x3d, 0x62,
        ]
        #expect(FuzzTarget.tableBuilder.check(input) == nil)
    }

    /// `Fuzz/FailCases/FuzzLaunchEvents/heldBackDeliveryRememberedAsDelivered`, found by the
    /// `FuzzLaunchEvents` oracle on its first schedules (seed 20261125, schedule 13). A controller
    /// whose handler asks for a login hands the rest of a batch back to the inbox, which still
    /// remembered those inputs as delivered: when the bound then dropped one (an overflow), its
    /// next copy was dropped as a duplicate of an input the app never saw. `LaunchInbox.requeue`
    /// now forgets them (`LaunchInboxControllerTests.aHeldBackDeliveryIsNotRememberedAsDelivered`).
    /// It broke: scene 1: the controller delivers […] url (callback) before spotlight (connectionOptions) at step 33, where the model delivers spotlight first
    ///
    /// The target now reads its bytes as P6's schedules, so the file as found stands for another
    /// schedule; `…InP6Schedules` is the same fault found again in them (seed 20261206, schedule
    /// 2383, with `requeue` planted to keep its records): "url … was delivered 1 times, not 0".
    /// It still shows the fault since the example routes App Intents and CloudKit shares.
    @MainActor @Test func heldBackDeliveryRememberedAsDelivered() {
        let input = Self.failCase("FuzzLaunchEvents/heldBackDeliveryRememberedAsDelivered")
        #expect(input.count == 369)
        #expect(FuzzTarget.launchEvents.check(input) == nil)
        let again = Self.failCase("FuzzLaunchEvents/heldBackDeliveryRememberedAsDeliveredInP6Schedules")
        #expect(again.count == 482)
        #expect(FuzzTarget.launchEvents.check(again) == nil)
    }

    /// `Fuzz/FailCases/FuzzLaunchEvents/reservationNotFilledAfterADeliveredCopy`, found by the
    /// `FuzzLaunchEvents` oracle (seed 20261125, schedule 21). A Handoff announced after one of
    /// its type had failed and been delivered: its own failure was dropped as a duplicate, so its
    /// reservation held every later input until the 30-second timeout. A reservation is now
    /// filled by the failure or activity of its type unless a copy is still pending
    /// (`LaunchInboxTests.aReservationIsFilledEvenWhenACopyWasDeliveredBefore`).
    /// It broke: scene 1: activity "com.example.shop.searching" {query: "=b/=0", tags: ["_+"]} (callback) arrived 1 times but was delivered or dropped 1 fewer: it was lost
    ///
    /// `…InP6Schedules` is the same fault found again in P6's schedules (seed 20261206, schedule
    /// 13, with the `delivered-copy-blocks-reservation` mutant): "9 deliveries instead of 13".
    /// Since the example routes App Intents and CloudKit shares its draws are others again;
    /// `…WithIntentsAndShares` is the fault found once more (seed 20262653, with the same mutant):
    /// "activity "com.example.restoration" {screen: "cart"} was never delivered".
    @MainActor @Test func reservationNotFilledAfterADeliveredCopy() {
        let input = Self.failCase("FuzzLaunchEvents/reservationNotFilledAfterADeliveredCopy")
        #expect(input.count == 402)
        #expect(FuzzTarget.launchEvents.check(input) == nil)
        let again = Self.failCase("FuzzLaunchEvents/reservationNotFilledAfterADeliveredCopyInP6Schedules")
        #expect(again.count == 523)
        #expect(FuzzTarget.launchEvents.check(again) == nil)
        let now = Self.failCase("FuzzLaunchEvents/reservationNotFilledAfterADeliveredCopyWithIntentsAndShares")
        #expect(now.count == 68)
        #expect(FuzzTarget.launchEvents.check(now) == nil)
    }

    /// `Fuzz/FailCases/FuzzSpecLoader/intReachedOnlyWithLeadingZeros` (as found, seed 102 of this
    /// session's campaign) and `…Minimised` (`-minimize_crash`). `r3` is `/:p0(int)/A/bc`; the URL
    /// spells `p0` as `002`, which `r0`'s enumeration `(1|2)` does not take. Reverse routing wrote
    /// the canonical `2`, which `r0` takes (an enumeration ranks above an `int`) and rejects for
    /// its repeated `q0`, on every source: no URL at all. It now tries the other spelling of a
    /// typed path parameter (`02`, an uppercase UUID) when the canonical one goes elsewhere.
    /// It broke: "app://002/A/bc%6Fm.ex%61mple.%73jop.ordersp5?…&q0=…&q2=2&q0=…&q1=b…": it routes to r3(p0=2, q0=…, q1=b, q2=2), for which no URL is written
    @MainActor @Test func intReachedOnlyWithLeadingZeros() {
        for name in ["intReachedOnlyWithLeadingZeros", "intReachedOnlyWithLeadingZerosMinimised"] {
            let input = Self.failCase("FuzzSpecLoader/" + name)
            #expect(!input.isEmpty, "\(name)")
            #expect(FuzzTarget.specLoader.check(input) == nil, "\(name)")
        }
    }

    /// `Fuzz/FailCases/FuzzLaunchScenes/heldCopyShownAgain`, found by the `FuzzLaunchScenes`
    /// oracle (seed 20261127, schedule 58) before the target first ran. Two windows received the
    /// same URL 15 ms apart; the second held it until it became ready, long after an input
    /// received later had made `LaunchScenes` forget the first: the copy was shown again. Copies
    /// are now matched by when each was received, whatever order they come out in
    /// (`LaunchScenesTests.aCopyIsACopyByWhenEachArrivedWhateverOrderTheyAreDeliveredIn`).
    /// It broke: url "shopdev://account/?ub%2Bb%25%30~=.x" is shown twice, received 36.0732421875s and 36.05859375s
    /// Cut to the 336 choices its schedule reads, so that the first scenes' connections, which the
    /// generator draws after them, stay none and the file reads as the same schedule.
    /// Since the example routes App Intents and CloudKit shares, the file stands for another
    /// schedule; `…WithIntentsAndShares` is the fault found again (seed 20261208, with the records
    /// pruned by the arriving input's time, as before the fix): "activity … is shown twice".
    @MainActor @Test func heldCopyShownAgain() {
        let input = Self.failCase("FuzzLaunchScenes/heldCopyShownAgain")
        #expect(input.count == 336)
        #expect(FuzzTarget.launchScenes.check(input) == nil)
        let again = Self.failCase("FuzzLaunchScenes/heldCopyShownAgainWithIntentsAndShares")
        #expect(again.count == 174)
        #expect(FuzzTarget.launchScenes.check(again) == nil)
    }

    /// `Fuzz/FailCases/FuzzTableBuilder/unnamedRestLeftEmptyIsTakenMinimised`, found by FuzzTableBuilder on 2026-11-27.
    /// It broke: "g:A/a0:/-%2f./.%3D?q0=922%3337203685%3477%35%38%30%37&%710=828%3469%3154967286%394%330&q%30=-00720825
    /// Input: scheme g\x0a/A/**\x09q0=int[]\x0a/A\x09q0=(b|e)
    @MainActor @Test func unnamedRestLeftEmptyIsTakenMinimised() {
        let input: [UInt8] = [
            0x73, 0x63, 0x68, 0x65, 0x6d, 0x65, 0x20, 0x67, 0x0a, 0x2f, 0x41, 0x2f, 0x2a, 0x2a, 0x09, 0x71, 0x30, 0x3d,
            0x69, 0x6e, 0x74, 0x5b, 0x5d, 0x0a, 0x2f, 0x41, 0x09, 0x71, 0x30, 0x3d, 0x28, 0x62, 0x7c, 0x65, 0x29,
        ]
        #expect(FuzzTarget.tableBuilder.check(input) == nil)
    }

    /// `Fuzz/FailCases/FuzzLaunchScenes/linkDroppedAsACopyOfTheSameURLUnrouted`, found by FuzzLaunchScenes on
    /// 2026-11-28 (on 36c7c28, after 347,209 executions): a false alarm of the oracle. It broke: link
    /// "https://shop.example.com/#shop:///%73ettings/a" is dropped as a copy, but no scene received it
    /// before; a scene had received the same URL as a URL context, one input by the inbox's key,
    /// which routes nowhere, so neither "the same input" nor "the same route" saw the copy.
    /// Since the example routes App Intents and CloudKit shares the file stands for another
    /// schedule, and 20,000 drawn schedules and 200,000 fuzzed ones did not find the false alarm
    /// again with the oracle's old rule planted; its law is stated without bytes in
    /// `LaunchScenesOracleTests.aLinkDroppedAsACopyOfTheSameURLThatRoutesNowhereIsNoFault`.
    /// Input: \x06\x0d\x03S1\x0f\x03\x09\x00\x02\x01\x07\x01\x00h\x00\x07\x00\x00\x00\x00\x00@\x00\x00\x00\x00\xff\xfff\x17\x17\x17\x17\x17\xff\xff\x17\x17\x03\x01\x04\x03\x02\x01\x01\x00\x00\x00\x00\x00\x00\x06\x00\x00\xfb\xfd\xfa\x01\x01\x00\x00\x8c\x00\x00\x00\x00\x00\xfb\xfdnr=p\x00\x00\x00\x00\x02\x00\x00\x00\x00\x00\xfb\xfd\xfa\x01\x01\x03\xfb\xfe\xf5\xfa(\x00\x00\x8c\x00\x00\x00\x00\x00\xfb\xfdnd(name\xf5\xfa(- sor
    @MainActor @Test func linkDroppedAsACopyOfTheSameURLUnrouted() {
        let input: [UInt8] = [
            0x06, 0x0d, 0x03, 0x53, 0x31, 0x0f, 0x03, 0x09, 0x00, 0x02, 0x01, 0x07, 0x01, 0x00, 0x68, 0x00, 0x07, 0x00,
            0x00, 0x00, 0x00, 0x00, 0x40, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0x66, 0x17, 0x17, 0x17, 0x17, 0x17, 0xff,
            0xff, 0x17, 0x17, 0x03, 0x01, 0x04, 0x03, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x06, 0x00,
            0x00, 0xfb, 0xfd, 0xfa, 0x01, 0x01, 0x00, 0x00, 0x8c, 0x00, 0x00, 0x00, 0x00, 0x00, 0xfb, 0xfd, 0x6e, 0x72,
            0x3d, 0x70, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0xfb, 0xfd, 0xfa, 0x01, 0x01, 0x03,
            0xfb, 0xfe, 0xf5, 0xfa, 0x28, 0x00, 0x00, 0x8c, 0x00, 0x00, 0x00, 0x00, 0x00, 0xfb, 0xfd, 0x6e, 0x64, 0x28,
            0x6e, 0x61, 0x6d, 0x65, 0xf5, 0xfa, 0x28, 0x2d, 0x20, 0x73, 0x6f, 0x72, 0x3d, 0x70, 0x72, 0x6b, 0xff,
        ]
        #expect(FuzzTarget.launchScenes.check(input) == nil)
    }

    /// `Fuzz/FailCases/FuzzTableBuilder/rawCharactersInAWholeFragmentWrittenBackEscaped`, found by FuzzTableBuilder on 2026-11-28.
    /// It broke: "m:r?%75%3a%40=%2b+%2f-%2F#/ ": it routes to r0(#=/ ), which is written back as "m://r#/%20", which gi
    /// Input: scheme m\x0a/r\x09##=int=7\x0a\x0a
    @MainActor @Test func rawCharactersInAWholeFragmentWrittenBackEscaped() {
        let input: [UInt8] = [
            0x73, 0x63, 0x68, 0x65, 0x6d, 0x65, 0x20, 0x6d, 0x0a, 0x2f, 0x72, 0x09, 0x23, 0x23, 0x3d, 0x69, 0x6e, 0x74,
            0x3d, 0x37, 0x0a, 0x0a,
        ]
        #expect(FuzzTarget.tableBuilder.check(input) == nil)
    }

    // Fuzz/run to-test adds new cases above this line.
}

extension Result where Failure == FuzzTarget.EntryError {
    fileprivate var failureMessage: String? {
        if case .failure(let error) = self { error.message } else { nil }
    }
}
