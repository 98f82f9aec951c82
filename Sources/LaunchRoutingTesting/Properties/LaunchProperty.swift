/// The properties the harness proves, numbered as in the design.
///
/// ```swift
/// LaunchProperty.matcherAgreement.title   // "compiled matcher agrees with the reference matcher"
/// ```
public enum LaunchProperty: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case coldWarmParity = "P1"
    case registrationOrder = "P2"
    case matcherAgreement = "P3"
    case roundTrip = "P4"
    case normalisation = "P5"
    case exactlyOnce = "P6"
    case anyBytes = "P7"
    case setOrder = "P8"
    case determinism = "P9"

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
        }
    }

    public var description: String { "\(rawValue) \(title)" }
}
