/// The properties the harness proves, numbered as in the design.
///
/// ```swift
/// LaunchProperty.matcherAgreement.title   // "compiled matcher agrees with the reference matcher"
/// ```
public enum LaunchProperty: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// P1: the same inputs deliver the same outcomes cold (connection options) and warm (callbacks).
    case coldWarmParity = "P1"
    /// P2: the order routes are registered in never changes an outcome.
    case registrationOrder = "P2"
    /// P3: the compiled matcher agrees with the reference matcher, which tries every route.
    case matcherAgreement = "P3"
    /// P4: a routed value, written back as a URL, routes to the same value.
    case roundTrip = "P4"
    /// P5: spellings the normalisation policy calls equal route equally, and no others.
    case normalisation = "P5"
    /// P6: each input is delivered once, in canonical order, however events interleave.
    case exactlyOnce = "P6"
    /// P7: any input gets an outcome, with a reason when it does not route; never a trap.
    case anyBytes = "P7"
    /// P8: the iteration order of a set never changes an outcome.
    case setOrder = "P8"
    /// P9: the same seed gives the same run.
    case determinism = "P9"
    /// P12: across scenes, each input lands in exactly one scene, whatever the order scenes
    /// connected in, cold or warm, and nothing waits for good when a scene goes.
    case sceneTargeting = "P12"

    /// What the property says, in one line.
    public var title: String {
        switch self {
        case .coldWarmParity: "cold and warm deliver the same outcomes"
        case .registrationOrder: "registration order never changes an outcome"
        case .matcherAgreement: "compiled matcher agrees with the reference matcher"
        case .roundTrip: "route -> URL -> route is the identity"
        case .normalisation: "spellings the policy calls equal route equally"
        case .exactlyOnce: "each input is delivered exactly once, in canonical order"
        case .anyBytes: "any bytes get an outcome with a reason"
        case .setOrder: "Set iteration order never changes an outcome"
        case .determinism: "the same seed gives the same run"
        case .sceneTargeting: "each input lands in exactly one scene"
        }
    }

    public var description: String { "\(rawValue) \(title)" }
}
