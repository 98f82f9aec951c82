#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#else
#error("Unsupported platform")
#endif

extension ToolContext {
    /// The context of a real run: the process's environment and files, and a progress line on
    /// standard error when it is a terminal.
    package static func process(benchmark: Benchmark? = nil) -> ToolContext {
        let errorIsTerminal = isatty(2) == 1
        let noColour = getenv("NO_COLOR").map { String(cString: $0) }.map { !$0.isEmpty } ?? false
        return ToolContext(
            environment: { name in ProcessIO.environment(name) },
            standardOutputIsTerminal: isatty(1) == 1,
            standardErrorIsTerminal: errorIsTerminal,
            readFile: { path, bound throws(FileError) in try ProcessIO.read(path, bound: bound) },
            writeFile: { path, bytes throws(FileError) in try ProcessIO.write(bytes, toFile: path) },
            progress: errorIsTerminal
                ? ProgressLine(
                    update: { text in
                        ProcessIO.writeStandardError("\r\u{1B}[2K" + (noColour ? text : "\u{1B}[2m\(text)\u{1B}[0m"))
                    },
                    clear: { ProcessIO.writeStandardError("\r\u{1B}[2K") })
                : nil,
            benchmark: benchmark
        )
    }
}

/// The tool's calls into the C library: files, standard output and error, and exit.
package enum ProcessIO {
    /// Writes `text` to standard output, all of it.
    package static func writeStandardOutput(_ text: String) { write(text, to: 1) }

    /// Writes `text` to standard error, all of it.
    package static func writeStandardError(_ text: String) { write(text, to: 2) }

    /// The value of an environment variable, or `nil` when it is not set.
    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Ends the process.
    package static func exit(_ code: ExitCode) -> Never {
        #if canImport(Glibc)
        Glibc.exit(code.rawValue)
        #elseif canImport(Musl)
        Musl.exit(code.rawValue)
        #elseif canImport(Darwin)
        Darwin.exit(code.rawValue)
        #endif
    }

    private static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #elseif canImport(Musl)
                Musl.write(descriptor, buffer.baseAddress, buffer.count)
                #elseif canImport(Darwin)
                Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// The bytes of the file at `path`, read only when it has at most `bound`: a larger one is
    /// told by its size, or, when it has none (a pipe), by reading one byte past the bound.
    static func read(_ path: String, bound: Int) throws(FileError) -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw FileError(path: path, reason: reason(errno)) }
        defer { fclose(file) }
        var status = stat()
        if fstat(fileno(file), &status) == 0, Int(status.st_size) > bound {
            throw FileError(path: path, tooLarge: Int(status.st_size), bound: bound)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let wanted = min(chunk.count, bound + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, wanted, file) }
            bytes += chunk[..<count]
            if bytes.count > bound { throw FileError(path: path, tooLarge: nil, bound: bound) }
            if count < wanted {
                if ferror(file) != 0 { throw FileError(path: path, reason: reason(errno)) }
                return bytes
            }
        }
    }

    /// Writes `bytes` to the file at `path`, created or truncated.
    static func write(_ bytes: [UInt8], toFile path: String) throws(FileError) {
        guard let file = fopen(path, "wb") else { throw FileError(path: path, reason: reason(errno)) }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let failure = written < bytes.count || ferror(file) != 0 ? errno : 0
        if fclose(file) != 0 || failure != 0 {
            throw FileError(path: path, reason: reason(failure != 0 ? failure : errno))
        }
    }

    private static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
