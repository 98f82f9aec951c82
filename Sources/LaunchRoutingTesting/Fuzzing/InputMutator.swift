/// How ``InputFuzzer`` changes an input: the changes that find the bugs of URL routers, each a
/// few bytes: a byte flipped, a delimiter or an escape put in (`%2F`, `%23`, a malformed `%G`), a
/// piece cut or repeated, two inputs spliced, a run of letters in the other case, and a path
/// grown to the segment and length bounds.
struct InputMutator: Sendable {
    /// The longest input it makes.
    let maximumLength: Int

    static let delimiters = Array("/?#&=%:@.+;, ~".utf8)
    /// Escapes of delimiters, of `%` itself, a malformed one and a truncated one.
    static let escapes = ["%2F", "%2f", "%3F", "%23", "%25", "%26", "%3D", "%2E", "%00", "%C3%A9", "%G1", "%"].map {
        Array($0.utf8)
    }

    /// `input` changed by one to three of the changes, the splice taking its tail from `other`.
    func mutate(_ input: [UInt8], splicing other: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0...random.next(below: 3) {
            bytes = change(bytes, other, &random)
        }
        return bytes.count > maximumLength ? Array(bytes.prefix(maximumLength)) : bytes
    }

    private func change(_ input: [UInt8], _ other: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        let position = Int(random.next(below: UInt64(bytes.count + 1)))
        switch random.next(below: 9) {
        case 0 where !bytes.isEmpty:
            bytes[min(position, bytes.count - 1)] = UInt8(truncatingIfNeeded: random.next())
        case 1:
            bytes.insert(Self.delimiters[Int(random.next(below: UInt64(Self.delimiters.count)))], at: position)
        case 2:
            bytes.insert(contentsOf: Self.escapes[Int(random.next(below: UInt64(Self.escapes.count)))], at: position)
        case 3 where !bytes.isEmpty:
            let end = min(bytes.count, position + 1 + Int(random.next(below: 8)))
            bytes.removeSubrange(min(position, bytes.count - 1)..<end)
        case 4 where position < bytes.count:
            let end = min(bytes.count, position + 1 + Int(random.next(below: 16)))
            bytes.insert(contentsOf: bytes[position..<end], at: end)
        case 5:
            let cut = Int(random.next(below: UInt64(other.count + 1)))
            bytes = Array(bytes.prefix(position)) + other.suffix(from: cut)
        case 6 where position < bytes.count:
            let end = min(bytes.count, position + 1 + Int(random.next(below: 12)))
            for index in position..<end where (0x61...0x7A).contains(bytes[index] | 0x20) {
                bytes[index] ^= 0x20
            }
        case 7:
            // A path at the bounds: 63 to 66 more segments, or one segment of up to 2,100 bytes.
            if random.next(below: 2) == 0 {
                let segments = [UInt8](repeating: 0, count: 63 + Int(random.next(below: 4))).flatMap { _ in
                    Array("/a".utf8)
                }
                bytes.insert(contentsOf: segments, at: position)
            } else {
                bytes.insert(
                    contentsOf: [UInt8](repeating: UInt8(ascii: "a"), count: 2_000 + Int(random.next(below: 100))),
                    at: position)
            }
        default:
            bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: position)
        }
        return bytes
    }
}
