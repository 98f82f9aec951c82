/// The text of an ``OutcomeReason``: written, or the facts to write it from when it is first read.
///
/// A miss is a quarter of what a router sees, and most misses are never shown: an app switches on
/// the code. So the fast path's most common miss, a clean URL no route takes, keeps the URL it
/// was given (a reference, not a copy), and its message is written only when read, word for word
/// what it would have been (`LazyReasonTests`). The case holds no more than a string, so that a
/// reason, and every result that may hold one, is no larger than before and a hit pays nothing.
enum ReasonText: Sendable {
    case written(String)
    /// `no route matches the path "..."`, of this URL, which the fast path took.
    case noRouteForPath(url: String)
}
