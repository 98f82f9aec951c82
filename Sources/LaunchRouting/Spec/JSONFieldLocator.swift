/// Where a field of a JSON document is written, found from the field path an error names.
///
/// A ``RouteSpecError`` names its field as `routes[1].paths[0]`, never a line: the spec is read
/// from a value tree. A build plugin and an editor need the line, so the tool parses the file once
/// more with a locator and gives `routes.json:7:9: error: ...`, as a compiler does. A member is
/// found at its name, an element at its first byte. A field the file lacks (a missing field) is
/// found at the deepest part of its path the file has; a document that does not parse, at its
/// parse error.
///
/// ```swift
/// let json = Array(#"{"routes": [{"name": "home",\n "path": 7}]}"#.utf8)
/// JSONFieldLocator.position(of: "routes[0].path", in: json)   // (line: 2, column: 2)
/// ```
package struct JSONFieldLocator {
    /// The field path to find, as ``RouteSpecError/path`` writes it.
    let target: String
    /// The paths of the members and elements the parser is inside, outermost first.
    private var stack: [String] = []
    /// The longest part of `target` found so far: its length and the offset where it starts.
    private(set) var found: (length: Int, offset: Int)?

    init(target: String) {
        self.target = target
    }

    /// The line and the column in bytes, each from 1, where `fieldPath` is written in `bytes`.
    package static func position(of fieldPath: String, in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
        [UInt8](bytes).withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            parser.locator = JSONFieldLocator(target: fieldPath)
            do throws(JSONParseError) {
                _ = try parser.document()
            } catch {
                return (error.line, error.column)
            }
            return parser.position(of: parser.locator?.found?.offset ?? 0)
        }
    }

    mutating func enter(member key: String, at offset: Int) {
        let parent = stack.last ?? ""
        enter(parent.isEmpty ? key : parent + "." + key, at: offset)
    }

    mutating func enter(element index: Int, at offset: Int) {
        enter((stack.last ?? "") + "[\(index)]", at: offset)
    }

    mutating func leave() {
        stack.removeLast()
    }

    private mutating func enter(_ path: String, at offset: Int) {
        stack.append(path)
        let isOnTarget =
            target == path || target.hasPrefix(path + ".") || target.hasPrefix(path + "[")
        if isOnTarget, path.count > found?.length ?? -1 {
            found = (path.count, offset)
        }
    }
}
