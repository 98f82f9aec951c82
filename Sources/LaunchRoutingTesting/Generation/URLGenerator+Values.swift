@_spi(Fuzzing) import LaunchRouting

/// Values the URL generator draws beyond a parameter's type: a fragment a rest keeps, and the
/// values a declining route's examples give, so that its hits fall on both sides of its line.
extension URLGenerator {
    /// A fragment a `**name(encoded#)` rest keeps: escapes, delimiters and text.
    static var keptFragment: Generator<String> {
        Generator<String>.element(of: ["a", "Z", "/", "?", "=", "&", "%23", "%2F", "%41", "%c3%a9", "~", ":", "@"])
            .array(count: 1...6).map { $0.joined() }
    }

    /// For each route that declines some URLs on purpose (`allowingDeclines()`), the values its
    /// examples give each parameter: the side of its line that it routes, which values of the
    /// declared type alone may never reach (a pairing link at `v=2`). Empty for every other route.
    static func exampleValues(_ table: RouteTable<Route>) -> [[String: [String]]] {
        table.definitions.map { definition in
            guard definition.allowsDeclines else { return [:] }
            var values: [String: [String]] = [:]
            for example in definition.declaration.examples {
                guard let match = table.match(example: example), match.name == definition.name else {
                    continue
                }
                for (name, value) in match.parameters {
                    let texts: [String]
                    switch value.kind {
                    case .list(let list): texts = list.map(\.description)
                    default: texts = [value.description]
                    }
                    values[name, default: []] += texts
                }
            }
            return values.mapValues { $0.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
        }
    }

    /// `generated`, or, half the time, one of `examples` when there are any.
    static func exampleOr(_ generated: Generator<String>, _ examples: [String]?) -> Generator<String> {
        guard let examples, !examples.isEmpty else { return generated }
        return Generator { choices in
            choices.chance(oneIn: 2)
                ? examples[Int(choices.draw(below: UInt64(examples.count)))] : generated.generate(&choices)
        }
    }
}
