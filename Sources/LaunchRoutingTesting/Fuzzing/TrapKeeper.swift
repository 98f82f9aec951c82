#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Keeps the input that traps, for ``InputFuzzer`` in a process without libFuzzer: before each
/// input is checked it is copied into a buffer allocated once, and a handler of the signals a Swift
/// trap raises (`SIGILL` on x86-64, `SIGTRAP` on arm64, `SIGSEGV`, `SIGBUS`, `SIGABRT`) writes the
/// buffer to a file opened in advance, then lets the signal end the process as it would have.
///
/// A handler may call only what is safe in one, so it writes with `write(2)` from memory it owns.
/// Run with `SWIFT_BACKTRACE=enable=no`, so that the Swift runtime's handler does not come first.
/// The buffer, the file and the handlers are the process's: one run at a time keeps its traps,
/// and ``keeping(in:_:)`` makes a second run wait for the first.
enum TrapKeeper {
    /// The longest input kept; a longer one is kept cut.
    static let capacity = 65_536
    nonisolated(unsafe) private static var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var length = 0
    nonisolated(unsafe) private static var file: Int32 = -1
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT]

    /// Runs `body` with the traps it meets kept in `path`, which is removed when it returns; one
    /// such run at a time. Swift Testing runs tests in parallel, and two runs at once each closed
    /// the other's file, so one left its file behind whatever it met.
    static func keeping<Result>(in path: String, _ body: () -> Result) -> Result {
        #if canImport(Darwin) || canImport(Glibc)
        pthread_mutex_lock(turn)
        defer { pthread_mutex_unlock(turn) }
        #endif
        _ = install(path: path)
        defer { uninstall(path: path) }
        return body()
    }

    #if canImport(Darwin) || canImport(Glibc)
    /// Held by the run that keeps its traps.
    nonisolated(unsafe) private static let turn: UnsafeMutablePointer<pthread_mutex_t> = {
        let turn = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(turn, nil)
        return turn
    }()
    #endif

    /// Opens `path` for the input that traps, and installs the handler; `false` when the file
    /// cannot be opened.
    private static func install(path: String) -> Bool {
        #if canImport(Darwin) || canImport(Glibc)
        file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard file >= 0 else { return false }
        for number in signals {
            signal(number) { number in
                if TrapKeeper.file >= 0 {
                    _ = write(TrapKeeper.file, TrapKeeper.buffer, TrapKeeper.length)
                    _ = close(TrapKeeper.file)
                }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
        return true
        #else
        return false
        #endif
    }

    /// The input about to be checked.
    @inline(__always)
    static func hold(_ input: [UInt8]) {
        guard file >= 0 else { return }
        let count = min(input.count, capacity)
        input.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { buffer.update(from: base, count: count) }
        }
        length = count
    }

    /// Closes and removes the file, which no trap wrote, and puts the signals' handlers back.
    private static func uninstall(path: String) {
        guard file >= 0 else { return }
        for number in signals { signal(number, SIG_DFL) }
        _ = close(file)
        _ = unlink(path)
        file = -1
    }
}
