/// A UUID, as a `uuid` parameter carries it: the core's own value type, so that the core needs no
/// Foundation. `LaunchRoutingUIKit` bridges it to `Foundation.UUID` both ways.
///
/// ```swift
/// RouteDefinition<AppRoute>("playlist", path: "/playlist/:id(uuid)", to: AppRoute.playlist)
/// // case playlist(id: RouteUUID)
/// try match.uuid("id").uuidString   // "0b1e4c1a-7d2f-4a8e-9c3b-5f6d7e8a9b0c"
/// ```
public struct RouteUUID: Hashable, Sendable, CustomStringConvertible, RouteParameter {
    /// The first 64 of the 128 bits, most significant first.
    public var high: UInt64
    /// The last 64 of the 128 bits.
    public var low: UInt64

    /// The UUID of the 16 bytes `high` and `low`, most significant first.
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The UUID written in `text` in the hyphenated 8-4-4-4-12 form, in any case; `nil` for
    /// anything else.
    public init?(_ text: String) {
        var text = text
        guard text.withUTF8({ ParameterType.isUUID(bytes: $0) }) else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        var digits = 0
        for byte in text.utf8 {
            guard let digit = ASCII.hexValue(byte) else { continue }
            if digits < 16 { high = high << 4 | UInt64(digit) } else { low = low << 4 | UInt64(digit) }
            digits += 1
        }
        self.init(high: high, low: low)
    }

    /// The hyphenated 8-4-4-4-12 form, lowercase: how a `uuid` parameter's value reads.
    public var uuidString: String {
        let hex = Self.hex(high, digits: 16) + Self.hex(low, digits: 16)
        var text = ""
        for (offset, character) in hex.enumerated() {
            if offset == 8 || offset == 12 || offset == 16 || offset == 20 { text.append("-") }
            text.append(character)
        }
        return text
    }

    public var description: String { uuidString }

    public init?(parameterValue: ParameterValue) {
        guard let text = parameterValue.stringValue else { return nil }
        self.init(text)
    }

    public var parameterValue: ParameterValue? { .uuid(uuidString) }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: digits - text.count) + text
    }
}

extension RouteMatch {
    /// A `uuid` parameter (or a string one in the UUID form) as a ``RouteUUID``.
    ///
    /// - Throws: ``OutcomeReason/Code/bindingDeclined``, naming the route and the parameter, when
    ///   the parameter is absent or not a UUID.
    public func uuid(_ parameter: String) throws(OutcomeReason) -> RouteUUID {
        try self.parameter(parameter)
    }
}
