import LaunchRouting

/// Lints a route table, and the apple-app-site-association file and Info.plist that must agree
/// with it: what `launch-route lint` runs.
///
/// The findings come in a fixed order: the table's own (unmatchable patterns, then per route:
/// shadowed routes, patterns, sources and parameters; then ties and overlaps by pair of routes),
/// then the generated AASA file's round trip, then the AASA file's, then the Info.plist's. Every finding about an input has a witness that
/// the analysis has resolved.
///
/// ```swift
/// let table = try RouteTable<RouteMatch>(schemes: ["shop"], routes: [
///     .init("product", path: "/product/:id(int)"),
///     .init("slug", path: "/product/:slug"),
///     .init("any", path: "/product/*"),
/// ])
/// for finding in TableLint.findings(table: table) { print(finding) }
/// // error[shadowedRoute]: route "any" can never win: every URL it matches goes to a route that
/// //   ranks higher, such as shop://product/x, which goes to "slug"
/// // note[overlap]: routes "product" and "slug" both match shop://product/1, which goes to
/// //   "product": at segment 2, an int parameter ranks above a string parameter
/// // ...
/// ```
public enum TableLint: Sendable {
    /// Every finding about `table`, and about the AASA file and Info.plist when given.
    ///
    /// - Parameters:
    ///   - table: The route table.
    ///   - aasa: The apple-app-site-association file served on the table's domains.
    ///   - appID: The app's `TEAMID.bundle.id`, to find its entries in `aasa`; when `nil`, the
    ///     file's only app identifier, if it has exactly one.
    ///   - aasaDomains: The domains `aasa` is served on; `nil` for all of the table's.
    ///   - aasaByteCount: The size of the file `aasa` was read from, in bytes, to check it against
    ///     the 128 KB Apple reads; `nil` when unknown. Past it, the file gets `aasaTooLarge` and is
    ///     not checked further (`aasa` may then be `nil`: it need not be read at all).
    ///   - infoPlist: The app's Info.plist.
    ///   - activities: The router's activity rules, to check `NSUserActivityTypes`.
    ///   - shortcuts: The router's quick-action rules, to check `UIApplicationShortcutItems`.
    ///   - webpageActivityTypes: The router's activity types routed by their webpage URL, which
    ///     `NSUserActivityTypes` must declare too.
    ///   - progress: Told what the lint checks as each part starts (`"overlaps"`, `"the AASA file
    ///     written for shop.example.com"`, ...), for a progress line on a large table.
    /// - Returns: The findings, in a fixed order.
    public static func findings<Route: Sendable>(
        table: RouteTable<Route>,
        aasa: AASAFile? = nil,
        appID: String? = nil,
        aasaDomains: [String]? = nil,
        aasaByteCount: Int? = nil,
        infoPlist: InfoPlist? = nil,
        activities: [LaunchRule.Activity] = [],
        shortcuts: [LaunchRule.Shortcut] = [],
        webpageActivityTypes: [String] = [],
        progress: (String) -> Void = { _ in }
    ) -> [LintFinding] {
        progress("overlaps")
        var findings = OverlapAnalysis(table: table).findings()
        let aasaCheck = AASACrossCheck(table: table)
        findings += aasaCheck.generatorFindings(progress: progress)
        // A file past the 128 KB Apple reads gets its error and nothing more: its findings would
        // be about a file no device uses, and cost as much as the file is long.
        if let size = aasaByteCount,
            let tooLarge = AASACrossCheck<Route>.tooLarge(
                size, what: "the apple-app-site-association file", isLast: true)
        {
            findings.append(tooLarge)
        } else if let aasa {
            progress("the AASA file")
            findings += aasaCheck.findings(
                aasa: aasa, appID: appID, domains: aasaDomains, bundleIdentifier: infoPlist?.bundleIdentifier)
        }
        if let infoPlist {
            progress("the Info.plist")
            findings += InfoPlistCrossCheck(
                table: table, activities: activities, shortcuts: shortcuts, webpageActivityTypes: webpageActivityTypes
            ).findings(infoPlist)
        }
        return findings
    }
}
