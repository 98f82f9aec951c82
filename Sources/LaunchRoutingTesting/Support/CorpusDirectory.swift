#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#else
#error("CorpusDirectory has no file access on this platform")
#endif

/// A libFuzzer corpus directory, with the C library alone (the harness takes no Foundation).
enum CorpusDirectory {
    /// The corpus directory a libFuzzer command line names first: its first argument after the
    /// program that is no flag (`-runs=…`), when that is a directory. A file there is an input to
    /// replay, and gives `nil`.
    static func first(of arguments: [String]) -> String? {
        guard let path = arguments.dropFirst().first(where: { !$0.hasPrefix("-") }), let directory = opendir(path)
        else { return nil }
        closedir(directory)
        return path
    }

    /// Writes each of `inputs` to a file of `directory`, `seed-N`, when the directory has no file
    /// yet; how many were written.
    static func seedIfEmpty(_ directory: String, with inputs: [[UInt8]]) -> Int {
        guard let handle = opendir(directory) else { return 0 }
        var isEmpty = true
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { isEmpty = false }
        }
        closedir(handle)
        guard isEmpty else { return 0 }
        var written = 0
        for (index, input) in inputs.enumerated() {
            guard let file = fopen(directory + "/seed-\(index + 1)", "wb") else { continue }
            let count = input.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
            if fclose(file) == 0 && count == input.count { written += 1 }
        }
        return written
    }
}
