extension Generator {
    /// The value `bytes` stand for, one byte a choice: how a fuzz target turns libFuzzer's bytes
    /// into a generator's choices, so that it runs a property's own generator. Any bytes are a
    /// value; bytes past what the generator draws change nothing.
    ///
    /// ```swift
    /// let ids = Generator.int(in: 0...100)
    /// let bytes = ids.bytes(seed: 7)   // what a corpus file holds
    /// ids.value(fromBytes: bytes)      // the value seed 7 draws, again
    /// ```
    func value(fromBytes bytes: [UInt8]) -> Value {
        var choices = Choices(replaying: bytes.map(UInt64.init))
        return generate(&choices)
    }

    /// The bytes of a value drawn at random from `seed`, as ``value(fromBytes:)`` reads them: a
    /// seed for a fuzzer's corpus. A choice past 255 is kept modulo 256, which still reads back
    /// as a valid value.
    func bytes(seed: UInt64) -> [UInt8] {
        var choices = Choices(seed: seed)
        _ = generate(&choices)
        return choices.recorded.map { UInt8(truncatingIfNeeded: $0) }
    }
}
