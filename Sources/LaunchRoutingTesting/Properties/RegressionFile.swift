/// A file of failing cases, checked into the app's test target and replayed before any new input.
///
/// Each line is a ``PropertyCase`` and a comment with the counterexample it generated:
///
/// ```text
/// # launch-routing regressions: one case per line, replayed before any new input.
/// P6:0.3.1.0.2  # 1. connect(url "shop://cart") | 2. receive(url "shop://cart") | 3. ready
/// ```
///
/// Give one to a check, and every failure it finds is added to the file (once), so the next run
/// replays it first, even with another seed, until it passes; keep the file in git.
///
/// ```swift
/// let report = LaunchProperties(router: router).check(regressions: .beside(#filePath))
/// ```
public struct RegressionFile: Hashable, Sendable {
    /// The file's path.
    public var path: String

    /// The file at `path`, which need not exist yet.
    public init(path: String) {
        self.path = path
    }

    /// `.launch-routing-regressions` (or `name`) in the directory of the source file `filePath`:
    /// pass `#filePath` to keep the file beside the test that uses it.
    ///
    /// The default name is hidden because SwiftPM skips hidden files: in a test target's folder
    /// it needs no `exclude:`, and SwiftPM does not warn about it. A `LaunchRoutingRegressions.txt`
    /// already there is the file, so that the cases an app recorded under that name are still
    /// replayed.
    public static func beside(_ filePath: String, named name: String = defaultName) -> RegressionFile {
        if name == defaultName {
            let visible = TextFile.path("LaunchRoutingRegressions.txt", besideSource: filePath)
            if TextFile.exists(visible) { return RegressionFile(path: visible) }
        }
        return RegressionFile(path: TextFile.path(name, besideSource: filePath))
    }

    /// The name ``beside(_:named:)`` gives the file.
    public static let defaultName = ".launch-routing-regressions"

    /// The cases in the file; none if it does not exist, or is past its bound
    /// (`FileBounds.regressions`, docs/bounds.md).
    public func cases() -> [PropertyCase] {
        replayed().cases
    }

    /// The cases in the file, and why none is replayed when it is past its bound.
    func replayed() -> (cases: [PropertyCase], problem: String?) {
        do {
            return (PropertyCase.cases(in: try TextFile.read(path, bound: FileBounds.regressions) ?? ""), nil)
        } catch {
            return (
                [], "the regressions file \(path): \(error.reason); none of its cases was replayed, and none is added"
            )
        }
    }

    /// Adds `case` to the file with `comment` (the counterexample, on one line), unless the file
    /// already has it; creates the file with a header if it does not exist.
    ///
    /// - Returns: Whether the case was added.
    @discardableResult
    public func record(_ failing: PropertyCase, comment: String) -> Bool {
        // A file past its bound is never written to, nor written over.
        let existing: String?
        do {
            existing = try TextFile.read(path, bound: FileBounds.regressions)
        } catch {
            return false
        }
        if let existing, PropertyCase.cases(in: existing).contains(failing) { return false }
        var text = existing == nil ? Self.header : ""
        if let existing, !existing.isEmpty, !existing.hasSuffix("\n") { text += "\n" }
        let line = comment.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " | ")
        text += failing.description + "  # " + line + "\n"
        return TextFile.append(text, to: path)
    }

    /// Creates the file with its header alone when it does not exist, so that the app can commit
    /// it before anything fails (and, for a file of another name, exclude it from its test target:
    /// SwiftPM warns about an excluded file that does not exist, "Invalid Exclude").
    ///
    /// - Returns: Whether the file exists now.
    @discardableResult
    public func create() -> Bool {
        TextFile.exists(path) || TextFile.write(Self.header, to: path)
    }

    static let header = """
        # launch-routing regressions: one case per line, replayed before any new input.
        # A case is a property and the choices that generate its counterexample; the comment shows it.

        """
}
