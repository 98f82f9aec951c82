@_spi(Fuzzing) import LaunchRouting

/// What identifies an input to the inbox's exactly-once rule, restated by the harness from the
/// life-cycle documentation: a link by its decoded parts (a URL context and a universal link with
/// the same URL are one input), an activity by type and `userInfo`, or by type and its webpage
/// URL's parts when it has one (`LaunchRules.webpageActivityTypes`), a quick action by type and
/// `userInfo`, a notification response by request identifier, date and action, an App Intent by
/// type and parameters, a CloudKit share by every field.
enum InputIdentity: Hashable, Sendable {
    case link(URLParts)
    case activity(String, [String: LaunchInput.PropertyListValue])
    case webpageActivity(String, URLParts)
    case shortcut(String, [String: LaunchInput.PropertyListValue])
    case notification(String, Double, String)
    case intent(String, [String: LaunchInput.PropertyListValue])
    case share(LaunchInput.CloudKitShare)
}
