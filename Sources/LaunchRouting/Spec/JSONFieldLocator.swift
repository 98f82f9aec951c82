/// Where fields of a JSON document are written, found from the field paths errors name.
///
/// A ``RouteSpecError`` names its field as `routes[1].paths[0]`, never a line: the spec is read
/// from a value tree. A build plugin and an editor need the line, so the tool parses the file once
/// more with a locator and gives `routes.json:7:9: error: ...`, as a compiler does. A member is
/// found at its name, an element at its first byte. A field the file lacks (a missing field) is
/// found at the deepest part of its path the file has; in a document that does not parse, every
/// field is found at the parse error. Any number of fields cost one parse, so that a thousand
/// lint findings cost what one does.
///
/// ```swift
/// let json = Array(#"{"routes": [{"name": "home",\n "path": 7}]}"#.utf8)
/// JSONFieldLocator.position(of: "routes[0].path", in: json)   // (line: 2, column: 2)
/// ```
package struct JSONFieldLocator {
    /// For each part of a wanted path that ends where a component does (`routes`, `routes[1]`,
    /// `routes[1].name`), the wanted paths it begins.
    private let wantedByPart: [String: [Int]]
    /// The paths of the members and elements the parser is inside, outermost first.
    private var stack: [String] = []
    /// For each wanted path, the longest part of it found so far: its length and where it starts.
    private(set) var found: [(length: Int, offset: Int)]

    init(targets: [String]) {
        var wanted: [String: [Int]] = [:]
        for (index, target) in targets.enumerated() {
            var ends = target.indices.filter { target[$0] == "." || target[$0] == "[" }
            ends.append(target.endIndex)
            for end in ends where end > target.startIndex {
                wanted[String(target[..<end]), default: []].append(index)
            }
        }
        wantedByPart = wanted
        found = Array(repeating: (-1, 0), count: targets.count)
    }

    /// The line and the column in bytes, each from 1, where `fieldPath` is written in `bytes`.
    package static func position(of fieldPath: String, in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
        positions(of: [fieldPath], in: bytes)[0]
    }

    /// Where each of `fieldPaths` is written in `bytes`, in their order, from one parse.
    package static func positions(of fieldPaths: [String], in bytes: some Collection<UInt8>) -> [(
        line: Int, column: Int
    )] {
        [UInt8](bytes).withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            parser.locator = JSONFieldLocator(targets: fieldPaths)
            do throws(JSONParseError) {
                _ = try parser.document()
            } catch {
                return Array(repeating: (error.line, error.column), count: fieldPaths.count)
            }
            let offsets = (parser.locator?.found ?? []).map { max($0.offset, 0) }
            return JSONParser.positions(of: offsets, in: buffer)
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
        for target in wantedByPart[path] ?? [] where path.count > found[target].length {
            found[target] = (path.count, offset)
        }
    }
}
