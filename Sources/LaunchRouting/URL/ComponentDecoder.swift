/// Percent-decodes components of one URL, remembering the first fault of each kind so that the
/// caller can report them in the policy's order.
struct ComponentDecoder {
    let bytes: UnsafeBufferPointer<UInt8>
    var firstInvalidUTF8: Int? = nil
    var firstControl: (offset: Int, byte: UInt8)? = nil

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var firstFault: OutcomeReason? {
        if let offset = firstInvalidUTF8 { return URLTokenizer.invalidUTF8(at: offset) }
        if let (offset, byte) = firstControl {
            return OutcomeReason(
                code: .controlCharacter,
                message: "the URL contains the control character \(ASCII.percentEncoded(byte)), percent-encoded",
                position: offset
            )
        }
        return nil
    }

    /// The decoded component, or `nil` after recording why it cannot be decoded.
    mutating func decode(_ range: Range<Int>, plusIsSpace: Bool) -> String? {
        if ASCII.firstIndex(of: ASCII.percent, in: bytes, range) == nil
            && !(plusIsSpace && ASCII.firstIndex(of: ASCII.plus, in: bytes, range) != nil)
        {
            // Raw bytes were validated as UTF-8 and free of controls already.
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        // Decoded into temporary storage (on the stack for a short component), never longer
        // than the raw bytes: a short value decodes without touching the heap.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: range.count) { scratch in
            var count = 0
            var offset = range.lowerBound
            while offset < range.upperBound {
                let byte = bytes[offset]
                if byte == ASCII.percent, let high = ASCII.hexValue(bytes[offset + 1]),
                    let low = ASCII.hexValue(bytes[offset + 2])
                {
                    let decoded = high << 4 | low
                    if decoded < 0x20 || decoded == 0x7F, firstControl == nil { firstControl = (offset, decoded) }
                    scratch[count] = decoded
                    offset += 3
                } else {
                    scratch[count] = plusIsSpace && byte == ASCII.plus ? ASCII.space : byte
                    offset += 1
                }
                count += 1
            }
            let decoded = UnsafeBufferPointer(rebasing: scratch[0..<count])
            if let invalid = UTF8Validation.firstInvalidOffset(decoded) {
                if firstInvalidUTF8 == nil { firstInvalidUTF8 = sourceOffset(ofDecoded: invalid, in: range) }
                return nil
            }
            return String(decoding: decoded, as: UTF8.self)
        }
    }

    /// Maps an offset in the decoded bytes of `range` back to the offset of its source in the URL.
    private func sourceOffset(ofDecoded target: Int, in range: Range<Int>) -> Int {
        var decoded = 0
        var offset = range.lowerBound
        while offset < range.upperBound, decoded < target {
            offset += bytes[offset] == ASCII.percent ? 3 : 1
            decoded += 1
        }
        return offset
    }
}
