import LaunchRouteBench
import LaunchRouteCommands

// The tool's logic is in LaunchRouteCommands, and the benchmark in Benchmarks/ (LaunchRouteBench).
let result = LaunchRouteTool.run(
    Array(CommandLine.arguments.dropFirst()), context: .process(benchmark: LaunchRouteBench.benchmark))
ProcessIO.writeStandardOutput(result.standardOutput)
ProcessIO.writeStandardError(result.standardError)
ProcessIO.exit(result.exitCode)
