/// One thing `launch-route lint` found wrong, or worth knowing, about a route table and the files
/// that must agree with it.
///
/// Every finding that concerns a launch input carries a ``witness``: an input that shows it, which
/// the analysis has resolved to check that it shows what the message says.
///
/// ```swift
/// let findings = TableLint.findings(table: table)
/// findings[0].severity            // .error
/// findings[0].kind                // .shadowedRoute
/// findings[0].message             // route "slug" can never win: ...
/// findings[0].witness?.description // "shop://product/x"
/// ```
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
    /// How serious the finding is; `lint` exits 1 when any finding is an error.
    public var severity: Severity
    /// What kind of finding this is.
    public var kind: Kind
    /// One line saying what was found, naming the routes, types and files involved.
    public var message: String
    /// The routes the finding is about, in table order.
    public var routes: [String]
    /// An input that shows the finding, and where the table or router sends it.
    public var witness: LintFinding.Witness?
    /// Where in a file the finding points: `applinks.details[0].components[2]`,
    /// `Info.plist: CFBundleURLTypes[0].CFBundleURLSchemes`; `nil` for the table itself.
    public var location: String?

    /// A finding of `kind` and `severity`, described by `message`, about `routes`, shown by `witness`,
    /// at `location` in a file when it is about one.
    public init(
        severity: Severity,
        kind: Kind,
        message: String,
        routes: [String] = [],
        witness: LintFinding.Witness? = nil,
        location: String? = nil
    ) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.routes = routes
        self.witness = witness
        self.location = location
    }

    /// `error[shadowedRoute]: route "slug" can never win: ...`
    public var description: String { "\(severity)[\(kind)]: \(message)" }

    /// How serious a finding is, ordered from note to error.
    ///
    /// ```swift
    /// findings.filter { $0.severity >= .warning }   // warnings and errors
    /// ```
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable, CustomStringConvertible {
        /// Worth knowing; nothing is wrong (two routes overlap and the priority rule decides).
        case note
        /// Probably a mistake, or a gap that loses some inputs.
        case warning
        /// Inputs are lost or go somewhere nobody intended; `lint` exits 1.
        case error

        public var description: String { rawValue }

        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
    }

    /// A kind of finding. A struct with static members, so that kinds can be added.
    ///
    /// ```swift
    /// findings.filter { $0.kind == .shadowedRoute }
    /// LintFinding.Kind.shadowedRoute.name   // "shadowedRoute", as the JSON output writes it
    /// ```
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's stable name, as the JSON output writes it.
        public let name: String
        init(_ name: String) { self.name = name }
        public var description: String { name }
    }
}

extension LintFinding.Kind {
    // MARK: Overlap analysis

    /// Two routes match the same URL; the priority rule picks one (note).
    public static let overlap = Self("overlap")
    /// Two routes match the same URL with the same priority, so only their names decide (error).
    public static let tie = Self("tie")
    /// A route never wins: every URL it matches goes to a route that ranks higher (error).
    public static let shadowedRoute = Self("shadowedRoute")
    /// One of a route's patterns, or its form without an optional parameter, never wins (warning).
    public static let shadowedPattern = Self("shadowedPattern")
    /// A route wins on some sources but never on one it accepts (warning).
    public static let shadowedInSource = Self("shadowedInSource")
    /// A path parameter is captured by no URL that routes to its route (warning).
    public static let unboundParameter = Self("unboundParameter")
    /// One of a route's patterns wins but does not bind a parameter another of its patterns
    /// binds, so the route's binding gets URLs without it (warning).
    public static let patternMissesParameter = Self("patternMissesParameter")
    /// No URL can match a pattern at all (error).
    public static let unmatchablePattern = Self("unmatchablePattern")
    /// A witness does not route where the priority rule says it must: a bug in the matcher or in
    /// the analysis (error).
    public static let priorityMismatch = Self("priorityMismatch")

    // MARK: apple-app-site-association

    /// A URL that routes is not opened in the app by the AASA file, so it opens in Safari (error).
    public static let aasaRouteNotOpened = Self("aasaRouteNotOpened")
    /// The AASA file opens a URL in the app that no route matches (warning).
    public static let aasaPathWithoutRoute = Self("aasaPathWithoutRoute")
    /// The AASA file lists no entry for the app, so it opens nothing in it (error).
    public static let aasaAppNotListed = Self("aasaAppNotListed")
    /// The components `launch-route aasa` writes for the table do not reproduce it (error).
    public static let aasaGeneratorMismatch = Self("aasaGeneratorMismatch")
    /// A given or generated AASA file is larger than the 128 KB Apple reads (error).
    public static let aasaTooLarge = Self("aasaTooLarge")

    // MARK: Info.plist

    /// A scheme of the table is not registered in `CFBundleURLTypes` (error).
    public static let schemeNotRegistered = Self("schemeNotRegistered")
    /// `CFBundleURLTypes` registers a scheme the table does not route (warning).
    public static let schemeNotRouted = Self("schemeNotRouted")
    /// A static quick action's type has no shortcut rule (error).
    public static let shortcutTypeNotRouted = Self("shortcutTypeNotRouted")
    /// A shortcut rule's type is not a static quick action: fine if the app adds it at run time (note).
    public static let shortcutRuleNotDeclared = Self("shortcutRuleNotDeclared")
    /// `NSUserActivityTypes` lists a type no activity rule routes (warning).
    public static let activityTypeNotRouted = Self("activityTypeNotRouted")
    /// An activity rule's type is missing from `NSUserActivityTypes`, so it is never delivered (error).
    public static let activityRuleNotDeclared = Self("activityRuleNotDeclared")
    /// The scene manifest is missing or has no usable configuration for the application role (error).
    public static let sceneManifest = Self("sceneManifest")
    /// An Info.plist key the checks read has a value of the wrong type (error).
    public static let infoPlistValue = Self("infoPlistValue")
}
