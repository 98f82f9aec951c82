@_spi(Fuzzing) import LaunchRouting

/// `shop://` then `a/` a number of times: at the length limit's count, a URL twice too long.
enum OverlongPath {
    static let atDefaultLimit = path(URLLimits.default.maximumLength)

    /// At most a million repetitions, whatever the limit: past that the URL is too long for any
    /// table that can be tested in memory.
    static func path(_ count: Int) -> String {
        var bytes = Array("shop://".utf8)
        let count = min(count, 1 << 20)
        bytes.reserveCapacity(bytes.count + 2 * count)
        for _ in 0..<count {
            bytes.append(UInt8(ascii: "a"))
            bytes.append(UInt8(ascii: "/"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
