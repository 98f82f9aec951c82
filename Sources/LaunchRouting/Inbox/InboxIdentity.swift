/// What tells a copy of an input: its ``DeduplicationKey``, worked out only when an input of
/// the same family is compared with it, since a URL's key parses the URL.
///
/// Most inputs arrive with nothing of their family pending or delivered within the interval,
/// so most are never parsed for their key; the router resolves a clean URL on its fast path.
struct InboxIdentity: Sendable {
    private var key: DeduplicationKey?
    private let input: LaunchInput
    private let channel: LaunchInput.Channel
    /// The family of the input's key; `nil` for a failed Handoff, whose key matches only another
    /// failure of its activity type.
    private let family: DeduplicationKey.Family?

    /// The identity of `input`; `url`, when the inbox has tokenized it, gives the key at once.
    init(_ input: LaunchInput, channel: LaunchInput.Channel, url: ReceivedURL? = nil) {
        self.input = input
        self.channel = channel
        family = DeduplicationKey.Family(input)
        key = url.map { DeduplicationKey(input, channel: channel, url: $0) }
    }

    /// The identity of a failed Handoff of `activityType`, pending or delivered.
    init(continuationFailureOf activityType: String) {
        input = .handoffPlaceholder(activityType)
        channel = .callback
        family = nil
        key = .continuationFailure(activityType: activityType)
    }

    /// Whether the key has been worked out.
    var isKeyed: Bool { key != nil }

    /// Whether the two are copies of one input (``DeduplicationKey/matches(_:)``); each key is
    /// worked out, and kept, only if the families agree.
    mutating func matches(_ other: inout InboxIdentity) -> Bool {
        guard family == other.family, !schemesDiffer(from: other) else { return false }
        return resolved().matches(other.resolved())
    }

    /// Whether the two are the same input, by equal keys.
    mutating func equals(_ other: inout InboxIdentity) -> Bool {
        family == other.family && !schemesDiffer(from: other) && resolved() == other.resolved()
    }

    /// Whether two links have schemes that differ, so that their keys do too, told without
    /// tokenizing either: a link's key is its normalised form, which starts with its scheme
    /// (lowercased, or as written when the URL does not parse) and a colon. A URL and a
    /// universal link that arrive together are told apart this way.
    private func schemesDiffer(from other: InboxIdentity) -> Bool {
        guard family == .link, let mine = input.knownURL, let theirs = other.input.knownURL
        else { return false }
        return URLText.schemesDiffer(mine, theirs)
    }

    private mutating func resolved() -> DeduplicationKey {
        if let key { return key }
        let made = DeduplicationKey(input, channel: channel)
        key = made
        return made
    }
}

extension LaunchInput {
    /// The activity that stands for a Handoff of `type` not arrived, or failed: only its type.
    static func handoffPlaceholder(_ type: String) -> LaunchInput {
        .userActivity(.init(activityType: type))
    }
}
