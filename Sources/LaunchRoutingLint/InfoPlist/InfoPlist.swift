import LaunchRouting

/// An app's Info.plist, read from XML: the keys that decide which launch inputs reach the app.
///
/// | key | what `lint` checks against it |
/// |---|---|
/// | `CFBundleURLTypes` → `CFBundleURLSchemes` | the table's custom schemes |
/// | `UIApplicationShortcutItems` → `UIApplicationShortcutItemType` | the quick-action rules |
/// | `NSUserActivityTypes` | the activity rules |
/// | `UIApplicationSceneManifest` | a configuration for the application role, with a delegate class |
/// | `CFBundleIdentifier` | which app of an AASA file is this one |
///
/// ```swift
/// let plist = try InfoPlist(parsing: text)
/// plist.root["NSUserActivityTypes"]   // .array([.string("com.shop.viewing")])
/// plist.bundleIdentifier              // "com.example.shop"
/// ```
public struct InfoPlist: Hashable, Sendable {
    /// The top-level dictionary.
    public let root: [String: LaunchInput.PropertyListValue]

    /// Reads an Info.plist from its XML text.
    public init(parsing text: String) throws(PropertyListError) {
        try self.init(parsing: Array(text.utf8))
    }

    /// Reads an Info.plist from the bytes of its file, which need not be UTF-8: a binary or
    /// UTF-16 property list is an error that says so.
    public init(parsing bytes: some Collection<UInt8>) throws(PropertyListError) {
        let value = try XMLPropertyList.parse(bytes: bytes)
        guard case .dictionary(let root) = value else {
            throw PropertyListError(
                message: "an Info.plist is a <dict>, not \(Self.kind(of: value))", line: 1, column: 1)
        }
        self.root = root
    }

    /// An Info.plist with these top-level keys.
    public init(root: [String: LaunchInput.PropertyListValue]) {
        self.root = root
    }

    /// `CFBundleIdentifier`, unless it is missing or a build setting such as `$(PRODUCT_BUNDLE_IDENTIFIER)`.
    public var bundleIdentifier: String? {
        guard let identifier = root["CFBundleIdentifier"]?.stringValue, !identifier.contains("$(") else { return nil }
        return identifier
    }

    /// How a value's kind reads in a message: `a string`, `an array`, ...
    static func kind(of value: LaunchInput.PropertyListValue) -> String {
        switch value {
        case .string: "a string"
        case .integer: "an integer"
        case .double: "a real"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .null: "null"
        }
    }
}
