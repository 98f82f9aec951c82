// Scripts/api-list.swift DIR MODULE: the public API of MODULE, one declaration a line, sorted,
// from the symbol graphs in DIR (`swift package dump-symbol-graph`): MODULE.symbols.json and its
// extensions of other modules' types (MODULE@OTHER.symbols.json). Run by Scripts/api-check.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: api-list.swift DIR MODULE\n".utf8))
    exit(64)
}
let (directory, module) = (URL(fileURLWithPath: arguments[1]), arguments[2])
let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
    $0 == "\(module).symbols.json" || ($0.hasPrefix("\(module)@") && $0.hasSuffix(".symbols.json"))
}
var lines: Set<String> = []
for file in files {
    let data = try Data(contentsOf: directory.appendingPathComponent(file))
    guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let symbols = graph["symbols"] as? [[String: Any]]
    else { continue }
    let extended = file.contains("@") ? String(file.dropFirst(module.count + 1).dropLast(".symbols.json".count)) : nil
    // A symbol with no location is one the compiler implies (a protocol's default implementation
    // on a conforming type, an operator of a standard type): not ours to keep.
    for symbol in symbols where symbol["location"] != nil {
        let kind = ((symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "?").replacingOccurrences(
            of: "swift.", with: "")
        let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
        let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
        let declaration = fragments.map { $0["spelling"] as? String ?? "" }.joined()
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        lines.insert("\(extended.map { "[\($0)] " } ?? "")\(kind) \(path): \(declaration)")
    }
}
print(lines.sorted().joined(separator: "\n"))
