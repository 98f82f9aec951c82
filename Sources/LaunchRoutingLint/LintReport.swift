import LaunchRouting

/// The findings of one `lint` run, rendered for people or as JSON, and the exit status.
///
/// The JSON form is stable: keys in a fixed order, findings in the order ``TableLint`` gives them,
/// the same bytes for the same findings on every platform.
///
/// Of the findings of one kind about one route, or about the files when they name no route, the
/// first ``shownPerGroup`` are given in full and the rest are counted (`and 199,980 more
/// aasaPathWithoutRoute warnings`), so that one error is not buried under many findings of one
/// cause; ``showsAll`` gives every one. The counts of each severity are always of every finding.
///
/// ```swift
/// let report = LintReport(findings: TableLint.findings(table: table))
/// print(report.text)        // error[shadowedRoute]: route "any" can never win: ...
/// print(report.json)        // {"findings": [{"severity": "error", "kind": "shadowedRoute", ...}], ...}
/// exit(report.exitCode)     // 1: there is an error
/// ```
public struct LintReport: Hashable, Sendable {
    /// The findings, in order.
    public var findings: [LintFinding]

    /// Whether every finding is given in full, not only the first ``shownPerGroup`` of a group.
    public var showsAll: Bool

    /// How many findings of one kind about one route (or about the files) are given in full.
    public static let shownPerGroup = 5

    /// A report of `findings`, in order.
    public init(findings: [LintFinding], showsAll: Bool = false) {
        self.findings = findings
        self.showsAll = showsAll
    }

    /// The findings given in full, in order, and each group with findings left out: its first
    /// finding and how many of its findings are left out, in the order the groups first appear.
    private var shown: (findings: [LintFinding], omitted: [(first: LintFinding, count: Int)]) {
        guard !showsAll else { return (findings, []) }
        struct Group: Hashable {
            var kind: String
            var severity: LintFinding.Severity
            var route: String?
        }
        var seen: [Group: Int] = [:]
        var order: [Group] = []
        var firsts: [Group: LintFinding] = [:]
        var kept: [LintFinding] = []
        for finding in findings {
            let group = Group(kind: finding.kind.name, severity: finding.severity, route: finding.routes.first)
            let count = seen[group, default: 0]
            if count == 0 {
                order.append(group)
                firsts[group] = finding
            }
            seen[group] = count + 1
            if count < Self.shownPerGroup { kept.append(finding) }
        }
        let omitted = order.compactMap { group -> (first: LintFinding, count: Int)? in
            let count = seen[group, default: 0] - Self.shownPerGroup
            guard count > 0, let first = firsts[group] else { return nil }
            return (first, count)
        }
        return (kept, omitted)
    }

    /// `and 199,980 more aasaPathWithoutRoute warnings`, `and 3 more shadowedRoute errors about route "a"`.
    private static func line(omitting count: Int, like finding: LintFinding) -> String {
        let severity = count == 1 ? finding.severity.rawValue : finding.severity.rawValue + "s"
        let route = finding.routes.first.map { " about route \"\($0)\"" } ?? ""
        return "and \(grouped(count)) more \(finding.kind.name) \(severity)\(route)"
    }

    /// `199980` as `199,980`.
    private static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    /// Whether any finding is an error.
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// `1` when any finding is an error, `0` otherwise.
    public var exitCode: Int32 { hasErrors ? 1 : 0 }

    /// The number of findings of each severity.
    public func count(_ severity: LintFinding.Severity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    /// One block per finding given in full (the finding, then its witness and location,
    /// indented), a line for each group with findings left out, then a summary line of every
    /// finding: `2 findings: 1 error, 0 warnings, 1 note`.
    public var text: String {
        var lines: [String] = []
        let (shown, omitted) = shown
        for finding in shown {
            lines.append(finding.description)
            if let witness = finding.witness {
                let outcome = witness.route.map { "routes to \"\($0)\"" } ?? "does not route"
                var line = "  witness: \(witness) (\(outcome))"
                if !witness.userInfo.isEmpty { line += " with userInfo \(Self.json(witness.userInfo).serialized())" }
                lines.append(line)
            }
            if let location = finding.location { lines.append("  at: \(location)") }
        }
        lines += omitted.map { Self.line(omitting: $0.count, like: $0.first) }
        let total = findings.count
        let errors = count(.error)
        let warnings = count(.warning)
        let notes = count(.note)
        lines.append(
            "\(total) \(total == 1 ? "finding" : "findings"): \(errors) \(errors == 1 ? "error" : "errors"), "
                + "\(warnings) \(warnings == 1 ? "warning" : "warnings"), \(notes) \(notes == 1 ? "note" : "notes")")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as a JSON value:
    /// `{"findings": [{"severity", "kind", "message", "routes", "witness", "location"}], "omitted": [{"severity", "kind", "route", "count"}], "errors", "warnings", "notes"}`;
    /// a witness is `{"input", "kind", "route"}` with `"userInfo"` for activities and quick actions,
    /// and an absent witness, location or route is `null`. `omitted` counts the findings of each
    /// group left out; `errors`, `warnings` and `notes` count every finding.
    package var jsonValue: JSONValue {
        let (shown, omitted) = shown
        return .object([
            ("findings", .array(shown.map(Self.json))),
            (
                "omitted",
                .array(
                    omitted.map { group in
                        .object([
                            ("severity", .string(group.first.severity.rawValue)),
                            ("kind", .string(group.first.kind.name)),
                            ("route", group.first.routes.first.map(JSONValue.string) ?? .null),
                            ("count", .number(String(group.count))),
                        ])
                    })
            ),
            ("errors", .number(String(count(.error)))),
            ("warnings", .number(String(count(.warning)))),
            ("notes", .number(String(count(.note)))),
        ])
    }

    /// The report in JSON, pretty-printed, ending in a newline.
    public var json: String { jsonValue.serialized(pretty: true) + "\n" }

    static func json(_ finding: LintFinding) -> JSONValue {
        .object([
            ("severity", .string(finding.severity.rawValue)),
            ("kind", .string(finding.kind.name)),
            ("message", .string(finding.message)),
            ("routes", .array(finding.routes.map(JSONValue.string))),
            ("witness", finding.witness.map(json) ?? .null),
            ("location", finding.location.map(JSONValue.string) ?? .null),
        ])
    }

    static func json(_ witness: LintFinding.Witness) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("input", .string(witness.description))]
        let kind: String
        switch witness.input {
        case .url: kind = "url"
        case .universalLink: kind = "universalLink"
        case .activity: kind = "activity"
        case .shortcut: kind = "shortcut"
        }
        members.append(("kind", .string(kind)))
        if case .activity = witness.input { members.append(("userInfo", json(witness.userInfo))) }
        if case .shortcut = witness.input { members.append(("userInfo", json(witness.userInfo))) }
        members.append(("route", witness.route.map(JSONValue.string) ?? .null))
        return .object(members)
    }

    static func json(_ userInfo: [String: LaunchInput.PropertyListValue]) -> JSONValue {
        .object(userInfo.sorted { $0.key < $1.key }.map { ($0.key, json($0.value)) })
    }

    static func json(_ value: LaunchInput.PropertyListValue) -> JSONValue {
        switch value {
        case .string(let text): .string(text)
        case .integer(let number): .number(String(number))
        case .double(let number): number.isFinite ? .number(String(number)) : .string(String(number))
        case .bool(let flag): .bool(flag)
        case .date(let seconds): .number(String(seconds))
        case .data(let bytes): .array(bytes.map { .number(String($0)) })
        case .array(let items): .array(items.map(json))
        case .dictionary(let members): json(members)
        case .null: .null
        }
    }
}
