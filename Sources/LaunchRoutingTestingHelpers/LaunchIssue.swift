import LaunchRoutingTesting

/// What an expectation of this module records: its description is the issue's title, so that a
/// test report says on one line what differed (Swift Testing titles a comment alone "Issue
/// recorded"); a longer account, where there is one, is the issue's comment.
struct LaunchIssue: Error, CustomStringConvertible {
    var title: String

    var description: String { title }
}
