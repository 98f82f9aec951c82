/// The path of a clean URL split into segments held on the stack, percent-decoded into a scratch
/// buffer only where a segment has an escape: the fast path's segments, with no `String` made.
///
/// The scanner has validated every escape already, so decoding cannot fail here. A dot segment or
/// more segments than fit stop the split: the slow path then words the reason.
struct FastSegments {
    let bytes: UnsafeBufferPointer<UInt8>
    let segments: UnsafeMutableBufferPointer<UnsafeBufferPointer<UInt8>>
    let positions: UnsafeMutableBufferPointer<Int>
    let scratch: UnsafeMutableBufferPointer<UInt8>
    let capacity: Int
    /// Whether the path holds a `%` at all, so a segment without one is never searched for it.
    let decodes: Bool
    private(set) var count = 0
    private var scratchUsed = 0

    init(
        bytes: UnsafeBufferPointer<UInt8>,
        segments: UnsafeMutableBufferPointer<UnsafeBufferPointer<UInt8>>,
        positions: UnsafeMutableBufferPointer<Int>,
        scratch: UnsafeMutableBufferPointer<UInt8>,
        capacity: Int,
        decodes: Bool
    ) {
        self.bytes = bytes
        self.segments = segments
        self.positions = positions
        self.scratch = scratch
        self.capacity = capacity
        self.decodes = decodes
    }

    /// The segments split so far.
    var found: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>> {
        UnsafeBufferPointer(rebasing: segments[0..<count])
    }

    /// Splits a custom scheme's authority (its first segment), then the path at each `/`; `false`
    /// to take the slow path.
    @inline(__always)
    mutating func split(first: Range<Int>?, path: Range<Int>) -> Bool {
        if let first, !append(first) { return false }
        var start = path.lowerBound
        for offset in path where bytes[offset] == ASCII.slash {
            guard append(start..<offset) else { return false }
            start = offset + 1
        }
        return append(start..<path.upperBound)
    }

    @inline(__always)
    private mutating func append(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return true }
        guard count < capacity else { return false }
        var segment = UnsafeBufferPointer(rebasing: bytes[range])
        if decodes, segment.contains(ASCII.percent) { segment = decoded(range) }
        // A dot segment is rejected, with a reason the slow path words.
        if segment.count <= 2, segment.allSatisfy({ $0 == ASCII.dot }) { return false }
        segments[count] = segment
        positions[count] = range.lowerBound
        count += 1
        return true
    }

    /// The bytes of `range` percent-decoded into the scratch buffer.
    private mutating func decoded(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        let start = scratchUsed
        var offset = range.lowerBound
        while offset < range.upperBound {
            if bytes[offset] == ASCII.percent {
                scratch[scratchUsed] = ASCII.hexValue(bytes[offset + 1])! << 4 | ASCII.hexValue(bytes[offset + 2])!
                offset += 3
            } else {
                scratch[scratchUsed] = bytes[offset]
                offset += 1
            }
            scratchUsed += 1
        }
        return UnsafeBufferPointer(rebasing: scratch[start..<scratchUsed])
    }
}
