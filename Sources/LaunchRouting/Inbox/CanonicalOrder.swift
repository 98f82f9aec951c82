/// The one order in which the inbox takes inputs that arrive together: URL contexts, then user
/// activities, then the shortcut item, then the notification response, then the App Intent, then
/// the CloudKit share; inside a kind, by a key that depends only on the inputs' contents (the
/// normalised URL, then the activity type), never on a set's iteration order or on hashing.
///
/// Keys compare as UTF-8 bytes, with every field of the input as a tie-breaker, so the order is
/// total: two inputs that differ anywhere have a fixed order.
enum CanonicalOrder {
    /// The kind's rank: URL contexts first, CloudKit shares last.
    static func rank(of input: LaunchInput) -> Int {
        switch input.kind {
        case .openURL: 0
        case .userActivity: 1
        case .shortcutItem: 2
        case .notificationResponse: 3
        case .appIntent: 4
        case .cloudKitShare: 5
        }
    }

    /// The rank of user activities: a Handoff still loading takes its place after them.
    static let activityRank = 1

    /// The input's key: its rank, then its fields, most significant first; `url` is the input's
    /// ``ReceivedURL``, parsed once for every use.
    static func key(of input: LaunchInput, url: ReceivedURL?) -> [String] {
        switch input.kind {
        case .openURL(let context):
            return [
                "0", url?.normalized ?? context.url, context.url, optional(context.sourceApplication),
                context.openInPlace ? "1" : "0", optional(context.annotation?.canonicalText),
            ]
        case .userActivity(let activity):
            return [
                "1", activity.activityType, optional(url?.normalized),
                optional(activity.webpageURL),
                activity.userInfo.canonicalText, optional(activity.referrerURL),
                optional(activity.targetContentIdentifier),
                optional(activity.title),
            ]
        case .shortcutItem(let item):
            return ["2", item.type, item.userInfo.canonicalText, item.localizedTitle]
        case .notificationResponse(let response):
            return [
                "3", response.requestIdentifier, "\(response.date)", response.actionIdentifier,
                response.categoryIdentifier,
                response.userInfo.canonicalText,
            ]
        case .appIntent(let intent):
            return ["4", intent.type, intent.parameters.canonicalText, optional(intent.targetContentIdentifier)]
        case .cloudKitShare(let share):
            return [
                "5", share.containerIdentifier, optional(share.rootRecordName), share.zoneName, share.zoneOwnerName,
            ]
        }
    }

    /// Whether `lhs` comes before `rhs`: element by element, each compared as UTF-8 bytes.
    static func precedes(_ lhs: [String], _ rhs: [String]) -> Bool {
        for (left, right) in zip(lhs, rhs) where left != right {
            return left.utf8.lexicographicallyPrecedes(right.utf8)
        }
        return lhs.count < rhs.count
    }

    /// The inputs in canonical order, each with its ``ReceivedURL`` when ordering it tokenized the
    /// URL; for equal inputs, the order given.
    ///
    /// An input alone of its kind is placed by its rank, which is its key's first element: only
    /// inputs that share a kind need the rest of their keys (a `userInfo`'s canonical text, or a
    /// URL's normalised form, which tokenizes it), and most batches have one input of each kind.
    static func sorted<Tag>(_ items: [(input: LaunchInput, tag: Tag)]) -> [(
        input: LaunchInput, tag: Tag, url: ReceivedURL?
    )] {
        let ranks = items.map { rank(of: $0.input) }
        var ofRank = [0, 0, 0, 0, 0, 0]
        for rank in ranks { ofRank[rank] += 1 }
        var urls = [ReceivedURL?](repeating: nil, count: items.count)
        var keys = [[String]](repeating: [], count: items.count)
        for index in items.indices where ofRank[ranks[index]] > 1 {
            urls[index] = items[index].input.knownURL.map(ReceivedURL.init)
            keys[index] = key(of: items[index].input, url: urls[index])
        }
        let order = items.indices.sorted { lhs, rhs in
            if ranks[lhs] != ranks[rhs] { return ranks[lhs] < ranks[rhs] }
            if precedes(keys[lhs], keys[rhs]) { return true }
            return !precedes(keys[rhs], keys[lhs]) && lhs < rhs
        }
        return order.map { (items[$0].input, items[$0].tag, urls[$0]) }
    }

    /// `nil` and every string are distinct, and `nil` comes first.
    private static func optional(_ text: String?) -> String {
        text.map { "+" + $0 } ?? ""
    }
}

extension LaunchInput.PropertyListValue {
    /// A rendering that is the same for equal values and different for different ones, with
    /// dictionary keys sorted by their UTF-8 bytes.
    var canonicalText: String {
        switch self {
        case .string(let text): return text.quoted
        case .integer(let value): return "i\(value)"
        case .double(let value): return "d\(value == 0 ? 0 : value)"
        case .bool(let value): return value ? "true" : "false"
        case .date(let value): return "t\(value == 0 ? 0 : value)"
        case .data(let bytes): return "x" + bytes.map { String($0, radix: 16) }.joined(separator: ".")
        case .array(let values): return "[" + values.map(\.canonicalText).joined(separator: ",") + "]"
        case .dictionary(let entries): return entries.canonicalText
        case .null: return "null"
        }
    }
}

extension Dictionary where Key == String, Value == LaunchInput.PropertyListValue {
    /// The canonical rendering of a `userInfo` dictionary: entries sorted by key.
    var canonicalText: String {
        let entries = sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        return "{"
            + entries.map { $0.key.quoted + ":" + $0.value.canonicalText }.joined(
                separator: ",")
            + "}"
    }
}
