/// A parsed path pattern: the segments of `/product/:id(int)`, ready to compile.
package struct RoutePattern: Hashable, Sendable {
    /// The pattern as written.
    package var text: String
    package var segments: [Segment]
    /// Whether literal segments compare case-insensitively.
    package var isCaseInsensitive: Bool
    /// Whether the last segment is `**name(encoded)`: the rest of the path and the query,
    /// percent-encoded as reverse routing writes them, rather than the decoded path.
    package var encodesRest = false
    /// Whether that rest also keeps the fragment, `**name(encoded#)`: the page's whole remainder.
    package var keepsFragment = false

    package enum Segment: Hashable, Sendable {
        /// A literal, decoded, as written.
        case literal(String)
        /// `:name`, `:name(type)`, `:name?`, `:name(type)?`.
        case parameter(name: String, type: ParameterType, isOptional: Bool)
        /// `*`: any one segment, not captured.
        case wildcard
        /// `**name` (or `**`): the rest of the path, possibly empty.
        case rest(name: String?)
    }

    /// The names this pattern captures, in order.
    package var parameterNames: [String] {
        segments.compactMap {
            switch $0 {
            case .parameter(let name, _, _): name
            case .rest(let name): name
            default: nil
            }
        }
    }
}

extension RoutePattern {
    /// Parses a pattern, or says which segment of it is wrong and why: the pattern at
    /// `patternIndex` of the paths of route `routeIndex`, named `route`.
    package static func parse(
        _ text: String, route: String, routeIndex: Int, patternIndex: Int, caseInsensitive: Bool
    ) throws(RouteTableError) -> RoutePattern {
        func fail(_ code: RouteTableError.Code, _ offset: Int, _ reason: String) -> RouteTableError {
            RouteTableError(
                code: code,
                location: .route(
                    index: routeIndex, name: route, field: .pattern(index: patternIndex, text: text, offset: offset)),
                reason: reason)
        }
        guard text.utf8.first == ASCII.slash else {
            throw fail(.invalidPattern, 0, "a pattern starts with \"/\"")
        }
        var segments: [Segment] = []
        var encodesRest = false
        var keepsFragment = false
        var names: [String] = []  // a handful: searched, not hashed
        var offset = 0
        // Each piece notes whether it holds a `%`, so that a literal is searched for one only here.
        var pieces: [(text: Substring, offset: Int, isEncoded: Bool)] = []
        pieces.reserveCapacity(8)  // a pattern has a few segments: one allocation, not three
        // Split on the bytes, not on characters: a table of a thousand routes builds in a few
        // milliseconds only if no grapheme is ever broken here.
        var start = text.utf8.startIndex
        var startOffset = 0
        var isEncoded = false
        for index in text.utf8.indices {
            let byte = text.utf8[index]
            if byte == ASCII.slash {
                if start < index { pieces.append((text[start..<index], startOffset, isEncoded)) }
                start = text.utf8.index(after: index)
                startOffset = offset + 1
                isEncoded = false
            } else if byte == ASCII.percent {
                isEncoded = true
            }
            offset += 1
        }
        if start < text.utf8.endIndex { pieces.append((text[start...], startOffset, isEncoded)) }
        // The table keeps the segments for its lifetime: allocated once, at their size.
        segments.reserveCapacity(pieces.count)
        for (index, (piece, offset, isEncoded)) in pieces.enumerated() {
            let isLast = index == pieces.count - 1
            let segment: Segment
            let utf8 = piece.utf8
            if utf8.count == 1, utf8.first == UInt8(ascii: "*") {
                segment = .wildcard
            } else if utf8.starts(with: "**".utf8) {
                var name = piece.dropFirst(2)
                if name.utf8.reversed().starts(with: ")#dedocne(".utf8) {
                    name = name.dropLast(10)
                    guard !name.isEmpty else {
                        throw fail(.invalidPattern, offset, "\"\(piece)\" names no parameter to hold the encoded rest")
                    }
                    encodesRest = true
                    keepsFragment = true
                } else if name.utf8.reversed().starts(with: ")dedocne(".utf8) {
                    name = name.dropLast(9)
                    guard !name.isEmpty else {
                        throw fail(.invalidPattern, offset, "\"\(piece)\" names no parameter to hold the encoded rest")
                    }
                    encodesRest = true
                }
                guard name.isEmpty || isIdentifier(name) else {
                    throw fail(.invalidPattern, offset, "\"\(piece)\" is not \"**\" followed by a parameter name")
                }
                guard isLast else { throw fail(.restNotLast, offset, "\"\(piece)\" must be the last segment") }
                segment = .rest(name: name.isEmpty ? nil : String(name))
            } else if utf8.first == UInt8(ascii: "*") {
                throw fail(.invalidPattern, offset, "\"\(piece)\" is neither \"*\" nor \"**name\"")
            } else if utf8.first == ASCII.colon {
                segment = try parameter(piece, offset: offset, isLast: isLast, fail: fail)
            } else {
                guard let literal = isEncoded ? decodeLiteral(piece) : String(piece) else {
                    throw fail(.invalidPattern, offset, "\"\(piece)\" has malformed percent-encoding")
                }
                guard literal != ".", literal != ".." else {
                    throw fail(.invalidPattern, offset, "\"\(piece)\" is a dot segment, which no URL can match")
                }
                segment = .literal(literal)
            }
            if case .parameter(let name, _, _) = segment {
                if names.contains(name) {
                    throw fail(.duplicateParameterName, offset, "the parameter name \"\(name)\" is used twice")
                }
                names.append(name)
            }
            if case .rest(let name?) = segment {
                if names.contains(name) {
                    throw fail(.duplicateParameterName, offset, "the parameter name \"\(name)\" is used twice")
                }
                names.append(name)
            }
            segments.append(segment)
        }
        return RoutePattern(
            text: text, segments: segments, isCaseInsensitive: caseInsensitive, encodesRest: encodesRest,
            keepsFragment: keepsFragment)
    }

    private static func parameter(
        _ piece: Substring,
        offset: Int,
        isLast: Bool,
        fail: (RouteTableError.Code, Int, String) -> RouteTableError
    ) throws(RouteTableError) -> Segment {
        var body = piece.dropFirst()
        let isOptional = body.utf8.last == ASCII.question
        if isOptional { body = body.dropLast() }
        var type = ParameterType.string
        var name = body
        if let open = body.utf8.firstIndex(of: UInt8(ascii: "(")) {
            // `(a|b)i`: an enumeration in any case.
            let ignoringCase = body.utf8.reversed().starts(with: "i)".utf8)
            if ignoringCase { body = body.dropLast() }
            guard body.utf8.last == UInt8(ascii: ")") else {
                // `)I`: the flag of an enumeration in any case is a lower-case `i`.
                let hint =
                    body.utf8.reversed().starts(with: "I)".utf8)
                    ? "; did you mean \"\(piece.dropLast(isOptional ? 2 : 1))i\(isOptional ? "?" : "")\"?" : ""
                throw fail(
                    .invalidPattern, offset,
                    "\"\(piece)\" opens a type with \"(\" but does not close it with \")\"\(hint)")
            }
            name = body[..<open]
            let spelled = body[body.index(after: open)..<body.index(before: body.endIndex)]
            guard let parsed = parseType(spelled) else {
                if let fault = ParameterType.sigilFault(spelled) { throw fail(.unknownType, offset, fault) }
                throw fail(
                    .unknownType, offset,
                    "\"\(spelled)\" is not a type; use int, uuid, bool, string, a|b|c or @*\(ParameterType.hint(for: spelled))"
                )
            }
            if ignoringCase {
                guard case .oneOf(let values) = parsed.kind, let anyCase = ParameterType.ignoringCase(values) else {
                    throw fail(
                        .unknownType, offset,
                        "\"\(spelled)\" followed by \"i\" is no enumeration in any case; write (a|b)i, with values that differ in more than case"
                    )
                }
                type = anyCase
            } else {
                type = parsed
            }
        }
        guard isIdentifier(name) else {
            throw fail(.invalidPattern, offset, "\"\(piece)\" is not \":\" followed by a parameter name")
        }
        if isOptional, !isLast {
            throw fail(.restNotLast, offset, "the optional parameter \"\(piece)\" must be the last segment")
        }
        return .parameter(name: String(name), type: type, isOptional: isOptional)
    }

    /// `int`, `uuid`, `bool`, `string`, `a|b|c` (values non-empty, distinct) or a sigil type, `@*`.
    package static func parseType(_ text: Substring) -> ParameterType? {
        switch text {
        case "string": return .string
        case "int": return .int
        case "uuid": return .uuid
        case "bool": return .bool
        default:
            if let sigil = ParameterType.sigil(spelled: text) { return sigil }
            // A table parses one of these a route: on the bytes when they are ASCII (where a byte
            // is a character: CR LF, the one pair that is one, holds none of these), and sorted to
            // find a value listed twice. Searching each value for each character, splitting into
            // characters and hashing the values were a fifth of the parse. Otherwise characters:
            // `|` or `/` followed by a combining mark is neither.
            var values: [String]
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                guard
                    !text.utf8.contains(where: {
                        $0 == ASCII.slash || $0 == ASCII.openParenthesis || $0 == ASCII.closeParenthesis
                    })
                else { return nil }
                values = text.utf8.split(separator: ASCII.bar, omittingEmptySubsequences: false).map {
                    String(Substring($0))
                }
            } else {
                guard !text.contains(where: { $0 == "/" || $0 == "(" || $0 == ")" }) else { return nil }
                values = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            }
            values.sort()
            guard values.count >= 2, !values[0].isEmpty else { return nil }
            for index in values.indices.dropFirst() where values[index - 1] == values[index] { return nil }
            return .oneOf(values)
        }
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`.
    package static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, ASCII.isLetter(first) || first == UInt8(ascii: "_") else { return false }
        return text.utf8.allSatisfy { ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// Pattern literals are written decoded, but a `%XX` in one is decoded too, so that a literal
    /// can hold a `/` or a `?`.
    private static func decodeLiteral(_ piece: Substring) -> String? {
        var bytes: [UInt8] = []
        var utf8 = piece.utf8[...]
        while let byte = utf8.popFirst() {
            guard byte == ASCII.percent else {
                bytes.append(byte)
                continue
            }
            guard let high = utf8.popFirst().flatMap(ASCII.hexValue), let low = utf8.popFirst().flatMap(ASCII.hexValue)
            else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        guard bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset($0) }) == nil else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
