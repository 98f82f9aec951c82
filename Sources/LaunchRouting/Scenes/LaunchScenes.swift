/// Where each input goes when the app has several scenes: a value-type state machine over the
/// scenes the app has, the content each shows, and the inputs their inboxes deliver.
///
/// Each scene keeps its own inbox (its ``LaunchInboxController``); the inbox decides when an input is delivered, and
/// `LaunchScenes` decides where it is shown:
///
/// - A route whose content (``LaunchScenes/Targeting``) a connected scene shows goes to that scene: the
///   receiving one if it shows it, else the first by ``SceneIdentifier`` order, so that the choice
///   does not depend on the order scenes connected in. That scene is activated, and the input is
///   shown once it is ready.
/// - A route whose content no scene shows goes to the receiving scene, or to a new one
///   (``LaunchScenes/Targeting/UnshownContent/newScene``).
/// - A route without content, an input that does not route, and a state-restoration activity
///   stay in the scene that received them.
/// - Cold or warm makes no difference: the channel is not consulted.
/// - An input is shown once across scenes: a copy that another scene receives within the
///   deduplication interval is dropped as ``LaunchInput/Drop/Reason/duplicate``, by when each was
///   received, however late a scene's inbox hands it over.
/// - What a closed scene's inbox still held comes with its discard
///   (``Event/discarded(_:undelivered:)``, from ``LaunchInboxController/discard()``) and is placed as if
///   another scene had received it.
/// - An input waiting for a scene that disconnects, is discarded or fails to open is placed again
///   without it (another scene that shows its content, else where unshown content goes; a new
///   scene is not asked for again after one failed to open; any ready scene when the receiving
///   one has gone too), or waits in ``waiting`` until a scene is ready: it is never lost.
///
/// ```swift
/// var scenes = LaunchScenes(targeting: NotesRoute.targeting)
/// scenes.handle(.connected("A", showing: "note/1"))
/// scenes.handle(.connected("B", showing: "note/2"))
/// scenes.handle(.ready("A"))
/// scenes.handle(.ready("B"))
/// scenes.handle(.delivered(linkToNote2, by: "A"))   // [.activate("B"), .show(linkToNote2, in: "B")]
/// ```
public struct LaunchScenes<Route: Sendable>: Sendable {
    /// One connected scene.
    struct Scene: Sendable {
        var content: String?
        var isReady = false
    }

    /// Where a waiting input is to be shown.
    enum Destination: Hashable, Sendable {
        case scene(SceneIdentifier)
        case request(SceneRequest)
        /// Any scene, the first that is ready: its own had gone.
        case anyScene
    }

    /// An input placed in a scene, a copy of which received within the deduplication interval of
    /// it is dropped; its key is worked out only when another input of its family is received in
    /// that time, since a URL's key parses it.
    struct Placed: Sendable {
        var input: LaunchInput
        var channel: LaunchInput.Channel
        var at: LaunchClock.Instant
        var key: DeduplicationKey?

        var family: DeduplicationKey.Family { DeduplicationKey.Family(input) }

        mutating func deduplicationKey() -> DeduplicationKey {
            if let key { return key }
            let made = DeduplicationKey(input, channel: channel)
            key = made
            return made
        }
    }

    /// An input that waits for its scene.
    struct Waiting: Sendable {
        var delivery: LaunchDelivery<Route>
        var receivedBy: SceneIdentifier
        var destination: Destination
    }

    /// The routes' content and where unshown content goes.
    public let targeting: LaunchScenes<Route>.Targeting
    /// Seconds within which the same input received by two scenes is shown once.
    public let deduplicationInterval: Double

    var scenes: [SceneIdentifier: Scene] = [:]
    var waitingInputs: [Waiting] = []
    var placed: [Placed] = []
    var nextRequest = 1

    /// Scenes for routes as `targeting` places them; copies received within
    /// `deduplicationInterval` seconds of each other are shown once.
    public init(targeting: LaunchScenes<Route>.Targeting, deduplicationInterval: Double = 5) {
        self.targeting = targeting
        self.deduplicationInterval = deduplicationInterval
    }

    /// The inputs that wait for a scene to be ready or to connect, in the order they arrived.
    public var waiting: [LaunchDelivery<Route>] { waitingInputs.map(\.delivery) }

    /// The connected scenes, in identifier order, with the content each shows.
    public var connected: [(scene: SceneIdentifier, content: String?)] {
        scenes.keys.sorted().map { ($0, scenes[$0]?.content) }
    }

    /// Takes `event` and returns what the app is to do, in order.
    public mutating func handle(_ event: Event) -> [LaunchScenes<Route>.Decision] {
        switch event.kind {
        case .connected(let id, let content, let request):
            let shown = content ?? request?.content
            scenes[id] = Scene(content: shown)
            for index in waitingInputs.indices {
                // The scene opened for a request; or a restored scene that shows the content an
                // input waits for a new scene for (at relaunch, the scene that received the launch
                // input can be ready before the one that shows its content connects).
                guard case .request(let waitedFor) = waitingInputs[index].destination,
                    waitedFor == request || (shown != nil && waitedFor.content == shown)
                else { continue }
                waitingInputs[index].destination = .scene(id)
            }
            return []
        case .ready(let id):
            if scenes[id] == nil { scenes[id] = Scene() }
            scenes[id]?.isReady = true
            return release(to: id)
        case .notReady(let id):
            scenes[id]?.isReady = false
            return []
        case .showing(let id, let content):
            scenes[id, default: Scene()].content = content
            return []
        case .delivered(let delivery, let id):
            if scenes[id] == nil { scenes[id] = Scene(isReady: true) }
            scenes[id]?.isReady = true
            return receive(delivery, by: id) + release(to: id)
        case .activationFailed(let request):
            return redirect { $0 == .request(request) }
        case .disconnected(let id):
            scenes[id] = nil
            return redirect { $0 == .scene(id) }
        case .discarded(let id, let undelivered):
            scenes[id] = nil
            return redirect { $0 == .scene(id) } + undelivered.flatMap { receive($0, by: id, hasGone: true) }
        }
    }

    /// Places a delivery that `id` received, unless another scene received it already; one
    /// that a scene which `hasGone` held goes elsewhere.
    mutating func receive(_ delivery: LaunchDelivery<Route>, by id: SceneIdentifier, hasGone: Bool = false)
        -> [LaunchScenes<Route>.Decision]
    {
        // A restoration activity restores the scene that received it, and is no input to share.
        guard delivery.channel != .stateRestoration else {
            return [hasGone ? .dropped(delivery, reason: .disconnected) : .show(delivery, in: id)]
        }
        var arriving = Placed(input: delivery.input, channel: delivery.channel, at: delivery.receivedAt)
        if isCopy(&arriving) { return [.dropped(delivery, reason: .duplicate)] }
        // Kept by count, not by the latest instant: a copy held in a scene's inbox comes out long
        // after inputs received later than it, and is still matched by when it was received.
        placed.append(arriving)
        if placed.count > Self.placedLimit { placed.removeFirst(placed.count - Self.placedLimit) }
        return place(
            Waiting(delivery: delivery, receivedBy: id, destination: .scene(id)), avoiding: hasGone ? .scene(id) : nil)
    }

    /// How many placed inputs are remembered, as the inbox remembers its deliveries.
    static var placedLimit: Int { 256 }

    /// Whether an input received within the interval of `arriving` is the same input.
    mutating func isCopy(_ arriving: inout Placed) -> Bool {
        let family = arriving.family
        for index in placed.indices
        where placed[index].family == family
            && abs(placed[index].at.seconds - arriving.at.seconds) <= deduplicationInterval
        {
            if placed[index].input == arriving.input { return true }
            if placed[index].deduplicationKey().matches(arriving.deduplicationKey()) { return true }
        }
        return false
    }

    /// Decides where `input` goes, never to `avoiding` (a scene that has gone, or a request
    /// that failed), and shows it or keeps it waiting.
    mutating func place(_ input: Waiting, avoiding: Destination?) -> [LaunchScenes<Route>.Decision] {
        var input = input
        let origin = input.receivedBy
        let content = input.delivery.route.flatMap(targeting.content)
        if let content, scenes[origin]?.content != content || avoiding == .scene(origin) {
            if let owner = scenes.keys.filter({ scenes[$0]?.content == content && .scene($0) != avoiding }).min() {
                input.destination = .scene(owner)
                return [.activate(owner)] + waitOrShow(input)
            }
            if targeting.unshownContent == .newScene, !isFailed(avoiding, content: content) {
                let request = SceneRequest(id: nextRequest, content: content)
                nextRequest += 1
                input.destination = .request(request)
                waitingInputs.append(input)
                return [.open(request)]
            }
        }
        if scenes[origin] != nil, avoiding != .scene(origin) {
            input.destination = .scene(origin)
        } else if let ready = scenes.keys.filter({ scenes[$0]?.isReady == true }).min() {
            input.destination = .scene(ready)
        } else {
            input.destination = .anyScene
        }
        return waitOrShow(input)
    }

    /// Whether `avoiding` is a failed request for `content`: the app cannot open a scene for it.
    func isFailed(_ avoiding: Destination?, content: String) -> Bool {
        if case .request(let request) = avoiding { return request.content == content }
        return false
    }

    /// Shows `input` now if its scene is ready, else keeps it waiting.
    mutating func waitOrShow(_ input: Waiting) -> [LaunchScenes<Route>.Decision] {
        if case .scene(let id) = input.destination, let scene = scenes[id], scene.isReady {
            return show(input.delivery, in: id)
        }
        waitingInputs.append(input)
        return []
    }

    /// Shows `delivery` in `id`, which from then on shows the delivery's content, if it has one.
    mutating func show(_ delivery: LaunchDelivery<Route>, in id: SceneIdentifier) -> [LaunchScenes<Route>.Decision] {
        if let content = delivery.route.flatMap(targeting.content) { scenes[id]?.content = content }
        return [.show(delivery, in: id)]
    }

    /// Shows what waits for `id`, or for any scene, now that `id` is ready.
    mutating func release(to id: SceneIdentifier) -> [LaunchScenes<Route>.Decision] {
        guard scenes[id]?.isReady == true else { return [] }
        var decisions: [LaunchScenes<Route>.Decision] = []
        var kept: [Waiting] = []
        for input in waitingInputs {
            if input.destination == .scene(id) || input.destination == .anyScene {
                decisions += show(input.delivery, in: id)
            } else {
                kept.append(input)
            }
        }
        waitingInputs = kept
        return decisions
    }

    /// Places again every waiting input whose destination `isGone` says has gone.
    mutating func redirect(_ isGone: (Destination) -> Bool) -> [LaunchScenes<Route>.Decision] {
        var decisions: [LaunchScenes<Route>.Decision] = []
        let moving = waitingInputs.filter { isGone($0.destination) }
        waitingInputs.removeAll { isGone($0.destination) }
        for input in moving { decisions += place(input, avoiding: input.destination) }
        return decisions
    }
}
