#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
import Foundation
import LaunchRouting

extension LaunchInput.PropertyListValue {
    /// The value of a property-list object from a `userInfo` dictionary, an annotation or a
    /// launch option.
    ///
    /// Takes what `NSUserActivity`, `UIApplicationShortcutItem` and notification payloads hold:
    /// strings, numbers (an `NSNumber` that is a Boolean becomes `bool(_:)`, a floating-point one
    /// `double(_:)`, any other `integer(_:)`), `Date`, `Data`, `NSNull`, arrays and
    /// dictionaries with string keys; a `URL` or `UUID` becomes its string. Members of an array or a
    /// dictionary that are none of these are left out; a set is not taken, since it has no order.
    ///
    /// ```swift
    /// LaunchInput.PropertyListValue(plist: NSNumber(value: true))    // .bool(true)
    /// LaunchInput.PropertyListValue(plist: 42)                       // .integer(42)
    /// LaunchInput.PropertyListValue(plist: ["tags": ["new", "sale"]])  // .dictionary(["tags": .array([.string("new"), .string("sale")])])
    /// LaunchInput.PropertyListValue(plist: UIView())                 // nil
    /// ```
    ///
    /// - Parameter object: A property-list object.
    /// - Returns: `nil` if `object` is not a property-list object.
    public init?(plist object: Any) {
        switch object {
        case let string as String:
            self = .string(string)
        case let flag as Bool where type(of: object) == Bool.self:
            self = .bool(flag)
        case let number as NSNumber:
            self.init(number: number)
        case let date as Date:
            self = .date(date.timeIntervalSinceReferenceDate)
        case let data as Data:
            self = .data(Array(data))
        case let url as URL:
            self = .string(url.absoluteString)
        case let uuid as UUID:
            self = .string(uuid.uuidString)
        case is NSNull:
            self = .null
        case let array as [Any]:
            self = .array(array.compactMap { LaunchInput.PropertyListValue(plist: $0) })
        case let dictionary as [AnyHashable: Any]:
            self = .dictionary([String: LaunchInput.PropertyListValue](userInfo: dictionary))
        default:
            return nil
        }
    }

    /// The value as a property-list object: `String`, `Int64`, `Double`, `Bool`, `Date`, `Data`,
    /// `NSNull`, `[Any]` or `[String: Any]`, ready for a `userInfo` dictionary.
    ///
    /// ```swift
    /// activity.userInfo = ["url": LaunchInput.PropertyListValue.string("shop://product/42").plistObject]
    /// ```
    public var plistObject: Any {
        switch self {
        case .string(let string): string
        case .integer(let integer): integer
        case .double(let double): double
        case .bool(let flag): flag
        case .date(let seconds): Date(timeIntervalSinceReferenceDate: seconds)
        case .data(let bytes): Data(bytes)
        case .array(let values): values.map(\.plistObject)
        case .dictionary(let entries): entries.mapValues(\.plistObject)
        case .null: NSNull()
        }
    }

    /// The Boolean `NSNumber` class: `NSNumber(value: true)` and property-list Booleans are
    /// instances of it, numbers are not, on Apple platforms and in swift-corelibs-foundation alike.
    private static let booleanNumberType = type(of: NSNumber(value: true))

    private init(number: NSNumber) {
        if type(of: number) == Self.booleanNumberType {
            self = .bool(number.boolValue)
            return
        }
        switch String(cString: number.objCType) {
        case "f", "d":
            self = .double(number.doubleValue)
        case "Q" where number.uint64Value > UInt64(Int64.max):
            self = .double(number.doubleValue)
        default:
            self = .integer(number.int64Value)
        }
    }
}

extension [String: LaunchInput.PropertyListValue] {
    /// A `userInfo` dictionary as property-list values: the entries with a string key whose value
    /// is a property-list object.
    ///
    /// ```swift
    /// [String: LaunchInput.PropertyListValue](userInfo: activity.userInfo)   // ["productID": .integer(42)]
    /// ```
    ///
    /// - Parameter userInfo: The dictionary; `nil` is empty.
    public init(userInfo: [AnyHashable: Any]?) {
        self.init()
        for case (let key as String, let value) in userInfo ?? [:] {
            self[key] = LaunchInput.PropertyListValue(plist: value)
        }
    }
}
#endif
