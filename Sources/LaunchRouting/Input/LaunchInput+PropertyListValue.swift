extension LaunchInput {
    /// A property-list value: the platform-neutral form of a `userInfo` dictionary entry.
    ///
    /// `NSUserActivity.userInfo`, `UIApplicationShortcutItem.userInfo` and a notification's
    /// `userInfo` hold property-list objects. This enum holds the same values as a `Sendable`,
    /// `Hashable` tree, so an input can be built, compared and tested without Foundation.
    ///
    /// ```swift
    /// let userInfo: [String: LaunchInput.PropertyListValue] = [
    ///     "productID": 42,
    ///     "deeplink": "shop://product/42",
    ///     "tags": ["new", "sale"],
    /// ]
    /// userInfo["productID"]?.integerValue // 42
    /// ```
    public enum PropertyListValue: Hashable, Sendable {
        /// A string (`NSString`).
        case string(String)
        /// An integer (`NSNumber` of an integer type).
        case integer(Int64)
        /// A floating-point number (`NSNumber` of `Double` or `Float`).
        case double(Double)
        /// A Boolean (`NSNumber` of `Bool`).
        case bool(Bool)
        /// Seconds since 2001-01-01 00:00:00 UTC, as `Date.timeIntervalSinceReferenceDate`.
        case date(Double)
        /// Bytes (`NSData`).
        case data([UInt8])
        /// An array of values (`NSArray`).
        case array([LaunchInput.PropertyListValue])
        /// A dictionary with string keys (`NSDictionary`).
        case dictionary([String: LaunchInput.PropertyListValue])
        /// `NSNull`, which `NSUserActivity.userInfo` allows.
        case null
    }
}

extension LaunchInput.PropertyListValue {
    /// The string, if this value is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer, if this value is an integer or a whole `double` within `Int64`.
    public var integerValue: Int64? {
        switch self {
        case .integer(let value):
            return value
        case .double(let value):
            // Range-checked by hand: `Int64(exactly:)` pulls in libm on Linux.
            guard value >= -0x1p63, value < 0x1p63 else { return nil }
            let whole = Int64(value)
            return Double(whole) == value ? whole : nil
        default:
            return nil
        }
    }

    /// ``integerValue`` as an `Int`, as ``ParameterValue/intValue`` reads a parameter.
    ///
    /// ```swift
    /// activity.userInfo["articleID"]?.intValue   // 42
    /// ```
    public var intValue: Int? { integerValue.flatMap { Int(exactly: $0) } }
}

extension LaunchInput.PropertyListValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension LaunchInput.PropertyListValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) { self = .integer(value) }
}

extension LaunchInput.PropertyListValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension LaunchInput.PropertyListValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension LaunchInput.PropertyListValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: LaunchInput.PropertyListValue...) { self = .array(elements) }
}

extension LaunchInput.PropertyListValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, LaunchInput.PropertyListValue)...) {
        // A literal with a repeated key keeps the last value, as a property list would.
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
