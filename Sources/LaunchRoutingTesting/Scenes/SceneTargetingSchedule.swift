@_spi(Fuzzing) import LaunchRouting

/// A generated life of several scenes for P12: scenes connected at the start (each showing some
/// content or none, in a generated order), then steps that deliver inputs of a pool to scenes,
/// cold or warm, change what scenes show, ready them or not, disconnect and discard them, and
/// connect or fail the scenes that the coordinator asks for. Scenes are `S0`, `S1`, ...; content
/// is named by its index among the contents the pool's routes have (`c0`, `c1`, ...).
struct SceneTargetingSchedule: Sendable, CustomStringConvertible {
    enum Step: Hashable, Sendable {
        case deliver(input: Int, by: Int, cold: Bool)
        case connect(Int, content: Int?)
        case ready(Int)
        case notReady(Int)
        case show(Int, content: Int?)
        /// Connect the scene for the oldest request the coordinator made and no scene answered.
        case connectForRequest(Int)
        /// The system fails the oldest open request.
        case failRequest
        case disconnect(Int)
        case discard(Int)
        /// Time passes beyond the deduplication interval.
        case wait
    }

    var inputs: [LaunchInput]
    /// How many scenes the steps address: `S0` to `S(sceneCount - 1)`.
    var sceneCount: Int
    var initial: [(scene: Int, content: Int?, isReady: Bool)]
    var steps: [Step]
    /// Where content no scene shows goes, when the app gives no targeting of its own.
    var opensNewScenes: Bool

    var inputCount: Int { steps.filter { if case .deliver = $0 { true } else { false } }.count }

    var description: String {
        var lines = ["inputs:"] + inputs.indices.map { "  #\($0) \(Render.input(inputs[$0]))" }
        lines.append("unshown content: " + (opensNewScenes ? "a new scene" : "the receiving scene"))
        lines.append(
            "connected: "
                + initial.map {
                    "S\($0.scene)" + ($0.content.map { " showing c\($0)" } ?? "") + ($0.isReady ? "" : " (not ready)")
                }.joined(separator: ", "))
        lines += steps.map { "  " + Self.describe($0) }
        return lines.joined(separator: "\n")
    }

    static func describe(_ step: Step) -> String {
        switch step {
        case .deliver(let input, let scene, let cold): "S\(scene) delivers #\(input) " + (cold ? "cold" : "warm")
        case .connect(let scene, let content): "S\(scene) connects" + (content.map { " showing c\($0)" } ?? "")
        case .ready(let scene): "S\(scene) ready"
        case .notReady(let scene): "S\(scene) not ready"
        case .show(let scene, let content): "S\(scene) shows " + (content.map { "c\($0)" } ?? "nothing")
        case .connectForRequest(let scene): "S\(scene) connects for the oldest request"
        case .failRequest: "the oldest request fails"
        case .disconnect(let scene): "S\(scene) disconnects"
        case .discard(let scene): "S\(scene) is discarded"
        case .wait: "time passes"
        }
    }
}

extension LaunchInputGenerator {
    /// Scene schedules over a pool of this router's inputs, addressing `sceneCount` scenes.
    func sceneSchedules(sceneCount: Int) -> Generator<SceneTargetingSchedule> {
        let generator = self
        let sceneCount = max(sceneCount, 1)
        return Generator { choices in
            let pool = generator.schedulePool(&choices, maximumCount: 4).inputs
            let opensNewScenes = choices.chance(oneIn: 2)
            var initial: [(scene: Int, content: Int?, isReady: Bool)] = []
            for scene in 0..<sceneCount where !choices.chance(oneIn: 4) {
                initial.append((scene, Self.someContent(&choices), choices.chance(oneIn: 2)))
            }
            // The order scenes connected in: P12 checks that it does not matter.
            let order = Generator<[Int]>.permutation(of: initial.count).generate(&choices)
            initial = order.map { initial[$0] }
            var steps: [SceneTargetingSchedule.Step] = []
            for _ in 0..<choices.draw(in: 1...12) {
                choices.beginSpan()
                defer { choices.endSpan() }
                steps.append(Self.someStep(&choices, inputs: pool.count, scenes: sceneCount))
            }
            return SceneTargetingSchedule(
                inputs: pool, sceneCount: sceneCount, initial: initial, steps: steps, opensNewScenes: opensNewScenes)
        }
    }

    /// Nothing one time in four; else `c0` half the time, so that scenes often show the same
    /// content, which is where the choice between them shows; else `c0` to `c2`.
    static func someContent(_ choices: inout Choices) -> Int? {
        if choices.chance(oneIn: 4) { return nil }
        return choices.chance(oneIn: 2) ? 0 : choices.draw(in: 0...2)
    }

    static func someStep(_ choices: inout Choices, inputs: Int, scenes: Int) -> SceneTargetingSchedule.Step {
        let scene = choices.draw(in: 0...(scenes - 1))
        switch choices.draw(in: 0...15) {
        case 0...5:
            guard inputs > 0 else { return .wait }
            return .deliver(input: choices.draw(in: 0...(inputs - 1)), by: scene, cold: choices.chance(oneIn: 2))
        case 6: return .connect(scene, content: someContent(&choices))
        case 7: return .ready(scene)
        case 8: return .notReady(scene)
        case 9: return .show(scene, content: someContent(&choices))
        case 10: return .connectForRequest(scene)
        case 11: return .failRequest
        case 12, 13: return .disconnect(scene)
        case 14: return .discard(scene)
        default: return .wait
        }
    }
}
