@_spi(Fuzzing) import LaunchRouting

/// A fuzzer that runs in the process, without libFuzzer: for macOS, whose toolchain ships none for
/// Swift, and for any CI. It mutates a corpus that starts from the harness's generated inputs and
/// the table's examples (``InputMutator``), checks each mutant with an oracle, keeps a mutant that
/// gives an outcome not seen before, and stops at the first input that breaks a law, shrunk.
///
/// The same seed and the same number of runs give the same run, input for input.
///
/// ```swift
/// let oracle = ResolveOracle(table: table)
/// let fuzzer = InputFuzzer(seeds: [Array("shop://product/42".utf8)], oracle: oracle.check, outcome: oracle.outcome)
/// let report = fuzzer.run(seed: 1, runs: 100_000)
/// report.finding?.message   // nil: no law broke in 100,000 inputs
/// ```
@_spi(Fuzzing) public struct InputFuzzer: Sendable {
    /// An input that broke a law.
    public struct Finding: Hashable, Sendable {
        /// The input, shrunk: as short as the fuzzer could make it with the law still broken.
        public var input: [UInt8]
        /// What broke, on the shrunk input.
        public var message: String
        /// The input as found, before shrinking.
        public var found: [UInt8]
        /// The run it was found in, counted from 1.
        public var run: Int
    }

    /// What a run did.
    public struct Report: Hashable, Sendable {
        /// Inputs checked, the seeds included.
        public var runs: Int
        /// Inputs kept: the seeds, and each mutant that gave an outcome not seen before.
        public var corpus: Int
        /// Distinct outcomes seen: a route, or a reason's code.
        public var outcomes: Int
        /// The first input that broke a law, or `nil`.
        public var finding: Finding?
    }

    /// The inputs a run checks unless told otherwise: `launch-route fuzz`'s default.
    public static let defaultRuns = 200_000

    /// The inputs the corpus starts from, in order.
    public let seeds: [[UInt8]]
    /// `nil` when every law holds on an input, otherwise what broke.
    public let oracle: @Sendable ([UInt8]) -> String?
    /// The outcome an input gives, in a word, so that a mutant reaching a new one is kept.
    public let outcome: @Sendable ([UInt8]) -> String
    /// The longest input a mutant may be.
    public let maximumLength: Int

    public init(
        seeds: [[UInt8]],
        oracle: @escaping @Sendable ([UInt8]) -> String?,
        outcome: @escaping @Sendable ([UInt8]) -> String,
        maximumLength: Int = 4_096
    ) {
        self.seeds = seeds.isEmpty ? [[]] : seeds
        self.oracle = oracle
        self.outcome = outcome
        self.maximumLength = maximumLength
    }

    /// Where a corpus starts: `examples`, then `count` inputs the harness generates from `table`
    /// (hits, near misses, adversarial text), drawn from `seed`, as bytes.
    public static func seeds<Route: Sendable>(
        examples: [String], table: RouteTable<Route>, seed: UInt64, count: Int = 256
    ) -> [[UInt8]] {
        var choices = Choices(seed: seed, budget: .max)
        let generated = URLGenerator(table: table).any
        var inputs = examples
        for _ in 0..<count { inputs.append(generated.generate(&choices)) }
        return inputs.map { Array($0.utf8) }
    }

    /// Runs until `runs` inputs are checked, `shouldStop` says so (a deadline), or a law breaks.
    /// `progress` is called every 4,096 runs with the report so far.
    ///
    /// With `trapFile`, an input on which the oracle traps (an app's binding that force-unwraps,
    /// say) is written to that file as the process ends, where the platform has signals; the file
    /// is removed when the run ends without a trap. Run so with `SWIFT_BACKTRACE=enable=no`.
    public func run(
        seed: UInt64,
        runs: Int = defaultRuns,
        trapFile: String? = nil,
        shouldStop: () -> Bool = { false },
        progress: (Report) -> Void = { _ in }
    ) -> Report {
        guard let trapFile else { return search(seed: seed, runs: runs, shouldStop: shouldStop, progress: progress) }
        return TrapKeeper.keeping(in: trapFile) {
            search(seed: seed, runs: runs, keepsTraps: true, shouldStop: shouldStop, progress: progress)
        }
    }

    /// ``run(seed:runs:trapFile:shouldStop:progress:)``; each input is held for ``TrapKeeper``
    /// when the run keeps its traps, and only then, lest it overwrite the input of the run that does.
    private func search(
        seed: UInt64, runs: Int, keepsTraps: Bool = false, shouldStop: () -> Bool, progress: (Report) -> Void
    ) -> Report {
        var random = SplitMix64(seed: seed)
        var corpus: [[UInt8]] = []
        var seen: Set<String> = []
        var report = Report(runs: 0, corpus: 0, outcomes: 0, finding: nil)
        func check(_ input: [UInt8]) -> Bool {
            report.runs += 1
            if keepsTraps { TrapKeeper.hold(input) }
            if let message = oracle(input) {
                let shrunk = shrink(input, message: message, keepsTraps: keepsTraps)
                report.finding = Finding(input: shrunk.input, message: shrunk.message, found: input, run: report.runs)
                return false
            }
            if seen.insert(outcome(input)).inserted { corpus.append(input) }
            return true
        }
        for input in seeds where report.runs < runs {
            guard check(input) else { break }
            // Every seed stays in the corpus: it is what the mutants start from.
            if corpus.last != input { corpus.append(input) }
        }
        let mutator = InputMutator(maximumLength: maximumLength)
        while report.finding == nil, report.runs < runs, !corpus.isEmpty {
            if report.runs % 4_096 == 0 {
                if shouldStop() { break }
                report.corpus = corpus.count
                report.outcomes = seen.count
                progress(report)
            }
            let base = corpus[Int(random.next(below: UInt64(corpus.count)))]
            let other = corpus[Int(random.next(below: UInt64(corpus.count)))]
            guard check(mutator.mutate(base, splicing: other, &random)) else { break }
        }
        report.corpus = corpus.count
        report.outcomes = seen.count
        return report
    }

    /// The shortest input found by cutting pieces out of `input`, halves first, while some law
    /// still breaks; at most 4,096 checks.
    func shrink(_ input: [UInt8], message: String, keepsTraps: Bool = false) -> (input: [UInt8], message: String) {
        var best = (input: input, message: message)
        var checks = 0
        var size = max(1, input.count / 2)
        while size >= 1, checks < 4_096 {
            var start = 0
            var cut = false
            while start < best.input.count, checks < 4_096 {
                var candidate = best.input
                candidate.removeSubrange(start..<min(start + size, candidate.count))
                checks += 1
                if keepsTraps { TrapKeeper.hold(candidate) }
                if let broken = oracle(candidate) {
                    best = (candidate, broken)
                    cut = true
                } else {
                    start += size
                }
            }
            if !cut || size > 1 { size /= 2 }
        }
        return best
    }
}
