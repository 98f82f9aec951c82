/// The type of a path or query parameter.
///
/// Written in a pattern as `:name(int)` and in a query declaration as `"int"`. An enumeration
/// `(a|b|c)` takes exactly one of its values, compared byte for byte; `(a|b|c)i` takes them in
/// any case. A struct with static members rather than an enumeration, so that new types can come
/// without breaking a `switch`.
public struct ParameterType: Hashable, Sendable, CustomStringConvertible {
    /// The type's kind and payload, for the library's own matching on it. (A sigil is a scalar,
    /// not a `String`: every table holds many types, and this keeps each at the size of a pointer.)
    package enum Kind: Hashable, Sendable {
        case string
        case int
        case uuid
        case bool
        case oneOf([String])
        case oneOfIgnoringCase([String])
        case url(schemes: [String])
        case sigil(Unicode.Scalar)
    }

    /// The type's kind and payload.
    package let kind: Kind

    package init(_ kind: Kind) { self.kind = kind }

    /// Any text, percent-decoded.
    public static let string = ParameterType(.string)
    /// ASCII `-?[0-9]+` within `Int64`, leading zeros allowed; anything else does not match.
    public static let int = ParameterType(.int)
    /// The hyphenated 8-4-4-4-12 form in any case, reported lowercase.
    public static let uuid = ParameterType(.uuid)
    /// `true` or `false` in any case, `1` or `0`; reported `true` or `false`.
    public static let bool = ParameterType(.bool)
    /// One of a fixed set of values.
    public static func oneOf(_ values: [String]) -> ParameterType { ParameterType(.oneOf(values)) }
    /// One of a fixed set of values in any case, written `(a|b)i`: compared after Unicode
    /// lowercasing of both sides, as a case-insensitive literal is, and reported as listed.
    public static func oneOfIgnoringCase(_ values: [String]) -> ParameterType {
        ParameterType(.oneOfIgnoringCase(values))
    }
    /// An absolute URL whose scheme is one of `schemes` (lowercase), written `url(http|https)`:
    /// a query value or a rule's `userInfo` value that the app opens or shows. The value is
    /// reported as received; `javascript:`, `data:` and any scheme not listed do not match.
    public static func url(schemes: [String]) -> ParameterType { ParameterType(.url(schemes: schemes)) }
    /// A segment or value that starts with a fixed sigil and has more after it, written `(@*)`:
    /// the typed identifiers of chat apps (`@alice:example.org`, `!room:example.org`, `+group`).
    /// The sigil is one of ``sigils``; the value is reported whole, the sigil included.
    public static func sigil(_ sigil: Unicode.Scalar) -> ParameterType { ParameterType(.sigil(sigil)) }

    /// The characters a ``sigil(_:)`` type may start with: punctuation that no `int`, `uuid` or
    /// `bool` value starts with and that a pattern or a query declaration gives no other meaning.
    public static let sigils = "!#$&+,;@~"

    public var description: String {
        switch kind {
        case .string: "string"
        case .int: "int"
        case .uuid: "uuid"
        case .bool: "bool"
        case .oneOf(let values): values.joined(separator: "|")
        case .oneOfIgnoringCase(let values): "(" + values.joined(separator: "|") + ")i"
        case .url(let schemes): "url(" + schemes.joined(separator: "|") + ")"
        case .sigil(let sigil): String(sigil) + "*"
        }
    }

    /// Whether `text` (decoded) is a value of this type, as a parameter's value is judged: for an
    /// app that checks a value from elsewhere the way its routes would.
    ///
    /// ```swift
    /// ParameterType.url(schemes: ["http", "https"]).accepts("javascript:alert(1)")   // false
    /// ```
    public func accepts(_ text: String) -> Bool { value(of: text) != nil }

    /// The typed value of `text`, or `nil` if `text` is not of this type.
    package func value(of text: String) -> ParameterValue? {
        switch kind {
        case .string:
            return .string(text)
        case .int:
            return Self.parseInt(text).map(ParameterValue.integer)
        case .uuid:
            return Self.parseUUID(text).map(ParameterValue.uuid)
        case .bool:
            return Self.parseBool(text).map { .string($0 ? "true" : "false") }
        case .oneOf(let values):
            return values.contains(where: { $0.isByteEqual(to: text) }) ? .string(text) : nil
        case .oneOfIgnoringCase(let values):
            let lowered = text.lowercased()
            return values.first(where: { $0.lowercased().isByteEqual(to: lowered) }).map(ParameterValue.string)
        case .url(let schemes):
            return URLText.fault(text, schemes: schemes) == nil ? .string(text) : nil
        case .sigil(let sigil):
            return text.utf8.count > 1 && text.utf8.first == UInt8(truncatingIfNeeded: sigil.value)
                ? .string(text) : nil
        }
    }

    /// A value of this type, as a finding or a written URL needs one: `x`, `1`, a UUID, `true`,
    /// an enumeration's first value, a URL of the first scheme listed, the sigil and `x`.
    package var sampleText: String {
        switch kind {
        case .string: "x"
        case .int: "1"
        case .uuid: "00000000-0000-0000-0000-000000000001"
        case .bool: "true"
        case .oneOf(let values), .oneOfIgnoringCase(let values): values[0]
        case .url(let schemes): schemes[0] + "://example.com/"
        case .sigil(let sigil): String(sigil) + "x"
        }
    }

    /// ``sampleText`` as the matcher reports it; with `other`, another value of the type (`y`,
    /// `2`, an enumeration's last value), for where the first is another route's.
    package func sampleValue(other: Bool = false) -> ParameterValue {
        var text = sampleText
        if other {
            switch kind {
            case .string: text = "y"
            case .int: text = "2"
            case .uuid: text = "00000000-0000-0000-0000-000000000002"
            case .bool: text = "false"
            case .oneOf(let values), .oneOfIgnoringCase(let values): text = values[values.count - 1]
            case .url(let schemes): text = schemes[schemes.count - 1] + "://example.com/y"
            case .sigil(let sigil): text = String(sigil) + "y"
            }
        }
        return value(of: text) ?? .string(text)
    }

    /// The sigil type `text` spells (`@*`), or `nil`.
    package static func sigil(spelled text: Substring) -> ParameterType? {
        guard text.utf8.count == 2, text.utf8.last == UInt8(ascii: "*"), let first = text.utf8.first,
            sigils.utf8.contains(first)
        else { return nil }
        return .sigil(Unicode.Scalar(first))
    }

    /// The error text for `text` that ends in `*` but is no sigil type, or `nil` when it does not.
    package static func sigilFault(_ text: Substring) -> String? {
        guard text.utf8.last == UInt8(ascii: "*"), sigil(spelled: text) == nil else { return nil }
        let listed = sigils.map(String.init).joined(separator: " ")
        return "\"\(text)\" is no sigil type; write one sigil and *, as @*, with a sigil among \(listed)"
    }

    /// `: ` and why `text` is not of this type, for a `url(...)` type, whose refusals differ;
    /// `""` for any other type, or a value that is one.
    package func whyNot(_ text: String) -> String {
        guard case .url(let schemes) = kind, let fault = URLText.fault(text, schemes: schemes) else { return "" }
        return ": " + fault
    }

    /// The schemes of `url(a|b)`: each a scheme name, lowercased, distinct; `nil` otherwise.
    static func urlSchemes(_ list: Substring) -> [String]? {
        let schemes = list.split(separator: "|", omittingEmptySubsequences: false).map { ASCII.lowercased(String($0)) }
        guard !schemes.isEmpty, Set(schemes).count == schemes.count,
            schemes.allSatisfy({ URLText.scheme(of: $0 + ":x") == $0 })
        else { return nil }
        return schemes
    }

    /// ASCII `-?[0-9]+` within `Int64`; overflow is a failed parse, never a trap.
    package static func parseInt(_ text: String) -> Int64? {
        var text = text
        return text.withUTF8 { parseInt(bytes: $0) }
    }

    /// ``parseInt(_:)`` on bytes.
    static func parseInt(bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        let negative = !bytes.isEmpty && bytes[0] == UInt8(ascii: "-")
        var offset = negative ? 1 : 0
        guard offset < bytes.count else { return nil }
        var value: Int64 = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            guard ASCII.isDigit(byte) else { return nil }
            let digit = Int64(byte - UInt8(ascii: "0"))
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowB) =
                negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowA, !overflowB else { return nil }
            value = next
        }
        return value
    }

    /// An enumeration of `values` in any case, sorted by their lowercased bytes; `nil` when two of
    /// them are one value in any case (`(a|A)i`).
    package static func ignoringCase(_ values: [String]) -> ParameterType? {
        let lowered = values.map { $0.lowercased() }
        guard Set(lowered.map { Array($0.utf8) }).count == values.count else { return nil }
        let sorted = zip(lowered, values).sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }.map(\.1)
        return .oneOfIgnoringCase(sorted)
    }

    /// The values of an enumeration in any case, lowercased, in order: what a segment is compared with.
    package static func lowered(_ values: [String]) -> [String] { values.map { $0.lowercased() } }

    /// `true` for `true` in any ASCII case or `1`, `false` for `false` or `0`, `nil` otherwise.
    package static func parseBool(_ text: String) -> Bool? {
        var text = text
        return text.withUTF8 { parseBool(bytes: $0) }
    }

    /// ``parseBool(_:)`` on bytes.
    static func parseBool(bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        if bytes.count == 1 {
            return bytes[0] == UInt8(ascii: "1") ? true : bytes[0] == UInt8(ascii: "0") ? false : nil
        }
        if bytes.elementsEqual("true".utf8, by: { $0 | 0x20 == $1 }) { return true }
        if bytes.elementsEqual("false".utf8, by: { $0 | 0x20 == $1 }) { return false }
        return nil
    }

    /// Every spelling ``parseBool(_:)`` takes: `true` and `false` in each ASCII case, `1`, `0`.
    package static let boolSpellings: [String] = {
        func variants(_ word: String) -> [String] {
            word.utf8.reduce([""]) { spellings, byte in
                spellings.flatMap { [$0 + String(UnicodeScalar(byte)), $0 + String(UnicodeScalar(byte - 32))] }
            }
        }
        return ["0", "1"] + variants("false") + variants("true")
    }()

    /// The lowercased UUID, or `nil` if `text` is not the hyphenated 8-4-4-4-12 form.
    package static func parseUUID(_ text: String) -> String? {
        var text = text
        guard text.withUTF8({ isUUID(bytes: $0) }) else { return nil }
        return ASCII.lowercased(text)
    }

    /// Whether the bytes are the hyphenated 8-4-4-4-12 form, in any case.
    static func isUUID(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 36 else { return false }
        var offset = 0
        while offset < 36 {
            let byte = bytes[offset]
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == ASCII.hyphen else { return false }
            } else {
                guard ASCII.hexValue(byte) != nil else { return false }
            }
            offset += 1
        }
        return true
    }
}

extension ParameterType {
    /// `; did you mean "int"?` for a type spelled another way: in another case (`Int`), by another
    /// name (`integer`, `number`, `str`, `text`, `guid`), or within the edits of ``DidYouMean``;
    /// `; did you mean "@*"?` for a sigil alone.
    package static func hint(for spelled: some StringProtocol, alsoAmong others: [String] = []) -> String {
        let names = ["int", "uuid", "string", "bool"] + others
        let lowered = ASCII.lowercased(String(spelled))
        // A sigil alone: the type of the segments it starts.
        if lowered.utf8.count == 1, let sigil = lowered.utf8.first, sigils.utf8.contains(sigil) {
            return "; did you mean \"\(lowered)*\"?"
        }
        let aliases = [
            "integer": "int", "number": "int", "long": "int", "str": "string", "text": "string", "guid": "uuid",
            "boolean": "bool", "flag": "bool",
        ]
        if let name = names.first(where: { $0 == lowered }) ?? aliases[lowered] {
            return "; did you mean \"\(name)\"?"
        }
        return DidYouMean.hint(for: lowered, among: names)
    }
}
