import LaunchRouting

/// Reads the `applinks` part of an apple-app-site-association file from a JSON value, checking the
/// type of every key it knows and naming the member at fault. Keys it does not know are ignored,
/// as iOS ignores them (`webcredentials`, `appclips`, `comment`, keys added later).
enum AASAFileParser {
    struct Parsed {
        var defaults: AASAComponent?
        var variables: [AASASubstitutionVariable]
        var details: [AASADetail]
    }

    static func parse(_ json: JSONValue) throws(AASAError) -> Parsed {
        guard case .object = json else { throw AASAError(message: "the file is \(json.kind), not an object") }
        guard let applinks = json["applinks"] else {
            throw AASAError(message: "the file has no \"applinks\" member, so it opens no universal links")
        }
        guard case .object = applinks else { throw mismatch("applinks", applinks, "an object") }
        if let apps = applinks["apps"], case .array = apps {
        } else if let apps = applinks["apps"] {
            throw mismatch("applinks.apps", apps, "an array")
        }
        let defaults = try applinks["defaults"].map { (value) throws(AASAError) in
            try component(value, path: "applinks.defaults")
        }
        var variables: [AASASubstitutionVariable] = []
        if let value = applinks["substitutionVariables"] {
            guard case .object(let members) = value else {
                throw mismatch("applinks.substitutionVariables", value, "an object")
            }
            for member in members {
                let path = "applinks.substitutionVariables.\(member.key)"
                if member.key.isEmpty || member.key.contains(where: { $0 == "$" || $0 == "(" || $0 == ")" }) {
                    throw AASAError.at(
                        path, "a substitution variable's name is not empty and has no \"$\", \"(\" or \")\"")
                }
                let values = try strings(member.value, path: path)
                for (index, text) in values.enumerated() where text.contains("$(") {
                    throw AASAError.at(
                        "\(path)[\(index)]", "a substitution variable's value cannot refer to another variable")
                }
                variables.append(AASASubstitutionVariable(name: member.key, values: values))
            }
        }
        guard let detailsValue = applinks["details"] else {
            throw AASAError.at("applinks", "there is no \"details\" array")
        }
        guard case .array(let entries) = detailsValue else {
            throw mismatch("applinks.details", detailsValue, "an array")
        }
        var details: [AASADetail] = []
        for (index, entry) in entries.enumerated() {
            details.append(try detail(entry, path: "applinks.details[\(index)]"))
        }
        return Parsed(defaults: defaults, variables: variables, details: details)
    }

    private static func detail(_ value: JSONValue, path: String) throws(AASAError) -> AASADetail {
        guard case .object = value else { throw mismatch(path, value, "an object") }
        var appIDs: [String] = []
        if let list = value["appIDs"] { appIDs = try strings(list, path: path + ".appIDs") }
        if let single = value["appID"] {
            guard let text = single.stringValue else { throw mismatch(path + ".appID", single, "a string") }
            if !appIDs.contains(text) { appIDs.append(text) }
        }
        if value["appIDs"] == nil, value["appID"] == nil {
            throw AASAError.at(path, "the entry names no app; give \"appIDs\" or \"appID\"")
        }
        let defaults = try value["defaults"].map { (item) throws(AASAError) in
            try component(item, path: path + ".defaults")
        }
        var components: [AASAComponent]? = nil
        if let list = value["components"] {
            guard case .array(let items) = list else { throw mismatch(path + ".components", list, "an array") }
            var parsed: [AASAComponent] = []
            for (index, item) in items.enumerated() {
                parsed.append(try component(item, path: path + ".components[\(index)]"))
            }
            components = parsed
        }
        let paths = try value["paths"].map { (list) throws(AASAError) in try strings(list, path: path + ".paths") }
        return AASADetail(appIDs: appIDs, defaults: defaults, components: components, paths: paths)
    }

    private static func component(_ value: JSONValue, path: String) throws(AASAError) -> AASAComponent {
        guard case .object = value else { throw mismatch(path, value, "an object") }
        var component = AASAComponent()
        component.path = try string(value["/"], path: member(path, "/"))
        if let query = value["?"] {
            switch query {
            case .string(let text):
                component.query = .string(text)
            case .object(let members):
                var items: [AASAQueryItem] = []
                for item in members {
                    guard let pattern = item.value.stringValue else {
                        throw mismatch(member(member(path, "?"), item.key), item.value, "a string")
                    }
                    items.append(AASAQueryItem(name: item.key, pattern: pattern))
                }
                component.query = .items(items)
            default:
                throw mismatch(member(path, "?"), query, "a string or an object")
            }
        }
        component.fragment = try string(value["#"], path: member(path, "#"))
        component.exclude = try bool(value["exclude"], path: path + ".exclude")
        component.caseSensitive = try bool(value["caseSensitive"], path: path + ".caseSensitive")
        component.percentEncoded = try bool(value["percentEncoded"], path: path + ".percentEncoded")
        component.comment = try string(value["comment"], path: path + ".comment")
        return component
    }

    private static func string(_ value: JSONValue?, path: String) throws(AASAError) -> String? {
        guard let value else { return nil }
        guard let text = value.stringValue else { throw mismatch(path, value, "a string") }
        return text
    }

    private static func bool(_ value: JSONValue?, path: String) throws(AASAError) -> Bool? {
        guard let value else { return nil }
        guard let flag = value.boolValue else { throw mismatch(path, value, "a boolean") }
        return flag
    }

    private static func strings(_ value: JSONValue, path: String) throws(AASAError) -> [String] {
        guard case .array(let items) = value else { throw mismatch(path, value, "an array of strings") }
        var result: [String] = []
        for (index, item) in items.enumerated() {
            guard let text = item.stringValue else { throw mismatch("\(path)[\(index)]", item, "a string") }
            result.append(text)
        }
        return result
    }

    /// `path["/"]`: a member whose name is not an identifier.
    static func member(_ path: String, _ name: String) -> String {
        path + "[\"" + name + "\"]"
    }

    private static func mismatch(_ path: String, _ value: JSONValue, _ expected: String) -> AASAError {
        .at(path, "expected \(expected), found \(value.kind)")
    }
}
