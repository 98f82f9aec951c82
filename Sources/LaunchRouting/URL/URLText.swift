/// What the library reads of a URL's text before, or without, tokenizing it: its scheme, and
/// whether it is a URL of some schemes at all (for a `url(...)` parameter and a web page).
package enum URLText {
    /// Why `text` is not a value of `url(schemes)`, in words that follow `not "…": `; `nil` when
    /// it is one: an absolute URL of a listed scheme, with a host when that is http or https,
    /// escapes that are `%` and two hexadecimal digits, and no character RFC 3986 never allows raw
    /// (a space, a control, `"`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`). Raw non-ASCII UTF-8 is
    /// accepted, as in a received URL.
    package static func fault(_ text: String, schemes: [String]) -> String? {
        let bytes = Array(text.utf8)
        for (offset, byte) in bytes.enumerated() {
            if byte < 0x20 || byte == 0x7F {
                return "the URL contains the control character \(ASCII.percentEncoded(byte)), raw"
            }
            if ASCII.isForbiddenRaw(byte) {
                return "the character \"\(Character(Unicode.Scalar(byte)))\" is not allowed raw in a URL"
            }
            if byte == ASCII.percent,
                offset + 2 >= bytes.count || ASCII.hexValue(bytes[offset + 1]) == nil
                    || ASCII.hexValue(bytes[offset + 2]) == nil
            {
                let escape = String(decoding: bytes[offset..<min(offset + 3, bytes.count)], as: UTF8.self)
                return "\"\(escape)\" is not a percent-encoded byte"
            }
        }
        guard let scheme = Self.scheme(of: text) else { return "it is not an absolute URL with a scheme" }
        guard schemes.contains(scheme) else {
            return "the scheme \"\(scheme)\" is not one of \(schemes.joined(separator: ", "))"
        }
        if scheme == "http" || scheme == "https" {
            let rest = bytes[(scheme.utf8.count + 1)...]
            guard rest.starts(with: [ASCII.slash, ASCII.slash]) else { return "the URL has no host" }
            let authority = rest.dropFirst(2).prefix { $0 != ASCII.slash && $0 != ASCII.question && $0 != ASCII.hash }
            let host = authority.split(separator: ASCII.at, omittingEmptySubsequences: false).last ?? []
            let name = host.first == ASCII.leftBracket ? host[...] : host.prefix { $0 != ASCII.colon }
            guard !name.isEmpty else { return "the URL has no host" }
        }
        return nil
    }

    /// The lowercased scheme of an absolute URL (`[A-Za-z][A-Za-z0-9+.-]*:` followed by more), or
    /// `nil`: a relative reference, a bare scheme, or text with a space or control character.
    package static func scheme(of text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes in
            schemeLength(in: bytes).map { ASCII.lowercasedString(UnsafeBufferPointer(rebasing: bytes[..<$0])) }
        }
    }

    /// Whether `text` and `other` both have a scheme, as ``scheme(of:)`` reads it, and the two
    /// differ: told without copying either, for the inbox, which asks it of each pair of links.
    package static func schemesDiffer(_ text: String, _ other: String) -> Bool {
        var text = text
        var other = other
        return text.withUTF8 { mine in
            other.withUTF8 { theirs in
                guard let length = schemeLength(in: mine), let otherLength = schemeLength(in: theirs) else {
                    return false
                }
                guard length == otherLength else { return true }
                var offset = 0
                while offset < length {
                    if ASCII.lowercased(mine[offset]) != ASCII.lowercased(theirs[offset]) { return true }
                    offset += 1
                }
                return false
            }
        }
    }

    /// How many bytes the scheme of the absolute URL `bytes` is, or `nil` (see ``scheme(of:)``).
    private static func schemeLength(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let colon = ASCII.firstIndex(of: ASCII.colon, in: bytes, 0..<bytes.count), colon > 0,
            colon + 1 < bytes.count, ASCII.isLetter(bytes[0])
        else { return nil }
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte <= 0x20 || byte == 0x7F || (offset < colon && !ASCII.isSchemeCharacter(byte)) { return nil }
            offset += 1
        }
        return colon
    }
}
