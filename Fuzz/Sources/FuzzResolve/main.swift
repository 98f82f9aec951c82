import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Any bytes as a URL against the built-in example table (`ExampleRoutes`), or against an app's JSON
// route spec named by LAUNCH_ROUTING_FUZZ_TABLE (`Fuzz/run fuzz resolve --table FILE`): the
// compiled and the reference matcher agree, a reason for every input that does not route, fragment
// and scheme-case invariance, cold ≡ warm through a `LaunchInbox`, and the round trip
// (`ResolveOracle`).

/// The app's table, when one is named; a table that does not load stops the run before any input.
let appTable: (path: String, oracle: ResolveOracle<RouteMatch>)? = {
    guard let path = ProcessInfo.processInfo.environment["LAUNCH_ROUTING_FUZZ_TABLE"] else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else {
        stop("FuzzResolve: cannot read the table \(path)")
    }
    do {
        let spec = try RouteSpec(json: String(decoding: data, as: UTF8.self))
        return (path, ResolveOracle(table: try spec.table()))
    } catch {
        stop("FuzzResolve: the table \(path) does not load: \(error)")
    }
}()

/// Writes `message` to standard error and ends the process before any input is run.
func stop(_ message: String) -> Never {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResolve(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let (path, oracle) = appTable {
        if let broken = oracle.check(bytes) {
            // The law, the input, and the line that shows what the tool makes of it.
            let text = String(decoding: bytes, as: UTF8.self).escapingControlsForReplay
            fatalError("FuzzResolve on \(path): \(broken)\nreplay: launch-route resolve --table \(path) '\(text)'")
        }
        return 0
    }
    if let broken = MainActor.assumeIsolated({ FuzzTarget.resolve.check(bytes) }) {
        fatalError("FuzzResolve: \(broken)")
    }
    return 0
}

extension String {
    /// Controls as `\u{…}` and `'` closed and reopened, for a single-quoted shell word.
    var escapingControlsForReplay: String {
        unicodeScalars.map { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F
                ? "\\u{" + String(scalar.value, radix: 16) + "}" : scalar == "'" ? "'\\''" : String(scalar)
        }.joined()
    }
}
