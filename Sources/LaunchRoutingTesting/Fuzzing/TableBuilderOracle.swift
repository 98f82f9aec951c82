@_spi(Fuzzing) import LaunchRouting

/// The laws of building a table from arbitrary patterns and query declarations: the oracle of the
/// `FuzzTableBuilder` fuzz target, and of its fail cases replayed by the tests.
///
/// The bytes are read as a ``TableText``. Building must succeed or throw a `RouteTableError`
/// with a message, never trap; P2, registration order never changes whether it builds nor what
/// any URL resolves to; and on a table that builds, URLs derived from it (hits, near misses and
/// adversarial text, drawn from a seed that the bytes fix) keep every law of ``ResolveOracle``.
///
/// ```swift
/// TableBuilderOracle.check(Array("scheme shop\n/product/:id(int)\n".utf8))   // nil
/// ```
@_spi(Fuzzing) public enum TableBuilderOracle {
    /// How many derived URLs each table that builds resolves.
    public static let urlsPerTable = 8

    /// `nil` when every law holds on `bytes`, otherwise what broke.
    public static func check(_ bytes: [UInt8]) -> String? {
        let text = TableText(parsing: bytes)
        let table: RouteTable<RouteMatch>
        do {
            table = try text.table()
        } catch {
            if error.message.isEmpty { return "building fails with \(error.code) and an empty message" }
            if (try? text.table(reversed: true)) != nil {
                return "the table builds with its routes reversed, but not as given: \(error)"
            }
            return nil
        }
        let reversed: RouteTable<RouteMatch>
        do {
            reversed = try text.table(reversed: true)
        } catch {
            return "the table builds as given, but not with its routes reversed: \(error)"
        }

        var choices = Choices(seed: fingerprint(bytes))
        let urls = URLGenerator(table: table).any.array(count: urlsPerTable...urlsPerTable).generate(&choices)
        let oracle = ResolveOracle(table: table)
        for url in urls {
            if let broken = oracle.check(Array(url.utf8)) { return "\"\(url)\": \(broken)" }
            let given = table.match(url)
            let inReverse = reversed.match(url)
            if given != inReverse { return "\"\(url)\" gives \(given), but \(inReverse) with the routes reversed" }
        }
        return nil
    }

    /// FNV-1a of the bytes: the seed of the derived URLs, so one input is always one test.
    static func fingerprint(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
