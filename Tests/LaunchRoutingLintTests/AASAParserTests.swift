import LaunchRouting
import LaunchRoutingLint
import Testing

/// Every error the AASA reader reports, word for word: the member at fault and what was wrong,
/// or the line and column of a JSON syntax error (docs/lint.md, "AASA errors").
@Suite struct AASAParserTests {
    static let errors: [(String, String)] = [
        (
            ##"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"exclude": "yes"}]}]}}"##,
            #"applinks.details[0].components[0].exclude: expected a boolean, found a string"#
        ),
        (##"[]"##, #"the file is an array, not an object"#),
        (##"{"webcredentials": {}}"##, #"the file has no "applinks" member, so it opens no universal links"#),
        (##"{"applinks": []}"##, #"applinks: expected an object, found an array"#),
        (##"{"applinks": {"apps": {}}}"##, #"applinks.apps: expected an array, found an object"#),
        (##"{"applinks": {}}"##, #"applinks: there is no "details" array"#),
        (##"{"applinks": {"details": {}}}"##, #"applinks.details: expected an array, found an object"#),
        (##"{"applinks": {"details": [1]}}"##, #"applinks.details[0]: expected an object, found a number"#),
        (
            ##"{"applinks": {"details": [{}]}}"##,
            #"applinks.details[0]: the entry names no app; give "appIDs" or "appID""#
        ),
        (
            ##"{"applinks": {"details": [{"appIDs": "A.b"}]}}"##,
            #"applinks.details[0].appIDs: expected an array of strings, found a string"#
        ),
        (
            ##"{"applinks": {"details": [{"appIDs": ["A.b", 3]}]}}"##,
            #"applinks.details[0].appIDs[1]: expected a string, found a number"#
        ),
        (
            ##"{"applinks": {"details": [{"appID": 3}]}}"##,
            #"applinks.details[0].appID: expected a string, found a number"#
        ),
        (
            ##"{"applinks": {"details": [{"appIDs": ["A.b"], "components": {}}]}}"##,
            #"applinks.details[0].components: expected an array, found an object"#
        ),
        (
            ##"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [[]]}]}}"##,
            #"applinks.details[0].components[0]: expected an object, found an array"#
        ),
        (
            ##"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": 1}]}]}}"##,
            #"applinks.details[0].components[0]["/"]: expected a string, found a number"#
        ),
        (
            ##"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"?": 1}]}]}}"##,
            #"applinks.details[0].components[0]["?"]: expected a string or an object, found a number"#
        ),
        (
            ##"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"?": {"q": 1}}]}]}}"##,
            #"applinks.details[0].components[0]["?"]["q"]: expected a string, found a number"#
        ),
        (
            ##"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"#": true}]}]}}"##,
            ##"applinks.details[0].components[0]["#"]: expected a string, found a boolean"##
        ),
        (
            ##"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"caseSensitive": "no"}]}]}}"##,
            #"applinks.details[0].components[0].caseSensitive: expected a boolean, found a string"#
        ),
        (
            ##"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"percentEncoded": 0}]}]}}"##,
            #"applinks.details[0].components[0].percentEncoded: expected a boolean, found a number"#
        ),
        (
            ##"{"applinks": {"details": [{"appIDs": ["A.b"], "paths": "/a"}]}}"##,
            #"applinks.details[0].paths: expected an array of strings, found a string"#
        ),
        (
            ##"{"applinks": {"details": [{"appIDs": ["A.b"], "defaults": []}]}}"##,
            #"applinks.details[0].defaults: expected an object, found an array"#
        ),
        (
            ##"{"applinks": {"defaults": {"caseSensitive": 1}, "details": []}}"##,
            #"applinks.defaults.caseSensitive: expected a boolean, found a number"#
        ),
        (
            ##"{"applinks": {"substitutionVariables": [], "details": []}}"##,
            #"applinks.substitutionVariables: expected an object, found an array"#
        ),
        (
            ##"{"applinks": {"substitutionVariables": {"a(b": ["x"]}, "details": []}}"##,
            #"applinks.substitutionVariables.a(b: a substitution variable's name is not empty and has no "$", "(" or ")""#
        ),
        (
            ##"{"applinks": {"substitutionVariables": {"a": "x"}, "details": []}}"##,
            #"applinks.substitutionVariables.a: expected an array of strings, found a string"#
        ),
        (
            ##"{"applinks": {"substitutionVariables": {"a": ["$(b)"]}, "details": []}}"##,
            #"applinks.substitutionVariables.a[0]: a substitution variable's value cannot refer to another variable"#
        ),
        (
            ##"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/$(nope)/*"}]}]}}"##,
            #"applinks.details[0].components[0]["/"]: the pattern "/$(nope)/*" refers to the substitution variable "nope", which is not defined"#
        ),
        (
            ##"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/$(open"}]}]}}"##,
            #"applinks.details[0].components[0]["/"]: the pattern "/$(open" opens a substitution variable with "$(" and does not close it"#
        ),
        (
            ##"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"?": {"q": "$(x"}}]}]}}"##,
            #"applinks.details[0].components[0]["?"]["q"]: the pattern "$(x" opens a substitution variable with "$(" and does not close it"#
        ),
        (##"{"applinks": 1"##, #"line 1, column 15: expected "," or "}" in an object, found the end of the document"#),
        ("{\"applinks\": {\n  \"details\": [,]}}", #"line 2, column 15: unexpected "," where a value was expected"#),
    ]

    @Test(arguments: errors)
    func error(_ text: String, _ message: String) {
        #expect(throws: AASAError(message: message)) { try AASAFile(parsing: text) }
    }

    /// Keys the reader does not know are ignored, as iOS ignores them, and so are "apps" and
    /// "comment"; an entry may give both "appID" and "appIDs".
    @Test func ignoresWhatItDoesNotKnow() throws {
        let file = try AASAFile(
            parsing: #"""
                { "applinks": { "apps": [], "future": 1, "details": [
                    { "appID": "A.one", "appIDs": ["A.two"], "components": [ { "/": "/x", "comment": "a note", "future": true } ] }
                  ] },
                  "webcredentials": { "apps": ["A.one"] }, "appclips": { "apps": ["A.one.Clip"] } }
                """#)
        #expect(file.details[0].appIDs == ["A.two", "A.one"])
        #expect(file.details[0].components == [AASAComponent(path: "/x", comment: "a note")])
    }

    /// A byte-order mark and CRLF line ends, as editors write them.
    @Test func readsWhatEditorsWrite() throws {
        let text = "\u{FEFF}{\r\n  \"applinks\": { \"details\": [] }\r\n}\r\n"
        #expect(try AASAFile(parsing: text).details.isEmpty)
    }
}
