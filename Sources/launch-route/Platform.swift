#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#else
#error("Unsupported platform")
#endif

/// The tool's only calls into the C library: standard error, the terminal test, and exit.
enum Platform {
    static func writeStandardError(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            #if canImport(Glibc)
            _ = Glibc.write(2, buffer.baseAddress, buffer.count)
            #elseif canImport(Musl)
            _ = Musl.write(2, buffer.baseAddress, buffer.count)
            #elseif canImport(Darwin)
            _ = Darwin.write(2, buffer.baseAddress, buffer.count)
            #endif
        }
    }

    /// Whether standard output is a terminal, where colour and progress lines belong.
    static var standardOutputIsTerminal: Bool { isatty(1) == 1 }

    static func exit(_ code: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(code)
        #elseif canImport(Musl)
        Musl.exit(code)
        #elseif canImport(Darwin)
        Darwin.exit(code)
        #endif
    }
}
