import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

// Writes the generated part of the seed corpus, `Corpus/<target>/gen-*`, from the harness's own
// generators and a fixed seed, so that it is the same on every run: `Fuzz/run seeds`.
// Other files of the corpus (`wpt-*`, `hand-*`) are left alone.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `SeedCorpus --table FILE DIR`: the seeds of an app's table for `Fuzz/run fuzz resolve --table`,
// its routes' examples and the harness's hits, near misses and adversarial inputs on it, in DIR.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--table" {
    let path = CommandLine.arguments[2]
    guard let data = FileManager.default.contents(atPath: path) else {
        print("error: --table: cannot read \(path)")
        exit(2)
    }
    let spec = try RouteSpec(json: String(decoding: data, as: UTF8.self))
    let table = try spec.table()
    let urls = URLGenerator(table: table)
    let inputs =
        table.definitions.flatMap(\.examples) + generate(200, urls.hit, seed: 1) + generate(60, urls.nearMiss, seed: 2)
        + generate(40, urls.adversarial, seed: 3)
    let directory = URL(fileURLWithPath: CommandLine.arguments[3])
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var seen: Set<String> = []
    for input in inputs where seen.insert(input).inserted {
        try Data(input.utf8).write(to: directory.appendingPathComponent("seed-" + String(seen.count).leftPadded(to: 3)))
    }
    print("\(path): \(seen.count) seeds in \(directory.path)")
    exit(0)
}

let corpus = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "Corpus"

func write(_ target: FuzzTarget, _ inputs: [String]) throws {
    try write(target, bytes: inputs.map { Array($0.utf8) })
}

func write(_ target: FuzzTarget, bytes inputs: [[UInt8]]) throws {
    let directory = URL(fileURLWithPath: corpus).appendingPathComponent(target.rawValue)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasPrefix("gen-") {
        try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
    var seen: Set<[UInt8]> = []
    for input in inputs where seen.insert(input).inserted {
        let name = "gen-" + String(seen.count).leftPadded(to: 3)
        try Data(input).write(to: directory.appendingPathComponent(name))
    }
    print("\(target.rawValue): \(seen.count) generated seeds")
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

/// `count` values of `generator`, each from its own seed (a run's choices have a budget).
func generate<Value>(_ count: Int, _ generator: Generator<Value>, seed: UInt64) -> [Value] {
    (0..<count).map { index in
        var choices = Choices(seed: PropertyRunner.iterationSeed(seed, index))
        return generator.generate(&choices)
    }
}

// Resolve: hits on every route in every equal form, near misses and adversarial text.
let urls = URLGenerator(table: try ExampleRoutes.table())
try write(
    .resolve,
    generate(60, urls.hit, seed: 1) + generate(25, urls.nearMiss, seed: 2) + generate(15, urls.adversarial, seed: 3))

// Table builder: the example table, then generated tables full of overlapping routes.
let exampleText = TableText(
    schemes: ExampleRoutes.schemes, domains: ExampleRoutes.domains, routes: ExampleRoutes.routes)
let generated = generate(40, RouteTableGenerator.table(routes: 1...6), seed: 4).map { TableText($0).description }
try write(.tableBuilder, [exampleText.description] + generated)

// Spec loader: the example spec with every kind of rule, then the generated tables as specs,
// written by the spec's own writer, so that every field the format has (web pages, fragments,
// aliases, nested routes) is in the seeds.
try write(
    .specLoader,
    [ExampleRoutes.json] + generate(30, RouteTableGenerator.table(routes: 1...5), seed: 5).map { RouteSpec($0).json }
)

// Launch events: schedules the generator draws at random, as the choices that replay them.
let events = LaunchEventsOracle(router: try ExampleRoutes.router())
try write(.launchEvents, bytes: (0..<40).map { events.choices(seed: PropertyRunner.iterationSeed(6, $0)) })

// Launch scenes: the same, over one to three scenes and their LaunchScenes.
let scenes = LaunchScenesOracle(router: try ExampleRoutes.router())
try write(.launchScenes, bytes: (0..<40).map { scenes.choices(seed: PropertyRunner.iterationSeed(7, $0)) })
