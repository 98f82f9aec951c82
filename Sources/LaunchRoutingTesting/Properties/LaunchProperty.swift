/// The properties the harness proves, numbered as in the design.
///
/// A struct with static members rather than an enumeration, so that a property can be added
/// without breaking a `switch`; ``allCases`` lists them in order.
///
/// ```swift
/// LaunchProperty.matcherAgreement.title   // "compiled matcher agrees with the reference matcher"
/// LaunchProperty(rawValue: "P3") == .matcherAgreement   // true
/// ```
public struct LaunchProperty: Hashable, Sendable, CustomStringConvertible {
    /// The property's number in the design: `P1` to `P9`, then `P12`.
    public let rawValue: String
    /// What the property says, in one line.
    public let title: String

    private init(_ rawValue: String, _ title: String) {
        self.rawValue = rawValue
        self.title = title
    }

    /// The property numbered `rawValue` (`P3`), or `nil` when none is.
    public init?(rawValue: String) {
        guard let property = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = property
    }

    /// P1: the same inputs deliver the same outcomes cold (connection options) and warm (callbacks).
    public static let coldWarmParity = LaunchProperty("P1", "cold and warm deliver the same outcomes")
    /// P2: the order routes are registered in never changes an outcome.
    public static let registrationOrder = LaunchProperty("P2", "registration order never changes an outcome")
    /// P3: the compiled matcher agrees with the reference matcher, which tries every route.
    public static let matcherAgreement = LaunchProperty("P3", "compiled matcher agrees with the reference matcher")
    /// P4: a routed value, written back as a URL, routes to the same value.
    public static let roundTrip = LaunchProperty("P4", "route -> URL -> route is the identity")
    /// P5: spellings the normalisation policy calls equal route equally, and no others.
    public static let normalisation = LaunchProperty("P5", "spellings the policy calls equal route equally")
    /// P6: each input is delivered once, in canonical order, however events interleave.
    public static let exactlyOnce = LaunchProperty("P6", "each input is delivered exactly once, in canonical order")
    /// P7: any input gets an outcome, with a reason when it does not route; never a trap.
    public static let anyBytes = LaunchProperty("P7", "any bytes get an outcome with a reason")
    /// P8: the iteration order of a set never changes an outcome.
    public static let setOrder = LaunchProperty("P8", "Set iteration order never changes an outcome")
    /// P9: the same seed gives the same run.
    public static let determinism = LaunchProperty("P9", "the same seed gives the same run")
    /// P12: across scenes, each input lands in exactly one scene, whatever the order scenes
    /// connected in, cold or warm, and nothing waits for good when a scene goes.
    public static let sceneTargeting = LaunchProperty("P12", "each input lands in exactly one scene")

    /// Every property, in the order the harness checks and reports them.
    public static let allCases: [LaunchProperty] = [
        .coldWarmParity, .registrationOrder, .matcherAgreement, .roundTrip, .normalisation, .exactlyOnce, .anyBytes,
        .setOrder, .determinism, .sceneTargeting,
    ]

    public var description: String { "\(rawValue) \(title)" }
}
