/// One JSON form of a value, declared once and used both ways: reading checks the value and
/// names the field at fault, writing gives the text reading takes back. The route spec's format
/// is a tree of these (`RouteSpec+Format.swift`), so a field is one line, not a reader and a
/// writer that must agree.
///
/// ```swift
/// let limits = JSONCodec<URLLimits>.object(.default, [
///     .field("maximumLength", \.maximumLength, .positive),
///     .field("maximumSegments", \.maximumSegments, .positive),
/// ])
/// ```
struct JSONCodec<Value> {
    let read: (inout SpecReader, JSONValue) throws(RouteSpecError) -> Value
    let write: (Value) -> JSONValue

    /// The same JSON, read into another value and written back from it.
    func map<Other>(_ into: @escaping (Value) -> Other, _ back: @escaping (Other) -> Value) -> JSONCodec<Other> {
        JSONCodec<Other>(
            read: { (reader, json) throws(RouteSpecError) in into(try read(&reader, json)) },
            write: { write(back($0)) })
    }

    /// An array, each element read as `[index]`.
    static func array<Element>(_ element: JSONCodec<Element>) -> Self where Value == [Element] {
        Self(
            read: { (reader, json) throws(RouteSpecError) in
                guard case .array(let values) = json else {
                    throw reader.fail(.wrongType, "expected an array, found \(json.kind)")
                }
                var result: [Element] = []
                for (index, item) in values.enumerated() { result.append(try reader.read("[\(index)]", item, element)) }
                return result
            },
            write: { .array($0.map(element.write)) })
    }

    /// An object of any keys, each value read as the field of its key; written in key order.
    static func dictionary<Element>(_ element: JSONCodec<Element>) -> Self where Value == [String: Element] {
        Self(
            read: { (reader, json) throws(RouteSpecError) in
                var result: [String: Element] = [:]
                for (key, item) in try reader.members(json) { result[key] = try reader.read(key, item, element) }
                return result
            },
            write: { .sortedObject($0.map { ($0.key, element.write($0.value)) }) })
    }

    /// An object of these fields and no others, read into a copy of `blank`, then `finish`ed with
    /// the members it had.
    static func object(
        _ blank: Value, _ fields: [JSONField<Value>],
        finish: @escaping (SpecReader, [String: JSONValue], inout Value) throws(RouteSpecError) -> Void = { _, _, _ in }
    ) -> Self {
        Self(
            read: { (reader, json) throws(RouteSpecError) in
                var value = blank
                let members = try JSONField.read(fields, json, into: &value, reader: &reader)
                try finish(reader, members, &value)
                return value
            },
            write: { value in .sortedObject(fields.map { ($0.key, $0.write(value)) }) })
    }
}

extension JSONCodec {
    /// A scalar that `value` reads; any other JSON is wrongType, saying what was `expected`.
    static func scalar(
        _ expected: String, _ value: @escaping (JSONValue) -> Value?, write: @escaping (Value) -> JSONValue
    )
        -> Self
    {
        Self(
            read: { (reader, json) throws(RouteSpecError) in
                guard let result = value(json) else {
                    throw reader.fail(.wrongType, "expected \(expected), found \(json.kind)")
                }
                return result
            },
            write: write)
    }
}

extension JSONCodec<String> {
    static var string: Self { .scalar("a string", \.stringValue, write: JSONValue.string) }
}

extension JSONCodec<Bool> {
    static var bool: Self { .scalar("true or false", \.boolValue, write: JSONValue.bool) }
}

extension JSONCodec<Int> {
    static var positive: Self {
        Self(
            read: { (reader, json) throws(RouteSpecError) in
                guard let number = json.integerValue, number > 0, let result = Int(exactly: number) else {
                    let found = if case .number(let text) = json { text } else { json.kind }
                    throw reader.fail(.wrongType, "expected a positive whole number, found \(found)")
                }
                return result
            },
            write: { .number(String($0)) })
    }
}

/// One member of a JSON object, declared once: its key, whether it must be there, how it is read
/// into the value the object describes, and what is written for it (`nil`: left out).
struct JSONField<Root> {
    let key: String
    /// What a missing field is said to be; `nil` for a field that may be left out.
    let missing: String?
    let read: (inout SpecReader, JSONValue, inout Root) throws(RouteSpecError) -> Void
    let write: (Root) -> JSONValue?

    /// The field for the property at `path`, left out when it is `omitted`.
    static func field<Value: Equatable>(
        _ key: String, _ path: WritableKeyPath<Root, Value>, _ codec: JSONCodec<Value>, omitted: Value? = nil,
        missing: String? = nil
    ) -> Self {
        Self(
            key: key, missing: missing,
            read: { (reader, json, root) throws(RouteSpecError) in
                root[keyPath: path] = try reader.read(key, json, codec)
            },
            write: { root in root[keyPath: path] == omitted ? nil : codec.write(root[keyPath: path]) })
    }

    /// The field for the optional property at `path`, left out when it is `nil`.
    static func field<Value>(_ key: String, _ path: WritableKeyPath<Root, Value?>, _ codec: JSONCodec<Value>) -> Self {
        Self(
            key: key, missing: nil,
            read: { (reader, json, root) throws(RouteSpecError) in
                root[keyPath: path] = try reader.read(key, json, codec)
            },
            write: { root in root[keyPath: path].map(codec.write) })
    }

    /// An object of `fields` of the same value, left out when none of them is written.
    static func group(_ key: String, _ fields: [JSONField<Root>]) -> Self {
        Self(
            key: key, missing: nil,
            read: { (reader, json, root) throws(RouteSpecError) in
                reader.path.append(key)
                defer { reader.path.removeLast() }
                _ = try read(fields, json, into: &root, reader: &reader)
            },
            write: { root in
                let written = JSONValue.sortedObject(fields.map { ($0.key, $0.write(root)) })
                return written == .object([]) ? nil : written
            })
    }

    /// Reads the object `json` into `root`: no key but the fields', each required one present,
    /// then each present field in the order declared. Returns the members.
    static func read(_ fields: [Self], _ json: JSONValue, into root: inout Root, reader: inout SpecReader)
        throws(RouteSpecError) -> [String: JSONValue]
    {
        let members = try reader.object(json, allowed: fields.map(\.key))
        for field in fields where members[field.key] == nil {
            if let missing = field.missing { throw reader.fail(.missingField, missing) }
        }
        for field in fields {
            if let member = members[field.key] { try field.read(&reader, member, &root) }
        }
        return members
    }
}

extension JSONValue {
    /// An object of the members that are not `nil`, keys in byte order.
    static func sortedObject(_ members: [(String, JSONValue?)]) -> JSONValue {
        .object(
            members.compactMap { key, value in value.map { (key: key, value: $0) } }
                .sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) })
    }
}
