@_spi(Fuzzing) import LaunchRouting
import LaunchRoutingTesting

/// Everything a run of `launch-route` takes from outside its arguments: the environment, whether
/// the output streams are terminals, the files it reads, where progress lines go, and the
/// benchmark (which lives in the executable).
///
/// The tool itself never touches the process: ``process(benchmark:)`` builds the context of a
/// real run, and tests build one by hand, so that every subcommand runs in-process with golden
/// output.
///
/// ```swift
/// let context = ToolContext(files: ["routes.json": Array(json.utf8)])
/// let result = LaunchRouteTool.run(["resolve", "--table", "routes.json", "shop://product/42"], context: context)
/// result.exitCode        // .success
/// ```
package struct ToolContext: Sendable {
    /// The value of an environment variable, or `nil` when it is not set.
    package var environment: @Sendable (String) -> String?
    /// Whether standard output is a terminal: colour needs it.
    package var standardOutputIsTerminal: Bool
    /// Whether standard error is a terminal: colour on `error:` lines needs it.
    package var standardErrorIsTerminal: Bool
    /// The bytes of a file, read up to a bound: past it, a ``FileError`` with the file's size.
    package var readFile: @Sendable (_ path: String, _ bound: Int) throws(FileError) -> [UInt8]
    /// Writes a file whole, in place of what it held (`generate --output`).
    package var writeFile: @Sendable (_ path: String, _ bytes: [UInt8]) throws(FileError) -> Void
    /// Where progress lines go as they happen; `nil` for none.
    package var progress: ProgressLine?
    /// The benchmark of `launch-route bench`; `nil` where the tool has none.
    package var benchmark: Benchmark?
    /// How the tool is invoked, as replay lines and hints write it.
    package var invocation: String

    package init(
        environment: @escaping @Sendable (String) -> String? = { _ in nil },
        standardOutputIsTerminal: Bool = false,
        standardErrorIsTerminal: Bool = false,
        readFile: @escaping @Sendable (String, Int) throws(FileError) -> [UInt8] = { path, _ throws(FileError) in
            throw FileError(path: path, reason: "No such file or directory")
        },
        writeFile: @escaping @Sendable (String, [UInt8]) throws(FileError) -> Void = { path, _ throws(FileError) in
            throw FileError(path: path, reason: "Read-only file system")
        },
        progress: ProgressLine? = nil,
        benchmark: Benchmark? = nil,
        invocation: String = "swift run launch-route"
    ) {
        self.environment = environment
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.readFile = readFile
        self.writeFile = writeFile
        self.progress = progress
        self.benchmark = benchmark
        self.invocation = invocation
    }

    /// A context whose files are `files` and whose environment is `environment`.
    package init(
        files: [String: [UInt8]],
        environment: [String: String] = [:],
        standardOutputIsTerminal: Bool = false,
        standardErrorIsTerminal: Bool = false,
        progress: ProgressLine? = nil,
        benchmark: Benchmark? = nil
    ) {
        self.init(
            environment: { environment[$0] },
            standardOutputIsTerminal: standardOutputIsTerminal,
            standardErrorIsTerminal: standardErrorIsTerminal,
            readFile: { path, bound throws(FileError) in
                guard let bytes = files[path] else { throw FileError(path: path, reason: "No such file or directory") }
                guard bytes.count <= bound else { throw FileError(path: path, tooLarge: bytes.count, bound: bound) }
                return bytes
            },
            progress: progress,
            benchmark: benchmark
        )
    }

    /// Whether colour is off everywhere: `NO_COLOR` is set and not empty (https://no-color.org).
    var isColourDisabled: Bool {
        guard let value = environment("NO_COLOR") else { return false }
        return !value.isEmpty
    }

    /// The styles for standard output: colour only on a terminal, and never with `NO_COLOR`.
    var standardOutputStyle: Style {
        Style(isEnabled: standardOutputIsTerminal && !isColourDisabled)
    }

    /// The styles for standard error.
    var standardErrorStyle: Style {
        Style(isEnabled: standardErrorIsTerminal && !isColourDisabled)
    }
}

/// Why a file could not be read.
package struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    /// The system's reason, as `No such file or directory`.
    package var reason: String

    /// When the file is past the bound it was read with: its size in bytes, or `bound + 1` when
    /// its size is not known (a pipe).
    package var size: Int?

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// A file of `size` bytes, past `bound`.
    package init(path: String, tooLarge size: Int?, bound: Int) {
        self.path = path
        self.reason = FileBounds.tooLarge(size, bound: bound)
        self.size = size ?? bound + 1
    }

    package var description: String { reason }
}

/// A progress line on standard error, for long runs: shown as it changes, then cleared.
package struct ProgressLine: Sendable {
    /// Shows `text` in place of the previous progress line.
    package var update: @Sendable (String) -> Void
    /// Clears the line, before the result is written.
    package var clear: @Sendable () -> Void

    package init(update: @escaping @Sendable (String) -> Void, clear: @escaping @Sendable () -> Void) {
        self.update = update
        self.clear = clear
    }
}

/// The benchmark behind `launch-route bench`, supplied by the executable, which owns the timers.
package struct Benchmark: Sendable {
    /// What `bench` is asked to do.
    package struct Request: Hashable, Sendable {
        /// Fewer repetitions and shorter measurements, for a smoke test.
        package var quick: Bool
        /// Only resolve the hits of the 1,000-route workload for a few seconds, for a profiler.
        package var profile: Bool
        /// Only count the allocations of each kind of input against their bounds.
        package var allocations: Bool
        /// Only the app's path: inputs through the inbox, building at launch, the harness.
        package var appPath: Bool
        /// Only lint on an AASA file far past Apple's limit, against one at it.
        package var oversize: Bool

        package init(
            quick: Bool, profile: Bool = false, allocations: Bool = false, appPath: Bool = false, oversize: Bool = false
        ) {
            self.quick = quick
            self.profile = profile
            self.allocations = allocations
            self.appPath = appPath
            self.oversize = oversize
        }
    }

    /// What a run measured: the report as text, and its fields as JSON.
    package struct Figures: Sendable {
        package var text: String
        package var json: JSONValue
        /// Whether every figure the run checks is within its bound; the command fails otherwise.
        package var passed: Bool

        package init(text: String, json: JSONValue, passed: Bool = true) {
            self.text = text
            self.json = json
            self.passed = passed
        }
    }

    /// The processor's model name, where the system tells.
    package var processorName: String?
    /// Whether this is a release build; figures of a debug build mean little.
    package var isReleaseBuild: Bool
    /// Runs the benchmark, reporting each step.
    package var run: @Sendable (Request, _ progress: (String) -> Void) throws(RouteTableError) -> Figures

    package init(
        processorName: String?,
        isReleaseBuild: Bool,
        run: @escaping @Sendable (Request, _ progress: (String) -> Void) throws(RouteTableError) -> Figures
    ) {
        self.processorName = processorName
        self.isReleaseBuild = isReleaseBuild
        self.run = run
    }
}
