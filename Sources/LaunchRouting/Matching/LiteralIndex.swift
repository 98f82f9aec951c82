/// Every literal edge of the trie in one open-addressing hash table, keyed by the parent node and
/// the segment's bytes: one probe per segment, no `String`, no SipHash, no allocation.
///
/// A hit is confirmed by comparing the bytes with the stored literal, so a hash collision can
/// cost a probe but never a wrong match.
struct LiteralIndex: Sendable {
    /// Sixteen bytes, not 24: the index is kept at most half full, so every table pays for its
    /// empty slots too.
    struct Slot: Sendable {
        /// The hash's high half: its low bits chose the slot, these tell literals apart.
        var tag: UInt32 = 0
        /// The child node; -1 for an empty slot.
        var child: Int32 = -1
        /// Where the literal's bytes start in `text`.
        var start: Int32 = 0
        var count: Int32 = 0
    }

    private var slots: [Slot]
    private var mask: Int
    private var text: [UInt8] = []

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: Slot(), count: size)
        mask = size - 1
    }

    /// FNV-1a over the bytes, salted with the node and the literal's kind, then avalanched.
    @inline(__always)
    static func hash(node: Int32, caseInsensitive: Bool, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ (UInt64(UInt32(bitPattern: node)) << 1 | (caseInsensitive ? 1 : 0))
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        return hash
    }

    @inline(__always)
    static func tag(_ hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash >> 32) }

    mutating func insert(node: Int32, caseInsensitive: Bool, literal: String, child: Int32) {
        var literal = literal
        literal.withUTF8 { bytes in
            let hash = Self.hash(node: node, caseInsensitive: caseInsensitive, bytes)
            var index = Int(truncatingIfNeeded: hash) & mask
            while slots[index].child >= 0 { index = (index + 1) & mask }
            slots[index] = Slot(tag: Self.tag(hash), child: child, start: Int32(text.count), count: Int32(bytes.count))
            text.append(contentsOf: bytes)
        }
    }

    /// Calls `body` with a view of the index that probes through raw pointers.
    @inline(__always)
    func withProbe<T>(_ body: (Probe) -> T) -> T {
        slots.withUnsafeBufferPointer { slots in
            text.withUnsafeBufferPointer { text in
                body(Probe(slots: slots.baseAddress!, mask: mask, text: text.baseAddress))
            }
        }
    }

    /// The index, read through pointers that live as long as the `withProbe` call.
    struct Probe {
        let slots: UnsafePointer<Slot>
        let mask: Int
        let text: UnsafePointer<UInt8>?

        /// The child of `node` through the literal equal to `bytes`, or -1.
        @inline(__always)
        func child(of node: Int32, caseInsensitive: Bool, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
            let hash = LiteralIndex.hash(node: node, caseInsensitive: caseInsensitive, bytes)
            var index = Int(truncatingIfNeeded: hash) & mask
            let tag = LiteralIndex.tag(hash)
            while true {
                let slot = slots[index]
                if slot.child < 0 { return -1 }
                if slot.tag == tag, Int(slot.count) == bytes.count,
                    bytes.isEmpty || memoryEqual(text! + Int(slot.start), bytes.baseAddress!, bytes.count)
                {
                    return slot.child
                }
                index = (index + 1) & mask
            }
        }
    }

    /// The bytes held, for the bench's memory figures.
    var byteCount: Int { slots.count * MemoryLayout<Slot>.stride + text.count }
}

@inline(__always)
func memoryEqual(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    for offset in 0..<count where lhs[offset] != rhs[offset] { return false }
    return true
}
