#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#else
#error("Unsupported platform")
#endif

/// The harness's only reads of the process environment.
enum Environment {
    /// `LAUNCH_ROUTING_SEED`, when it is a decimal number.
    static var seed: UInt64? {
        guard let text = getenv("LAUNCH_ROUTING_SEED") else { return nil }
        return UInt64(String(cString: text))
    }

    /// `LAUNCH_ROUTING_REPLAY`: cases to replay before any new input, as ``PropertyCase/cases(in:)`` reads them.
    static var replay: [PropertyCase] {
        guard let text = getenv("LAUNCH_ROUTING_REPLAY") else { return [] }
        return PropertyCase.cases(in: String(cString: text))
    }

    /// `LAUNCH_ROUTING_RECORD_SPEC=1`: rewrite committed spec files instead of checking them.
    static var recordsSpec: Bool {
        guard let text = getenv("LAUNCH_ROUTING_RECORD_SPEC") else { return false }
        return String(cString: text) == "1"
    }
}
