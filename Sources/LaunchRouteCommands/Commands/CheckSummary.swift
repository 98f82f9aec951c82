@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

/// What `check` prints: the table, the seed, a line per check with its counts, the failures with
/// their counterexamples and replay lines, route coverage, and the verdict.
struct CheckSummary {
    var table: LoadedTable
    var seed: UInt64
    var iterations: Int
    var entries: [CheckEntry]
    /// Generated inputs that reached each route, in table order.
    var coverage: [(route: String, inputs: Int)]
    /// Whether a property that counts the routes it reaches ran (P3, P4), so that coverage means something.
    var coverageIsMeasured: Bool
    /// The table's mutants and what notices each, when the report ran.
    var mutants: [TableMutants.Mutant]?
    /// The line that replays one failed check.
    var replay: (CheckEntry) -> String

    var passed: Bool { entries.allSatisfy(\.passed) }
    var failed: [CheckEntry] { entries.filter { !$0.passed } }
    var unreached: [String] { coverage.filter { $0.inputs == 0 }.map(\.route) }

    func write(to output: inout CommandOutput) {
        let style = output.style
        let routes = table.table.definitions.count
        output.line(style.bold("launch-route check: \(table.label), \(routes) route\(routes == 1 ? "" : "s")"))
        let webSchemes = table.table.webSchemes
        output.line(
            "  schemes \(list(table.table.schemes)); domains \(list(table.table.domains))"
                + (webSchemes.isEmpty ? "" : "; web schemes \(list(webSchemes))"))
        output.line("seed \(seed), \(iterations) inputs per property")
        output.line()

        let idWidth = (entries.map(\.id.count).max() ?? 0) + 2
        let titleWidth = (entries.map(\.title.count).max() ?? 0) + 2
        for entry in entries {
            let status = entry.passed ? style.green("pass") : style.boldRed("FAIL")
            let counts = "\(entry.inputs) \(entry.unit)" + (entry.discarded > 0 ? ", \(entry.discarded) discarded" : "")
            output.line(status + "  " + entry.id.padded(to: idWidth) + entry.title.padded(to: titleWidth) + counts)
            guard let failure = entry.failure else { continue }
            let indent = String(repeating: " ", count: 6)
            for line in failure.split(separator: "\n", omittingEmptySubsequences: false) {
                output.line(indent + line)
            }
            if let counterexample = entry.counterexample {
                // A schedule is several lines: each under the label, indented.
                let lines = counterexample.split(separator: "\n", omittingEmptySubsequences: false)
                output.line(indent + style.bold("counterexample:") + (lines.count == 1 ? " " + counterexample : ""))
                for line in lines where lines.count > 1 { output.line(indent + "  " + line) }
            }
            output.line(indent + style.bold("replay:") + " " + replay(entry))
        }
        output.line()

        if coverageIsMeasured {
            let reached = coverage.count - unreached.count
            // Counted when an input routes to one of the route's values, not when its patterns
            // match: a route whose binding declines every hit is matched, never routed to.
            var line = "coverage: \(reached) of \(coverage.count) routes routed to by generated inputs"
            if !unreached.isEmpty {
                line += "; " + style.yellow("never routed to: " + unreached.joined(separator: ", "))
            }
            output.line(line)
            for row in wrapped(coverage.map { "\($0.route) \($0.inputs)" }, width: 100, indent: "  ") {
                output.line(row)
            }
        }
        if let mutants { writeMutants(mutants, to: &output) }
        if passed {
            output.line(style.green("all \(entries.count) check\(entries.count == 1 ? "" : "s") passed"))
        } else {
            output.line(
                style.boldRed(
                    "\(failed.count) of \(entries.count) checks failed: \(failed.map(\.id).joined(separator: ", "))"))
        }
    }

    var json: JSONValue {
        .object([
            (
                "table",
                .object([
                    ("path", .optional(table.path)),
                    ("routes", .integer(table.table.definitions.count)),
                    ("schemes", .strings(table.table.schemes)),
                    ("domains", .strings(table.table.domains)),
                    ("webSchemes", .strings(table.table.webSchemes)),
                ])
            ),
            ("seed", .integer(seed)),
            ("iterations", .integer(iterations)),
            ("passed", .bool(passed)),
            (
                "checks",
                .array(
                    entries.map { entry in
                        .object([
                            ("id", .string(entry.id)),
                            ("title", .string(entry.title)),
                            ("passed", .bool(entry.passed)),
                            ("inputs", .integer(entry.inputs)),
                            ("discarded", .integer(entry.discarded)),
                            ("failure", .optional(entry.failure)),
                            ("counterexample", .optional(entry.counterexample)),
                            ("replay", entry.passed ? .null : .string(replay(entry))),
                        ])
                    })
            ),
            ("coverage", coverageIsMeasured ? .object(coverage.map { ($0.route, .integer($0.inputs)) }) : .null),
            ("unreached", coverageIsMeasured ? .strings(unreached) : .null),
            ("mutants", mutantsJSON),
        ])
    }

    /// Unpinned mutants shown at most; `--json` lists them all.
    static let mutantLines = 8

    private func writeMutants(_ mutants: [TableMutants.Mutant], to output: inout CommandOutput) {
        let unpinned = mutants.filter { !$0.isPinned }
        var line = "table mutants: \(mutants.count - unpinned.count) of \(mutants.count) noticed by the examples"
        if !unpinned.isEmpty { line += "; " + output.style.yellow("\(unpinned.count) not") }
        output.line(line)
        for mutant in unpinned.prefix(Self.mutantLines) {
            guard let example = mutant.pinningExample, let route = mutant.pinnedRoute else {
                output.line("  \(mutant.change): no generated URL tells it apart")
                continue
            }
            output.line("  \(mutant.change): add \"\(example)\" to the examples of route \"\(route)\"")
        }
        if unpinned.count > Self.mutantLines {
            output.line("  and \(unpinned.count - Self.mutantLines) more (--json lists them all)")
        }
    }

    private var mutantsJSON: JSONValue {
        guard let mutants else { return .null }
        return .array(
            mutants.map { mutant in
                .object([
                    ("kind", .string(mutant.kind.rawValue)),
                    ("route", .string(mutant.route)),
                    ("change", .string(mutant.change)),
                    ("noticedBy", .optional(mutant.noticedBy)),
                    ("pinningExample", .optional(mutant.pinningExample)),
                    ("pinnedRoute", .optional(mutant.pinnedRoute)),
                ])
            })
    }

    private func list(_ items: [String]) -> String { items.isEmpty ? "none" : items.joined(separator: ", ") }

    /// `items` joined with `, ` into lines of at most `width` characters.
    private func wrapped(_ items: [String], width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var current = indent
        for (index, item) in items.enumerated() {
            let piece = item + (index == items.count - 1 ? "" : ",")
            if current.count > indent.count, current.count + 1 + piece.count > width {
                lines.append(current)
                current = indent
            }
            current += (current.count > indent.count ? " " : "") + piece
        }
        if current.count > indent.count { lines.append(current) }
        return lines
    }
}

/// Quoting for command lines the tool prints.
enum Shell {
    /// `text` as one shell word: as it is when it is safe, else in single quotes.
    static func quoted(_ text: String) -> String {
        let safe =
            !text.isEmpty
            && text.utf8.allSatisfy { byte in
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "-_./:=@%+,".utf8.contains(byte)
            }
        return safe
            ? text : "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
