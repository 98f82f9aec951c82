import Foundation

/// Runs `launch-route` for a command plugin: in the package's folder, so that its messages name
/// files as the package does; its output is the user's, and its exit code ends the plugin.
///
/// SwiftPM ends `swift package` with 1 whenever a plugin fails, and names the plugin's code in
/// its last line (`error: Plugin ended with exit code 65`).
enum ToolProcess {
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
