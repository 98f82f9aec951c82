#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#else
#error("TextFile has no file access on this platform")
#endif

/// Whole-file reads and writes for the files a test keeps beside it (regressions, a spec), with
/// the C library alone: the harness takes no Foundation.
enum TextFile {
    /// The file's text, or `nil` when it cannot be opened.
    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The path of `name` in the directory of the source file `filePath` (`#filePath`).
    static func path(_ name: String, besideSource filePath: String) -> String {
        let directory = filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
            separator: "/")
        return (directory.isEmpty ? "." : directory) + "/" + name
    }

    /// Adds `text` at the end of the file, creating it if needed; whether every byte was written.
    static func append(_ text: String, to path: String) -> Bool {
        write(text, to: path, mode: "a")
    }

    /// Replaces the file's contents with `text`; whether every byte was written.
    static func write(_ text: String, to path: String) -> Bool {
        write(text, to: path, mode: "w")
    }

    private static func write(_ text: String, to path: String, mode: String) -> Bool {
        guard let file = fopen(path, mode) else { return false }
        let written = fputs(text, file) >= 0
        return fclose(file) == 0 && written
    }
}
