import LaunchRoutingTesting

/// A property that failed, as the issue `expectLaunchProperties(of:)` records: its description is
/// the title (the property, the route, the replay line), so a test report names what
/// failed on one line, and the comment holds the whole failure.
struct LaunchPropertyViolation: Error, CustomStringConvertible {
    var title: String

    var description: String { title }
}
