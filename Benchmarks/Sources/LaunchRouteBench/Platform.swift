import CHeapStatistics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#else
#error("Unsupported platform")
#endif

/// The bench's calls into the C library: CPU time, the environment, heap statistics, the
/// processor's name, and a write to standard error that keeps its measured loop from being
/// optimised away.
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

    /// Nanoseconds of CPU time this thread has used: what the bench measures, since on a shared
    /// machine time spent waiting for a core is not time spent resolving.
    static func threadCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// An environment variable's value.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Bytes the allocator has handed out and not taken back, where the C library tells.
    static func heapBytesInUse() -> Int? {
        let bytes = launch_route_heap_bytes_in_use()
        return bytes < 0 ? nil : Int(bytes)
    }

    /// The most memory the process has held resident so far, in bytes.
    static func peakResidentBytes() -> Int? {
        var usage = rusage()
        #if canImport(Glibc)
        let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return nil }
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)
        #else
        return Int(usage.ru_maxrss) * 1_024
        #endif
    }

    /// Calls to malloc so far, where they are counted.
    static func mallocCalls() -> Int? {
        let calls = launch_route_malloc_calls()
        return calls < 0 ? nil : Int(calls)
    }

    /// The processor's model name, where the system tells.
    static var processorName: String? {
        #if os(Linux)
        guard let file = fopen("/proc/cpuinfo", "r") else { return nil }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>? = nil
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            let text = String(cString: line)
            if text.hasPrefix("model name") {
                return text.split(separator: ":", maxSplits: 1).last.map { String($0.drop { $0 == " " }.dropLast()) }
            }
        }
        return nil
        #else
        return nil
        #endif
    }
}
