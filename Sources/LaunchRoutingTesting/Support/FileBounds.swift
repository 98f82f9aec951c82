/// The most bytes the tool and the harness read of each file they are handed, so that a file
/// another team serves, a generated one or a wrong path costs at most a little more than a good
/// one, and says so first (docs/bounds.md).
///
/// A file past its bound is not read past it, and ends with an error that names the file and the
/// bound. The parsers bound depth on their own: JSON (the spec, an AASA file, `--user-info`) at 128
/// levels, property lists (Info.plist, entitlements) at 512. An AASA file's bound is Apple's,
/// `AASAFile.maximumByteCount`: past it, lint reports `aasaTooLarge` and reads nothing more of it.
///
/// ```swift
/// FileBounds.spec   // 16_777_216: a spec of 10,000 routes is about 1 MB
/// ```
package enum FileBounds {
    /// A route spec, `--table` or the spec a test keeps beside it.
    package static let spec = 16 << 20
    /// An Info.plist or an entitlements file.
    package static let propertyList = 4 << 20
    /// `--user-info` and `--parameters`: an APNs payload is at most 4 KB.
    package static let userInfo = 64 << 10
    /// A regressions file: a line per recorded case.
    package static let regressions = 1 << 20
    /// A fuzz corpus entry or fail case, as the tests replay it: above every target's `max_len`
    /// (`Fuzz/Config/*.options`), past which libFuzzer reads no more of an entry.
    package static let corpusEntry = 64 << 10

    /// Why a file of `path` is not read: it has more than `bound` bytes (`size`, when known).
    package static func tooLarge(_ size: Int?, bound: Int) -> String {
        let known = size.map { "is \($0) bytes" } ?? "has more than \(bound) bytes"
        return "the file \(known), past the bound of \(bound) bytes read of it (docs/bounds.md)"
    }
}
