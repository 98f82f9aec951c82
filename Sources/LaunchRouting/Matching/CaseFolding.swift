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
