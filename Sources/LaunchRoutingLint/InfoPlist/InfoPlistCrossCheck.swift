import LaunchRouting

/// Checks an Info.plist against a route table and the router's rules.
///
/// - `CFBundleURLSchemes` against the table's schemes, compared without case: a table scheme that
///   is not registered never reaches the app (error); a registered scheme the table does not
///   declare is unmatched (warning). Values that are build settings (`$(...)`) are skipped.
/// - `UIApplicationShortcutItemType` of each static quick action against the shortcut rules: a
///   type no rule takes does nothing when tapped (error); a rule whose type is not a static item
///   works only if the app adds that quick action at run time (note).
/// - `NSUserActivityTypes` against the activity rules: a rule whose type is not declared is
///   never delivered by Handoff or SwiftUI (error); a declared type no rule takes is unmatched
///   (warning). The browsing-web and Spotlight types are routed without rules and are skipped.
/// - `UIApplicationSceneManifest`: it must exist, and the first configuration of the
///   `UIWindowSceneSessionRoleApplication` role must name a `UISceneDelegateClassName` (error).
struct InfoPlistCrossCheck<Route: Sendable> {
    let table: RouteTable<Route>
    let activities: [LaunchRule.Activity]
    let shortcuts: [LaunchRule.Shortcut]
    /// Activity types routed by their `webpageURL` (`LaunchRules.webpageActivityTypes`).
    let webpageActivityTypes: [String]
    private let space: ShapeSpace<Route>

    init(
        table: RouteTable<Route>, activities: [LaunchRule.Activity], shortcuts: [LaunchRule.Shortcut],
        webpageActivityTypes: [String] = []
    ) {
        self.table = table
        self.activities = activities
        self.shortcuts = shortcuts
        self.webpageActivityTypes = webpageActivityTypes
        self.space = ShapeSpace(table: table)
    }

    func findings(_ plist: InfoPlist) -> [LintFinding] {
        var findings: [LintFinding] = []
        findings += schemes(plist)
        findings += shortcutItems(plist)
        findings += activityTypes(plist)
        findings += sceneManifest(plist)
        return findings
    }

    // MARK: Schemes

    private func schemes(_ plist: InfoPlist) -> [LintFinding] {
        var findings: [LintFinding] = []
        var registered: [(scheme: String, location: String)] = []
        if let types = plist.root["CFBundleURLTypes"] {
            guard case .array(let entries) = types else {
                return [invalid("CFBundleURLTypes", types, "an array of dictionaries")]
            }
            for (index, entry) in entries.enumerated() {
                let location = "CFBundleURLTypes[\(index)]"
                guard case .dictionary(let members) = entry else {
                    findings.append(invalid(location, entry, "a dictionary"))
                    continue
                }
                guard let list = members["CFBundleURLSchemes"] else { continue }
                guard case .array(let schemes) = list else {
                    findings.append(invalid(location + ".CFBundleURLSchemes", list, "an array of strings"))
                    continue
                }
                for (offset, scheme) in schemes.enumerated() {
                    guard let text = scheme.stringValue else {
                        findings.append(invalid("\(location).CFBundleURLSchemes[\(offset)]", scheme, "a string"))
                        continue
                    }
                    registered.append((text, "\(location).CFBundleURLSchemes[\(offset)]"))
                }
            }
        }
        let lowered = Set(registered.map { $0.scheme.lowercased() })
        for scheme in table.schemes where !lowered.contains(scheme) {
            let witness = routedURL(scheme: scheme)
            findings.append(
                LintFinding(
                    severity: .error, kind: .schemeNotRegistered,
                    message:
                        "the table routes the scheme \"\(scheme)\", but CFBundleURLTypes does not register it, so iOS never opens \(witness.url ?? scheme + "://") in the app",
                    routes: witness.route.map { [$0] } ?? [], witness: witness, location: "Info.plist: CFBundleURLTypes"
                ))
        }
        var reported: Set<String> = []
        for (scheme, location) in registered
        where !scheme.contains("$(") && !table.schemes.contains(scheme.lowercased()) {
            guard reported.insert(scheme.lowercased()).inserted else { continue }
            let url = scheme + "://"
            findings.append(
                LintFinding(
                    severity: .warning, kind: .schemeNotRouted,
                    message:
                        "\(location) registers the scheme \"\(scheme)\", which the table does not route: every \(scheme): URL the app opens, such as \(url), is unmatched",
                    witness: LintFinding.Witness(input: .url(url), route: resolvedRoute(url)),
                    location: "Info.plist: " + location))
        }
        return findings
    }

    /// A URL of `scheme` that routes, or `scheme://` when none does.
    private func routedURL(scheme: String) -> LintFinding.Witness {
        if let context = space.contexts.first(where: { $0.host == nil && $0.entry == scheme }) {
            let accepted = space.accepted(in: context)
            for shape in accepted {
                for length in space.lengths(of: shape) {
                    let covers = space.shapes(among: accepted, above: shape, length: length).map {
                        space.box(of: $0, length: length)
                    }
                    guard let point = Coverage.uncoveredPoint(of: space.box(of: shape, length: length), by: covers)
                    else { continue }
                    let url = WitnessWriter.url(
                        point, in: context, query: WitnessWriter.requiredQuery(of: space.shapes[shape].route, in: table)
                    )
                    if let route = resolvedRoute(url) { return LintFinding.Witness(input: .url(url), route: route) }
                }
            }
        }
        let url = scheme + "://"
        return LintFinding.Witness(input: .url(url), route: resolvedRoute(url))
    }

    private func resolvedRoute(_ url: String) -> String? {
        if case .success(let match) = table.patternMatch(url) { return match.name }
        return nil
    }

    // MARK: Quick actions

    private func shortcutItems(_ plist: InfoPlist) -> [LintFinding] {
        var findings: [LintFinding] = []
        var declared: [String] = []
        if let items = plist.root["UIApplicationShortcutItems"] {
            guard case .array(let entries) = items else {
                return [invalid("UIApplicationShortcutItems", items, "an array of dictionaries")]
            }
            for (index, entry) in entries.enumerated() {
                let location = "UIApplicationShortcutItems[\(index)]"
                guard case .dictionary(let members) = entry else {
                    findings.append(invalid(location, entry, "a dictionary"))
                    continue
                }
                guard let type = members["UIApplicationShortcutItemType"] else {
                    findings.append(
                        LintFinding(
                            severity: .error, kind: .infoPlistValue,
                            message: "\(location) has no UIApplicationShortcutItemType, which every quick action needs",
                            location: "Info.plist: " + location))
                    continue
                }
                guard let text = type.stringValue else {
                    findings.append(invalid(location + ".UIApplicationShortcutItemType", type, "a string"))
                    continue
                }
                declared.append(text)
                guard !text.contains("$("), !shortcuts.contains(where: { $0.type == text }) else { continue }
                findings.append(
                    LintFinding(
                        severity: .error, kind: .shortcutTypeNotRouted,
                        message:
                            "\(location) declares the quick action \"\(text)\", but no shortcut rule takes it, so tapping it does nothing",
                        witness: LintFinding.Witness(input: .shortcut(type: text, userInfo: [:]), route: nil),
                        location: "Info.plist: \(location).UIApplicationShortcutItemType"))
            }
        }
        for rule in shortcuts where !declared.contains(rule.type) {
            let userInfo = sampleUserInfo(route: rule.route, parameters: rule.parameters)
            let witness = LintFinding.Witness(
                input: .shortcut(type: rule.type, userInfo: userInfo),
                route: routes(.shortcutItem(.init(type: rule.type, userInfo: userInfo))) ? rule.route : nil)
            findings.append(
                LintFinding(
                    severity: .note, kind: .shortcutRuleNotDeclared,
                    message:
                        "the shortcut rule for \"\(rule.type)\" routes to \"\(rule.route)\", but UIApplicationShortcutItems declares no such quick action; it works only if the app adds it at run time",
                    routes: [rule.route], witness: witness, location: "Info.plist: UIApplicationShortcutItems"))
        }
        return findings
    }

    // MARK: Activities

    private func activityTypes(_ plist: InfoPlist) -> [LintFinding] {
        var findings: [LintFinding] = []
        var declared: [String] = []
        if let list = plist.root["NSUserActivityTypes"] {
            guard case .array(let entries) = list else {
                return [invalid("NSUserActivityTypes", list, "an array of strings")]
            }
            for (index, entry) in entries.enumerated() {
                guard let type = entry.stringValue else {
                    findings.append(invalid("NSUserActivityTypes[\(index)]", entry, "a string"))
                    continue
                }
                declared.append(type)
                let routedWithoutRule = [
                    LaunchInput.UserActivity.browsingWebType, LaunchInput.UserActivity.searchableItemType,
                ]
                guard !type.contains("$("), !routedWithoutRule.contains(type),
                    !activities.contains(where: { $0.activityType == type }), !webpageActivityTypes.contains(type)
                else { continue }
                findings.append(
                    LintFinding(
                        severity: .warning, kind: .activityTypeNotRouted,
                        message:
                            "NSUserActivityTypes[\(index)] declares the activity type \"\(type)\", but no activity rule takes it, so the app continues it to nowhere",
                        witness: LintFinding.Witness(input: .activity(type: type, userInfo: [:]), route: nil),
                        location: "Info.plist: NSUserActivityTypes[\(index)]"))
            }
        }
        for rule in activities where !declared.contains(rule.activityType) {
            let userInfo = sampleUserInfo(route: rule.route, parameters: rule.parameters)
            let input = LaunchInput.userActivity(.init(activityType: rule.activityType, userInfo: userInfo))
            let witness = LintFinding.Witness(
                input: .activity(type: rule.activityType, userInfo: userInfo), route: routes(input) ? rule.route : nil)
            findings.append(
                LintFinding(
                    severity: .error, kind: .activityRuleNotDeclared,
                    message:
                        "the activity rule for \"\(rule.activityType)\" routes to \"\(rule.route)\", but NSUserActivityTypes does not declare the type, so Handoff and SwiftUI never deliver it",
                    routes: [rule.route], witness: witness, location: "Info.plist: NSUserActivityTypes"))
        }
        for type in webpageActivityTypes where !declared.contains(type) {
            findings.append(
                LintFinding(
                    severity: .error, kind: .activityRuleNotDeclared,
                    message:
                        "the webpage activity type \"\(type)\" routes by its webpage URL, but NSUserActivityTypes does not declare the type, so Handoff and SwiftUI never deliver it",
                    witness: LintFinding.Witness(input: .activity(type: type, userInfo: [:]), route: nil),
                    location: "Info.plist: NSUserActivityTypes"))
        }
        return findings
    }

    /// A `userInfo` with a value of the right type under each key a rule reads.
    private func sampleUserInfo(route: String, parameters: [String: String]) -> [String: LaunchInput.PropertyListValue]
    {
        guard let index = table.definitions.firstIndex(where: { $0.name == route }) else { return [:] }
        var types: [String: ParameterType] = [:]
        for pattern in table.patterns[index] {
            for segment in pattern.segments {
                switch segment {
                case .parameter(let name, let type, _): types[name] = type
                case .rest(let name?): types[name] = .string
                default: break
                }
            }
        }
        for rule in table.queryRules[index] { types[rule.name] = rule.type }
        var userInfo: [String: LaunchInput.PropertyListValue] = [:]
        for (parameter, key) in parameters {
            switch types[parameter] ?? .string {
            case .int: userInfo[key] = .integer(1)
            case let type: userInfo[key] = .string(WitnessWriter.sampleValue(of: type))
            }
        }
        return userInfo
    }

    /// Whether a router with the rules routes `input`.
    private func routes(_ input: LaunchInput) -> Bool {
        guard let router = try? Router(table: table, activities: activities, shortcuts: shortcuts) else { return false }
        return router.resolve(input).route != nil
    }

    // MARK: Scene manifest

    private func sceneManifest(_ plist: InfoPlist) -> [LintFinding] {
        let role = "UIWindowSceneSessionRoleApplication"
        func missing(_ message: String, _ location: String) -> [LintFinding] {
            [LintFinding(severity: .error, kind: .sceneManifest, message: message, location: "Info.plist: " + location)]
        }
        guard let manifest = plist.root["UIApplicationSceneManifest"] else {
            return missing(
                "the Info.plist has no UIApplicationSceneManifest: the app does not adopt scenes, which iOS 27 requires, and scene launch inputs never reach it",
                "UIApplicationSceneManifest")
        }
        guard case .dictionary(let members) = manifest else {
            return [invalid("UIApplicationSceneManifest", manifest, "a dictionary")]
        }
        guard let configurations = members["UISceneConfigurations"] else {
            return missing(
                "UIApplicationSceneManifest has no UISceneConfigurations, so no scene of the application role has a delegate to receive launch inputs",
                "UIApplicationSceneManifest")
        }
        guard case .dictionary(let roles) = configurations else {
            return [invalid("UIApplicationSceneManifest.UISceneConfigurations", configurations, "a dictionary")]
        }
        let location = "UIApplicationSceneManifest.UISceneConfigurations"
        guard let list = roles[role] else {
            return missing(
                "\(location) has no \(role) configuration, so the app's window scenes have no delegate to receive launch inputs",
                location)
        }
        guard case .array(let entries) = list else {
            return [invalid("\(location).\(role)", list, "an array of dictionaries")]
        }
        guard let first = entries.first else {
            return missing(
                "\(location).\(role) is empty; its first configuration is the default one, with the scene delegate",
                "\(location).\(role)")
        }
        guard case .dictionary(let configuration) = first else {
            return [invalid("\(location).\(role)[0]", first, "a dictionary")]
        }
        guard let delegate = configuration["UISceneDelegateClassName"] else {
            return missing(
                "\(location).\(role)[0] names no UISceneDelegateClassName, so no scene delegate receives the connection options or the launch callbacks",
                "\(location).\(role)[0]")
        }
        guard let name = delegate.stringValue, !name.isEmpty else {
            return [invalid("\(location).\(role)[0].UISceneDelegateClassName", delegate, "a class name")]
        }
        return []
    }

    // MARK: Values of the wrong type

    private func invalid(_ location: String, _ value: LaunchInput.PropertyListValue, _ expected: String) -> LintFinding
    {
        LintFinding(
            severity: .error, kind: .infoPlistValue,
            message: "\(location) is \(InfoPlist.kind(of: value)), not \(expected)",
            location: "Info.plist: " + location)
    }
}
