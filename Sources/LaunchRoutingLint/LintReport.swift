import LaunchRouting

/// The findings of one `lint` run, rendered for people or as JSON, and the exit status.
///
/// The JSON form is stable: keys in a fixed order, findings in the order ``TableLint`` gives them,
/// the same bytes for the same findings on every platform.
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

    /// A report of `findings`, in order.
    public init(findings: [LintFinding]) {
        self.findings = findings
    }

    /// Whether any finding is an error.
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// `1` when any finding is an error, `0` otherwise.
    public var exitCode: Int32 { hasErrors ? 1 : 0 }

    /// The number of findings of each severity.
    public func count(_ severity: LintFinding.Severity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    /// One block per finding (the finding, then its witness and location, indented), then a
    /// summary line: `2 findings: 1 error, 0 warnings, 1 note`.
    public var text: String {
        var lines: [String] = []
        for finding in findings {
            lines.append(finding.description)
            if let witness = finding.witness {
                let outcome = witness.route.map { "routes to \"\($0)\"" } ?? "does not route"
                var line = "  witness: \(witness) (\(outcome))"
                if !witness.userInfo.isEmpty { line += " with userInfo \(Self.json(witness.userInfo).serialized())" }
                lines.append(line)
            }
            if let location = finding.location { lines.append("  at: \(location)") }
        }
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
    /// `{"findings": [{"severity", "kind", "message", "routes", "witness", "location"}], "errors", "warnings", "notes"}`;
    /// a witness is `{"input", "kind", "route"}` with `"userInfo"` for activities and quick actions,
    /// and an absent witness or location is `null`.
    package var jsonValue: JSONValue {
        .object([
            ("findings", .array(findings.map(Self.json))),
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
