/// One AASA pattern, compiled: literal characters, `?` (any one character), `*` (any run of
/// characters, `/` included) and `$(name)` (any one of a substitution variable's values, each a
/// pattern of its own without variables), anchored at both ends.
///
/// `?*` needs no rule of its own: `?` then `*` is one or more characters. Characters are Unicode
/// scalars. Matching runs the pattern as a nondeterministic automaton over the text, so it takes
/// time proportional to the text's length times the pattern's, whatever the pattern.
struct AASAPattern: Hashable, Sendable {
    /// A state, kept free of references so that matching never retains: a scalar or any-character
    /// transition to `next`, a transition on any of the sorted scalars `setScalars[targets]` to
    /// `next`, a split to the states `splitTargets[targets]`, or the accepting state (always
    /// state 0).
    struct State: Hashable, Sendable {
        enum Kind: UInt8, Hashable, Sendable {
            case scalar, any, set, split, accept
        }
        var kind: Kind
        var scalar: Unicode.Scalar = "\u{0}"
        var next: Int = 0
        var targets: Range<Int> = 0..<0

        static func scalar(_ scalar: Unicode.Scalar, next: Int) -> State {
            State(kind: .scalar, scalar: scalar, next: next)
        }
        static func any(next: Int) -> State { State(kind: .any, next: next) }
        static let accept = State(kind: .accept)
    }

    private(set) var states: [State] = []
    private(set) var splitTargets: [Int] = []
    private(set) var setScalars: [Unicode.Scalar] = []
    private(set) var start = 0
    private(set) var prefix: [Unicode.Scalar] = []
    /// The number of `/` the pattern itself spells: a text with fewer cannot match.
    private(set) var minimumSlashes = 0
    /// Whether the pattern is `*` alone (the default of every key a component leaves out), which
    /// matches any text without running the automaton.
    private(set) var matchesEverything = false

    /// The first segment every text this pattern matches has, when the pattern spells it out:
    /// `s5` for `/s5/?*` and for `/s5`, `nil` for `/s5*` or `/?*`.
    var literalFirstSegment: String? {
        guard prefix.first == "/" else { return nil }
        let rest = prefix.dropFirst()
        if let slash = rest.firstIndex(of: "/") { return String(String.UnicodeScalarView(rest[..<slash])) }
        // The whole pattern is literal: the first segment is the rest of it.
        return start == 0 ? String(String.UnicodeScalarView(rest)) : nil
    }

    /// Compiles `pattern`; with `caseSensitive` false, literal text and values are lowercased, and
    /// the text must be lowercased the same way before ``matches(_:)``. With `variables` `nil`
    /// (legacy paths), `$(` is two literal characters.
    init(_ pattern: String, variables: [String: [String]]?, caseSensitive: Bool) throws(AASAError) {
        var fragments = Fragments()
        try self.init(pattern, variables: variables, caseSensitive: caseSensitive, fragments: &fragments)
    }

    /// Compiles `pattern`, reusing the automata of variables that `fragments` already holds.
    init(_ pattern: String, variables: [String: [String]]?, caseSensitive: Bool, fragments: inout Fragments)
        throws(AASAError)
    {
        matchesEverything = !pattern.isEmpty && pattern.utf8.allSatisfy { $0 == UInt8(ascii: "*") }
        var pieces = try Self.pieces(of: pattern, variables: variables)
        for case .text(let text) in pieces {
            minimumSlashes += text.unicodeScalars.filter { $0 == "/" }.count
        }
        // The literal characters before the first wildcard or variable are compared directly.
        if case .text(let text)? = pieces.first {
            let scalars = Array((caseSensitive ? text : text.lowercased()).unicodeScalars)
            let literal = scalars.prefix { $0 != "*" && $0 != "?" }
            prefix = Array(literal)
            let rest = String(String.UnicodeScalarView(scalars[literal.count...]))
            pieces[0] = .text(rest)
        }
        states.append(.accept)
        var next = 0
        // Built from the end, so that each state knows its successor.
        for piece in pieces.reversed() {
            next = add(piece, before: next, caseSensitive: caseSensitive, fragments: &fragments)
        }
        start = next
    }

    private init() {}

    /// The automata of variables, built once per file and copied into each pattern that refers
    /// to them: a generated file names `notInt` in many patterns.
    struct Fragments: Sendable {
        fileprivate var byValues: [FragmentKey: AASAPattern] = [:]
    }

    fileprivate struct FragmentKey: Hashable, Sendable {
        var values: [String]
        var caseSensitive: Bool
    }

    /// The successor that a fragment's exits stand for until it is copied.
    private static let exit = -1

    private enum Piece {
        case text(String)
        case choice([String])
    }

    /// Splits a pattern into literal runs (wildcards included) and variable references.
    private static func pieces(of pattern: String, variables: [String: [String]]?) throws(AASAError) -> [Piece] {
        guard let variables else { return [.text(pattern)] }
        var pieces: [Piece] = []
        var text = ""
        var scalars = pattern.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "$", scalars.first == "(" {
                scalars.removeFirst()
                guard let close = scalars.firstIndex(of: ")") else {
                    throw AASAError(
                        message:
                            "the pattern \"\(pattern)\" opens a substitution variable with \"$(\" and does not close it"
                    )
                }
                let name = String(String.UnicodeScalarView(scalars[..<close]))
                scalars = scalars[scalars.index(after: close)...]
                guard let values = variables[name] else {
                    throw AASAError(
                        message:
                            "the pattern \"\(pattern)\" refers to the substitution variable \"\(name)\", which is not defined"
                    )
                }
                if !text.isEmpty { pieces.append(.text(text)) }
                text = ""
                pieces.append(.choice(values))
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    private mutating func add(_ piece: Piece, before next: Int, caseSensitive: Bool, fragments: inout Fragments) -> Int
    {
        switch piece {
        case .text(let text):
            return add(tokens(of: text, caseSensitive: caseSensitive), before: next)
        case .choice(let values):
            let key = FragmentKey(values: values, caseSensitive: caseSensitive)
            let fragment: AASAPattern
            if let known = fragments.byValues[key] {
                fragment = known
            } else {
                // The values share their prefixes in a trie, and their suffixes in the automaton
                // built from it, so that a variable of hundreds of similar values stays small.
                var built = AASAPattern()
                let trie = Trie(values.map { tokens(of: $0, caseSensitive: caseSensitive) })
                built.start = built.add(trie, node: 0, before: Self.exit)
                fragments.byValues[key] = built
                fragment = built
            }
            return copy(fragment, before: next)
        }
    }

    /// Appends a fragment's states, its exits leading to `next`; returns its entry.
    private mutating func copy(_ fragment: AASAPattern, before next: Int) -> Int {
        let offset = states.count
        let targetOffset = splitTargets.count
        let scalarOffset = setScalars.count
        func remap(_ target: Int) -> Int { target == Self.exit ? next : target + offset }
        for state in fragment.states {
            var copied = state
            switch state.kind {
            case .scalar, .any: copied.next = remap(state.next)
            case .set:
                copied.next = remap(state.next)
                copied.targets = (state.targets.lowerBound + scalarOffset)..<(state.targets.upperBound + scalarOffset)
            case .split:
                copied.targets = (state.targets.lowerBound + targetOffset)..<(state.targets.upperBound + targetOffset)
            case .accept: break
            }
            states.append(copied)
        }
        splitTargets += fragment.splitTargets.map(remap)
        setScalars += fragment.setScalars
        return remap(fragment.start)
    }

    private enum Token: Hashable {
        case scalar(Unicode.Scalar)
        case any
        case star
    }

    private func tokens(of text: String, caseSensitive: Bool) -> [Token] {
        (caseSensitive ? text : text.lowercased()).unicodeScalars.map { scalar in
            switch scalar {
            case "?": .any
            case "*": .star
            default: .scalar(scalar)
            }
        }
    }

    /// Adds the states of a sequence of tokens, ending at `next`.
    private mutating func add(_ tokens: [Token], before next: Int) -> Int {
        var next = next
        for token in tokens.reversed() {
            next = add(token, before: next)
        }
        return next
    }

    private mutating func add(_ token: Token, before next: Int) -> Int {
        switch token {
        case .scalar(let scalar):
            states.append(.scalar(scalar, next: next))
        case .any:
            states.append(.any(next: next))
        case .star:
            // A loop: the split either leaves for `next` or takes one more character.
            let loop = states.count
            states.append(.any(next: loop + 1))
            states.append(.any(next: loop))
            states[loop] = split(to: [next, loop + 1])
            return loop
        }
        return states.count - 1
    }

    private struct Trie {
        var children: [[(token: Token, child: Int)]] = [[]]
        var isEnd: [Bool] = [false]

        init(_ sequences: [[Token]]) {
            for sequence in sequences {
                var node = 0
                for token in sequence {
                    if let existing = children[node].first(where: { $0.token == token }) {
                        node = existing.child
                    } else {
                        children.append([])
                        isEnd.append(false)
                        children[node].append((token, children.count - 1))
                        node = children.count - 1
                    }
                }
                isEnd[node] = true
            }
        }
    }

    /// Adds the states of the trie below `node`, sharing the states of equal subtries (the
    /// `?` runs that end most of `notInt`'s values), so that the automaton is a minimal DAG; the
    /// scalars that lead from one node to the same state share one state (`notInt`'s `*c*`
    /// values, one for each of 68 characters, are one state), so that matching visits it once.
    private mutating func add(_ trie: Trie, node: Int, before next: Int) -> Int {
        var canonical: [Int: Int] = [:]
        var built: [Int: Int] = [:]
        var signatures: [TrieSignature: Int] = [:]
        func canonicalize(_ node: Int) -> Int {
            if let known = canonical[node] { return known }
            let children = trie.children[node].map { ($0.token, canonicalize($0.child)) }
            let signature = TrieSignature(
                isEnd: trie.isEnd[node], children: children.map { TrieSignature.Edge(token: $0.0, child: $0.1) })
            let id = signatures[signature] ?? node
            signatures[signature] = id
            canonical[node] = id
            return id
        }
        _ = canonicalize(node)
        func build(_ node: Int) -> Int {
            let id = canonical[node] ?? node
            if let state = built[id] { return state }
            var starts: [Int] = trie.isEnd[node] ? [next] : []
            var scalarsByTarget: [(target: Int, scalars: [Unicode.Scalar])] = []
            for (token, child) in trie.children[node] {
                let target = build(child)
                guard case .scalar(let scalar) = token else {
                    starts.append(add(token, before: target))
                    continue
                }
                if let index = scalarsByTarget.firstIndex(where: { $0.target == target }) {
                    scalarsByTarget[index].scalars.append(scalar)
                } else {
                    scalarsByTarget.append((target, [scalar]))
                }
            }
            for (target, scalars) in scalarsByTarget {
                if scalars.count == 1 {
                    starts.append(add(.scalar(scalars[0]), before: target))
                } else {
                    let first = setScalars.count
                    setScalars += scalars.sorted()
                    states.append(State(kind: .set, next: target, targets: first..<setScalars.count))
                    starts.append(states.count - 1)
                }
            }
            let state: Int
            if starts.count == 1 {
                state = starts[0]
            } else {
                states.append(split(to: starts))
                state = states.count - 1
            }
            built[id] = state
            return state
        }
        return build(node)
    }

    private struct TrieSignature: Hashable {
        struct Edge: Hashable {
            var token: Token
            var child: Int
        }
        var isEnd: Bool
        var children: [Edge]
    }

    private mutating func split(to targets: [Int]) -> State {
        let start = splitTargets.count
        splitTargets += targets
        return State(kind: .split, targets: start..<splitTargets.count)
    }
}
