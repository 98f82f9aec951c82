@_spi(Fuzzing) import LaunchRouting

/// A subcommand's command line after parsing: option values, flags and positional arguments.
///
/// Options are `--name value` or `--name=value`; `--` ends the options, so that an input that
/// starts with `-` can follow it; `-h` or `--help` anywhere before `--` asks for help.
struct ParsedArguments: Sendable {
    /// Each option's values, in the order given.
    var values: [String: [String]] = [:]
    /// The flags given.
    var flags: Set<String> = []
    /// The positional arguments, in order.
    var positionals: [String] = []
    /// Whether `-h` or `--help` was given.
    var wantsHelp = false

    /// The option's value, if it was given.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Whether the flag was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// Whether `--json` was given.
    var isJSON: Bool { has(CommandSpec.json.name) }

    init(_ arguments: [String], spec: CommandSpec, tool: String) throws(ToolError) {
        let helpHint = "see `\(tool) \(spec.name) --help`"
        let options = spec.allOptions
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
            wantsHelp = true
            return
        }
        var rest = arguments[...]
        var afterDashes = false
        while let argument = rest.popFirst() {
            if afterDashes || argument == "-" || !argument.hasPrefix("-") {
                guard !spec.arguments.isEmpty else {
                    throw .usage(
                        "unexpected argument \"\(argument)\" for \(spec.name)",
                        hint: "\(spec.name) takes no arguments; \(helpHint)")
                }
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                afterDashes = true
                continue
            }
            let name: String
            var inline: String? = nil
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }
            guard let option = options.first(where: { $0.name == name }) else {
                let suggestion = DidYouMean.closest(to: name, among: options.map(\.name))
                throw .usage(
                    "unknown option \"\(name)\" for \(spec.name)",
                    hint: suggestion.map { "did you mean \"\($0)\"?" } ?? helpHint)
            }
            guard option.value != nil else {
                if inline != nil { throw .usage("\(name) takes no value", hint: "write \(name) alone") }
                flags.insert(name)
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else if let next = rest.first, !next.hasPrefix("--") {
                value = next
                rest.removeFirst()
            } else {
                throw .usage(
                    "\(name) needs a value",
                    hint: option.example.map { "for example: \(tool) \(spec.name) \(name) \($0)" } ?? helpHint)
            }
            if values[name] != nil, !option.isRepeatable {
                throw .usage("\(name) is given more than once", hint: "give it once")
            }
            values[name, default: []].append(value)
        }
        if let required = spec.arguments.first(where: \.isRequired), positionals.isEmpty {
            let example = spec.examples.first.map { "for example: \(tool) \(spec.name) \($0.command)" } ?? helpHint
            throw .usage("\(spec.name) needs at least one <\(required.name)>", hint: example)
        }
    }

    /// The value of `option` as a whole number in `range`, or `nil` when it is not given.
    func number(_ option: CommandSpec.Option, in range: ClosedRange<UInt64>, tool: String, command: String)
        throws(ToolError) -> UInt64?
    {
        guard let text = value(option.name) else { return nil }
        guard let number = UInt64(text), range.contains(number) else {
            let kind = range.lowerBound == 0 ? "a whole number" : "a positive whole number"
            throw .usage(
                "\(option.name) takes \(kind), not \"\(text)\"",
                hint: "for example: \(tool) \(command) \(option.name) \(option.example ?? "1")")
        }
        return number
    }
}
