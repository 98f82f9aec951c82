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
    /// The file's text, or `nil` when it cannot be opened; a file of more than `bound` bytes is
    /// not read past its bound, and throws.
    static func read(_ path: String, bound: Int) throws(TooLarge) -> String? {
        try bytes(path, bound: bound).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The file's bytes, as ``read(_:bound:)`` reads them.
    static func bytes(_ path: String, bound: Int) throws(TooLarge) -> [UInt8]? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let wanted = min(buffer.count, bound + 1 - bytes.count)
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, wanted, file) }
            if count <= 0 { break }
            bytes += buffer[..<count]
            if bytes.count > bound { throw TooLarge(path: path, bound: bound) }
        }
        return bytes
    }

    /// Whether a file is at `path`.
    static func exists(_ path: String) -> Bool {
        guard let file = fopen(path, "r") else { return false }
        fclose(file)
        return true
    }

    /// A file past the bound it was read with.
    struct TooLarge: Error {
        var path: String
        var bound: Int

        /// `the file ... has more than N bytes, past the bound ...`, after the file's name.
        var reason: String { FileBounds.tooLarge(nil, bound: bound) }
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
