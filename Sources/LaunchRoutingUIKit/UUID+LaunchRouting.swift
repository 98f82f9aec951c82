#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
import Foundation
import LaunchRouting

/// `Foundation.UUID` as a route parameter, and the bridge to and from the core's `RouteUUID`:
/// a case whose associated value is a `UUID` binds to a `uuid` parameter with no closure.
///
/// ```swift
/// enum AppRoute: Hashable, Sendable { case playlist(id: UUID) }
///
/// RouteDefinition("playlist", path: "/playlist/:id(uuid)", to: AppRoute.playlist)
/// UUID(try match.uuid("id"))
/// ```
extension UUID: RouteParameter {
    public init?(parameterValue: ParameterValue) {
        guard let uuid = RouteUUID(parameterValue: parameterValue) else { return nil }
        self.init(uuid)
    }

    public var parameterValue: ParameterValue? { RouteUUID(self).parameterValue }

    /// The same UUID as `uuid`.
    public init(_ uuid: RouteUUID) {
        let bytes =
            (0..<8).map { UInt8(truncatingIfNeeded: uuid.high >> (56 - 8 * $0)) }
            + (0..<8).map { UInt8(truncatingIfNeeded: uuid.low >> (56 - 8 * $0)) }
        self.init(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}

extension RouteUUID {
    /// The same UUID as `uuid`.
    public init(_ uuid: UUID) {
        let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
        self.init(
            high: bytes[0..<8].reduce(0) { $0 << 8 | UInt64($1) }, low: bytes[8..<16].reduce(0) { $0 << 8 | UInt64($1) }
        )
    }
}
#endif
