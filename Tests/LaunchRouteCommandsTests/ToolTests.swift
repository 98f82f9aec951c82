import Foundation
import LaunchRouteCommands
import LaunchRouting
import LaunchRoutingTesting
import Testing

@testable import LaunchRouteCommands

@Suite struct ToolTests {
    static func run(_ arguments: [String], environment: [String: String] = [:], progress: ProgressLine? = nil)
        -> ToolResult
    {
        LaunchRouteTool.run(
            arguments,
            context: ToolContext(
                files: Fixtures.files, environment: environment, progress: progress, benchmark: Fixtures.benchmark()))
    }

    @Test(arguments: [
        (["check", "--iterations", "50"], ExitCode.success),
        (["check", "--table", "shop.json", "--iterations", "50"], .success),
        (["check", "--table", "examples.json", "--iterations", "50"], .failure),
        (["check", "--table", "examples.json", "--only", "P3", "--iterations", "50"], .success),
        (["check", "--help"], .success),
        (["check", "--nope"], .usage),
        (["check", "--seed", "x"], .usage),
        (["check", "--iterations", "-1"], .usage),
        (["check", "--table", "invalid-json.json"], .dataError),
        (["check", "--table", "wrong-type.json"], .dataError),
        (["check", "--table", "invalid-pattern.json"], .dataError),
        (["check", "--table", "invalid-rule.json"], .dataError),
        (["check", "--table", "missing.json"], .dataError),
        (["check", "--table", "missing.json", "--nope"], .usage),
        (["resolve", "shop://cart"], .success),
        (["resolve", "not a url", "https://evil.example.org/", "mailto:x"], .success),
        (["resolve"], .usage),
        (["resolve", "shortcut:"], .usage),
        (["resolve", "--table", "wrong-type.json", "shop://cart"], .dataError),
        (["bench", "--quick"], .success),
        (["bench", "--quick", "--json"], .success),
        (["lint"], .success),
        (["lint", "--table", "overlaps.json"], .failure),
        // docs/lint.md, "exit": warnings and notes do not fail a run.
        (["lint", "--table", "warnings-only.json"], .success),
        (["lint", "--info-plist", "Broken-Info.plist"], .failure),
        (["lint", "--aasa", "apple-app-site-association", "--info-plist", "Info.plist", "--json"], .failure),
        (["lint", "--app-id", "ABCDE12345.com.example.shop"], .usage),
        (["lint", "--table", "wrong-type.json"], .dataError),
        (["lint", "--aasa", "invalid-json-aasa"], .dataError),
        (["lint", "--aasa", "no-app-aasa"], .dataError),
        (["lint", "--info-plist", "Unclosed-Info.plist"], .dataError),
        (["lint", "--info-plist", "missing.plist"], .dataError),
        (["aasa", "--table", "shop.json", "--app-id", "ABCDE12345.com.example.shop"], .success),
        (["aasa", "--app-id", "ABCDE12345.com.example.shop", "--json"], .success),
        (["aasa"], .usage),
        (["aasa", "--app-id", "com.example.shop"], .usage),
        (["aasa", "--app-id", "ABCDE12345.com.example.shop", "--domain", "example.org"], .usage),
        (["aasa", "--table", "no-domains.json", "--app-id", "ABCDE12345.com.example.shop"], .dataError),
        ([], .usage),
        (["--help"], .success),
        (["help", "bench"], .success),
        (["nope"], .usage),
    ])
    func exitCodes(_ arguments: [String], _ expected: ExitCode) {
        let result = Self.run(arguments)
        #expect(result.exitCode == expected, "\(arguments): \(result.standardError)")
        if expected == .success || expected == .failure {
            #expect(
                result.standardError.isEmpty || result.standardError.hasPrefix("warning:")
                    || result.standardError.hasPrefix("note:"))
        } else {
            // An error about a place in a file starts with it: `routes.json:1:30: error: `.
            let firstLine = result.standardError.prefix { $0 != "\n" }
            #expect(
                firstLine.hasPrefix("error: ") || firstLine.wholeMatch(of: /[^ ]+\.json:\d+:\d+: error: .*/) != nil,
                "\(arguments)")
            #expect(result.standardError.contains("\nhint: "), "\(arguments)")
        }
    }

    @Test func exitCodeValues() {
        #expect(
            [ExitCode.success, .failure, .usage, .dataError, .unavailable, .internalError, .cannotCreate].map(
                \.rawValue) == [
                    0, 1, 64, 65, 69, 70, 73,
                ])
    }

    /// `resolve --json` names the routes that forwarded to a nested route, outermost first.
    @Test func resolveJSONNamesTheRoutesThatForwarded() throws {
        let result = Self.run(["resolve", "--json", "shop://link?to=%2Fproduct%2F42&campaign=spring"])
        let lines = result.standardOutput.split(separator: "\n")
        try #require(lines.count == 2)
        for line in lines {
            let object = try JSONValue(parsing: String(line))
            #expect(object["route"] == .string("product"))
            #expect(
                object["via"]
                    == .array([
                        .object([
                            ("route", .string("deepLink")),
                            ("params", .object([("campaign", .string("spring")), ("to", .string("/product/42"))])),
                        ])
                    ]))
        }
        let text = Self.run(["resolve", "shop://link?to=%2Fproduct%2F42"]).standardOutput
        #expect(text.contains("routed     product(id=42) via deepLink(to=/product/42)"))
    }

    /// `resolve --json` prints the shape of docs/route-spec.md for every input form: one object per input and
    /// path, cold then warm.
    @Test(
        arguments: [
            ("shop://product/42", "routed", "product"),
            ("web:https://shop.example.com/product/42", "routed", "product"),
            ("activity:com.example.shop.viewing-order", "routed", "order"),
            ("shortcut:com.example.shop.orders", "routed", "orders"),
            ("notification:", "routed", "order"),
            ("spotlight:shop://orders/12", "routed", "order"),
            ("https://shop.example.com:8443/", "rejected", nil),
            ("activity:com.example.shop.unknown", "unmatched", nil),
        ] as [(String, String, String?)])
    func resolveJSONShape(_ input: String, _ outcome: String, _ route: String?) throws {
        let takesUserInfo = ["activity:", "shortcut:", "notification:"].contains { input.hasPrefix($0) }
        let userInfo = takesUserInfo ? ["--user-info", #"{"orderID": 12, "deeplink": "shop://orders/12"}"#] : []
        let result = Self.run(["resolve", "--json", input] + userInfo)
        #expect(result.exitCode == .success)
        let lines = result.standardOutput.split(separator: "\n")
        try #require(lines.count == 2)
        for (line, path) in zip(lines, ["cold", "warm"]) {
            let object = try JSONValue(parsing: String(line))
            guard case .object(let members) = object else {
                Issue.record("not an object: \(line)")
                continue
            }
            #expect(
                Array(members.map(\.key).prefix(8)) == [
                    "input", "path", "channel", "outcome", "route", "params", "via", "reason",
                ])
            #expect(object["input"] == .string(input))
            #expect(object["path"] == .string(path))
            #expect(object["channel"] == .string(path == "cold" ? "connectionOptions" : "callback"))
            #expect(object["outcome"] == .string(outcome))
            #expect(object["route"] == (route.map(JSONValue.string) ?? .null))
            if route == nil {
                #expect(object["params"] == .null)
                #expect(object["via"] == .null)
                #expect(object["reason"]?["code"]?.stringValue != nil)
            } else {
                #expect(object["via"] == .array([]))
                #expect(object["reason"] == .null)
            }
        }
    }

    @Test func checkReportsProgressAndClearsIt() {
        let log = Log()
        let progress = ProgressLine(update: { log.append($0) }, clear: { log.append("<clear>") })
        let result = Self.run(["check", "--iterations", "20"], progress: progress)
        #expect(result.exitCode == .success)
        let lines = log.lines
        #expect(lines.first == "check: P1 cold and warm deliver the same outcomes (1 of 11)")
        #expect(lines.contains("check: examples (11 of 11)"))
        #expect(lines.last == "<clear>")
        #expect(!result.standardError.contains("check: P1"), "progress is not part of the captured standard error")
    }

    /// A large table takes lint seconds: each part it checks shows, then the line is cleared.
    @Test func lintReportsProgressAndClearsIt() {
        let log = Log()
        let progress = ProgressLine(update: { log.append($0) }, clear: { log.append("<clear>") })
        let result = Self.run(["lint", "--info-plist", "Info.plist"], progress: progress)
        #expect(result.exitCode == .success)
        #expect(
            log.lines == [
                "lint: overlaps", "lint: the AASA file written for shop.example.com",
                "lint: the AASA file written for *.shop.example.com",
                "lint: the AASA file written for shop.example.net",
                "lint: the Info.plist", "<clear>", "<clear>",
            ])
    }

    /// JSON is for programs: no progress line, even on a terminal.
    @Test(arguments: [["check", "--iterations", "20", "--json"], ["lint", "--json"], ["bench", "--quick", "--json"]])
    func jsonReportsNoProgress(_ arguments: [String]) {
        let log = Log()
        let progress = ProgressLine(update: { log.append($0) }, clear: { log.append("<clear>") })
        _ = Self.run(arguments, progress: progress)
        #expect(log.lines.isEmpty, "\(log.lines)")
    }

    @Test func benchReportsProgress() {
        let log = Log()
        let progress = ProgressLine(update: { log.append($0) }, clear: { log.append("<clear>") })
        _ = Self.run(["bench", "--quick"], progress: progress)
        #expect(log.lines == ["bench: preparing 10 routes", "bench: repetition 1 of 1", "<clear>", "<clear>"])
    }

    @Test func colourOnlyOnATerminalWithoutNoColour() {
        func run(terminal: Bool, environment: [String: String]) -> String {
            LaunchRouteTool.run(
                ["resolve", "shop://cart"],
                context: ToolContext(files: [:], environment: environment, standardOutputIsTerminal: terminal)
            ).standardOutput
        }
        #expect(run(terminal: true, environment: [:]).contains("\u{1B}["))
        #expect(!run(terminal: false, environment: [:]).contains("\u{1B}["))
        #expect(!run(terminal: true, environment: ["NO_COLOR": "1"]).contains("\u{1B}["))
        #expect(
            run(terminal: true, environment: ["NO_COLOR": ""]).contains("\u{1B}["), "an empty NO_COLOR does not count")
    }

    @Test func checkReplayLineReplaysTheFailure() throws {
        let result = Self.run(["check", "--table", "examples.json", "--iterations", "100"])
        let replay = try #require(result.standardOutput.split(separator: "\n").first { $0.contains("replay: ") })
        let words = replay.split(separator: " ").map(String.init)
        let arguments = Array(words.drop { $0 != "check" })
        #expect(
            arguments == [
                "check", "--table", "examples.json", "--seed", "20261122", "--iterations", "100", "--only", "examples",
            ])
        let again = Self.run(arguments)
        #expect(again.exitCode == .failure)
        #expect(again.standardOutput.contains("FAIL  examples"))
    }

    /// The writer is the core's (`JSONValueWritingTests`); these are the tool's shorthands.
    @Test func jsonShorthands() {
        #expect(JSONValue.double(.infinity) == .null)
        #expect(
            JSONValue.object([("routes", .integer(3)), ("path", .optional(nil)), ("schemes", .strings(["shop"]))])
                .serialized()
                == #"{"routes":3,"path":null,"schemes":["shop"]}"#)
    }

    @Test(arguments: [
        ("routes.json", "routes.json"),
        ("my routes.json", "'my routes.json'"),
        ("it's.json", #"'it'\''s.json'"#),
        ("", "''"),
    ])
    func shellQuoting(_ text: String, _ expected: String) {
        #expect(Shell.quoted(text) == expected)
    }

    @Test(arguments: [
        ("shop://product/42", InputForm.url("shop://product/42")),
        ("url:web:x", .url("web:x")),
        ("web:https://a.example/", .web("https://a.example/")),
        ("activity:a.b", .activity(type: "a.b")),
        ("shortcut:s", .shortcut(type: "s")),
        ("notification:", .notification(requestIdentifier: "example-notification")),
        ("notification:n-1", .notification(requestIdentifier: "n-1")),
        ("spotlight:", .spotlight(identifier: "")),
        ("", .url("")),
    ])
    func inputForms(_ text: String, _ expected: InputForm) throws {
        #expect(try InputForm(text, tool: "launch-route") == expected)
    }

    @Test func userInfoFromJSON() throws {
        let value = LaunchInput.PropertyListValue(
            try JSONValue(
                parsing: #"{"i": 42, "d": 1.5, "s": "x", "b": false, "n": null, "a": [1, "2"], "o": {"k": -7}}"#))
        #expect(value == ["i": 42, "d": 1.5, "s": "x", "b": false, "n": .null, "a": [1, "2"], "o": ["k": -7]])
    }

    /// A failed property's entry takes what was wrong and the counterexample from the result's
    /// fields, never by reading its failure text back.
    @Test func propertyFailureKeepsItsCounterexampleApart() throws {
        let twice = RouteDefinition<RouteMatch>("a", path: "/a/:n(int)") { match in
            match.parameters["n"] == .integer(0) ? nil : match
        } reverse: {
            $0.name == "a" ? $0.parameters.mapValues { $0 } : nil
        }
        let table = try RouteTable<RouteMatch>(schemes: ["s"], routes: [twice])
        let result = try #require(LaunchProperties(table: table).check(seed: 1, only: [.roundTrip]).failures.first)
        let entry = CheckEntry(result)
        #expect(entry.failure == result.message)
        #expect(entry.counterexample == result.counterexample)
        #expect(entry.counterexample == "url \"s:a/0\"")
        #expect(entry.failure?.contains("counterexample") == false)
    }

    @Test func errorsAndWarningsGoToStandardErrorWithAHint() {
        var output = CommandOutput(style: Style(isEnabled: false), errorStyle: Style(isEnabled: true))
        output.error(ToolError.usage("m", hint: "h"))
        output.warning("w")
        output.note("n")
        #expect(
            output.standardError
                == "\u{1B}[1;31merror:\u{1B}[0m m\n\u{1B}[2mhint:\u{1B}[0m h\n\u{1B}[33mwarning:\u{1B}[0m w\n"
                + "\u{1B}[2mnote:\u{1B}[0m n\n")
        #expect(output.standardOutput.isEmpty)
    }

    /// `aasa` says how large the file it wrote is, and warns when Apple would not read all of it
    /// (docs/lint.md, "launch-route aasa"): pretty-printed past 128 KB but not on one line, it
    /// says to serve the one-line file; past it on one line too, nothing smaller can be written.
    @Test(
        arguments: [
            (
                AASACommand.SizeReport(written: 16_173, compact: 11_407), false,
                "the file is 16173 bytes, 11407 on one line with --json; Apple reads at most 131072 (128 KB)", nil
            ),
            (
                AASACommand.SizeReport(written: 131_072, compact: nil), false,
                "the file is 131072 bytes; Apple reads at most 131072 (128 KB)", nil
            ),
            (
                AASACommand.SizeReport(written: 131_073, compact: 131_072), true,
                "the file is 131073 bytes, 131072 on one line with --json; Apple reads at most 131072 (128 KB), so it may open nothing in the app",
                "write it with --json and serve that"
            ),
            (
                AASACommand.SizeReport(written: 131_073, compact: nil), true,
                "the file is 131073 bytes; Apple reads at most 131072 (128 KB), so it may open nothing in the app",
                "route fewer paths on this domain: the file for it cannot be made smaller"
            ),
            (
                AASACommand.SizeReport(written: 200_000, compact: 140_000), true,
                "the file is 200000 bytes, 140000 on one line with --json; Apple reads at most 131072 (128 KB), so it may open nothing in the app",
                "route fewer paths on this domain: the file for it cannot be made smaller"
            ),
        ] as [(AASACommand.SizeReport, Bool, String, String?)])
    func theAASAFilesSize(_ report: AASACommand.SizeReport, _ isTooLarge: Bool, _ message: String, _ hint: String?) {
        #expect(report.isTooLarge == isTooLarge)
        #expect(report.message == message)
        #expect(report.hint == hint)
    }
}

/// Lines collected from `@Sendable` callbacks.
final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ line: String) {
        lock.lock()
        storage.append(line)
        lock.unlock()
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
