/// What a subcommand takes: its options and arguments, with the text of its `--help`.
///
/// Every subcommand also takes `--json` and `-h`/`--help`, which ``allOptions`` adds.
struct CommandSpec: Sendable {
    /// One option: `--seed <n>`, or a flag such as `--quick`.
    struct Option: Sendable {
        /// The name with its dashes: `--seed`.
        var name: String
        /// The value's placeholder, `n` in `--seed <n>`; `nil` for a flag.
        var value: String?
        /// One line of help; further lines after `\n`.
        var help: String
        /// A value for the hint when the value is missing: `7` gives `for example: --seed 7`.
        var example: String?
        /// Whether the option may be given more than once.
        var isRepeatable = false

        var synopsis: String { value.map { "\(name) <\($0)>" } ?? name }
    }

    /// One positional argument.
    struct Argument: Sendable {
        /// The placeholder: `input` in `<input> ...`.
        var name: String
        var help: String
        var isRepeatable = false
        var isRequired = true
    }

    var name: String
    /// One line: what the subcommand does.
    var abstract: String
    /// Paragraphs after the options.
    var discussion: String?
    var arguments: [Argument] = []
    var options: [Option] = []
    /// Example command lines (after `launch-route`), each with a comment.
    var examples: [(command: String, comment: String)] = []

    static let json = Option(name: "--json", help: "Print the result as JSON: one object per line.")
    static let help = Option(name: "--help", help: "Show this help.")

    /// The options, `--json` and `--help` included.
    var allOptions: [Option] { options + [Self.json, Self.help] }

    /// The text of `launch-route <name> --help`.
    func usage(tool: String) -> String {
        var synopsis = ["\(tool) \(name)"]
        for option in allOptions where option.name != Self.help.name {
            synopsis.append("[\(option.synopsis)\(option.isRepeatable ? " ..." : "")]")
        }
        for argument in arguments {
            let text = "<\(argument.name)>\(argument.isRepeatable ? " ..." : "")"
            synopsis.append(argument.isRequired ? text : "[\(text)]")
        }
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(synopsis.joined(separator: " "))", ""]
        let rows: [(String, String)] =
            arguments.map { ("<\($0.name)>", $0.help) }
            + allOptions.map { ($0.name == Self.help.name ? "-h, --help" : $0.synopsis, $0.help) }
        let width = max(24, (rows.map(\.0.count).max() ?? 0) + 4)
        if !arguments.isEmpty {
            lines.append("ARGUMENTS:")
            lines += arguments.flatMap { Self.row("<\($0.name)>", $0.help, width: width) }
            lines.append("")
        }
        lines.append("OPTIONS:")
        lines += allOptions.flatMap { option in
            Self.row(option.name == Self.help.name ? "-h, --help" : option.synopsis, option.help, width: width)
        }
        if let discussion {
            lines += ["", discussion]
        }
        if !examples.isEmpty {
            lines += ["", "EXAMPLES:"]
            for example in examples {
                lines.append("  # \(example.comment)")
                lines.append("  \(tool) \(name)\(example.command.isEmpty ? "" : " " + example.command)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ label: String, _ help: String, width: Int) -> [String] {
        let helpLines = help.split(separator: "\n", omittingEmptySubsequences: false)
        return helpLines.enumerated().map { index, line in
            "  " + (index == 0 ? label : "").padded(to: width - 2) + line
        }
    }
}
