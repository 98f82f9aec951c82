extension SegmentMatcher {
    /// ``accepts(_:)`` on a decoded segment's bytes, for the compiled matcher: the same answer,
    /// without making a `String`.
    @inline(__always)
    func accepts(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch self {
        case .literal(let text):
            return text.utf8.elementsEqual(bytes)
        case .caseInsensitiveLiteral(let text):
            return CaseFolding.withLowercased(bytes) { text.utf8.elementsEqual($0) }
        case .typed(let type, _):
            switch type {
            case .string: return true
            case .int: return ParameterType.parseInt(bytes: bytes) != nil
            case .uuid: return ParameterType.isUUID(bytes: bytes)
            case .oneOf(let values): return values.contains { $0.utf8.elementsEqual(bytes) }
            }
        case .wildcard, .rest:
            return true
        }
    }
}

/// Lowercasing a segment for case-insensitive literals: ASCII in place on the stack, anything
/// else through the standard library's Unicode lowercasing, as the reference matcher does.
enum CaseFolding {
    @inline(__always)
    static func withLowercased<T>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            var lowered = String(decoding: bytes, as: UTF8.self).lowercased()
            return lowered.withUTF8(body)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { buffer in
            for (offset, byte) in bytes.enumerated() { buffer[offset] = ASCII.lowercased(byte) }
            return body(UnsafeBufferPointer(buffer))
        }
    }
}
