/// The lower bound: a bare byte-level trie walk with no normalisation, no decoding, no typed
/// parameters and no query, one dictionary probe per segment (LB-b of `reference/perf.md`).
///
/// It answers only which node a path reaches, so it bounds what any router can cost here.
struct BareTrie {
    /// Child node by (parent node, FNV-1a hash of the segment bytes).
    var edges: [UInt64: Int32] = [:]
    /// The parameter child of a node, if any.
    var parameterChild: [Int32: Int32] = [:]
    var terminal: Set<Int32> = []
    var count: Int32 = 1

    init(patterns: [String]) {
        for pattern in patterns {
            var node: Int32 = 0
            for piece in pattern.split(separator: "/") {
                if piece.hasPrefix(":") || piece.hasPrefix("*") {
                    if let child = parameterChild[node] {
                        node = child
                    } else {
                        parameterChild[node] = count
                        node = count
                        count += 1
                    }
                } else {
                    let key = Self.key(node, piece.utf8)
                    if let child = edges[key] {
                        node = child
                    } else {
                        edges[key] = count
                        node = count
                        count += 1
                    }
                }
            }
            terminal.insert(node)
        }
    }

    static func key(_ node: Int32, _ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(UInt32(bitPattern: node))
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// The node the path of `url` reaches, or -1.
    func walk(_ url: String) -> Int32 {
        var url = url
        return url.withUTF8 { bytes in
            var index = 0
            while index < bytes.count, bytes[index] != UInt8(ascii: ":") { index += 1 }
            index += 1
            while index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
            if bytes.count > index + 4, bytes[index] == UInt8(ascii: "s"), bytes[index + 1] == UInt8(ascii: "h"),
                bytes[index + 4] == UInt8(ascii: "."), bytes[0] == UInt8(ascii: "h")
            {
                while index < bytes.count, bytes[index] != UInt8(ascii: "/") { index += 1 }
            }
            var node: Int32 = 0
            var start = index
            while start < bytes.count, bytes[start] != UInt8(ascii: "?") {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "/"), bytes[end] != UInt8(ascii: "?") { end += 1 }
                if end > start {
                    let key = Self.key(node, UnsafeBufferPointer(rebasing: bytes[start..<end]))
                    if let child = edges[key] {
                        node = child
                    } else if let child = parameterChild[node] {
                        node = child
                    } else {
                        return -1
                    }
                }
                start = end < bytes.count && bytes[end] == UInt8(ascii: "/") ? end + 1 : end
            }
            return terminal.contains(node) ? node : -1
        }
    }
}
