extension LaunchOptions {
    /// The hand-over from the app delegate to the first scene during a migration to scenes: the app
    /// delegate captures its legacy launch options, and the first scene to connect takes them, once.
    ///
    /// In the first stage of a migration the scene delegate owns the window and routes, while the
    /// app delegate keeps its process-wide setup, including capturing the launch options it used to
    /// route from. Capture them here; the first scene passes them to its inbox when it connects,
    /// where they merge with the connection options, so an input that arrives both ways is
    /// delivered once. A second scene finds nothing to take.
    ///
    /// ```swift
    /// // AppDelegate
    /// let launchBridge = LaunchOptions.LegacyBridge()
    ///
    /// func application(_ application: UIApplication,
    ///                  didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    ///     launchBridge.capture(LaunchOptions.Legacy(url: (launchOptions?[.url] as? URL)?.absoluteString))
    ///     return true
    /// }
    ///
    /// // SceneDelegate.scene(_:willConnectTo:options:)
    /// launches.connect(options: LaunchOptions(options), legacyLaunchOptions: appDelegate.launchBridge.takeCapturedOptions())
    /// ```
    @MainActor
    public final class LegacyBridge {
        /// The options captured and not yet taken.
        public private(set) var capturedOptions: LaunchOptions.Legacy?

        /// An empty bridge: nothing captured.
        public init() {}

        /// Keeps the app delegate's launch options for the first scene. Capturing again (from both
        /// `willFinishLaunching` and `didFinishLaunching`) replaces them; empty options are not kept.
        public func capture(_ options: LaunchOptions.Legacy) {
            capturedOptions = options.isEmpty ? nil : options
        }

        /// The captured options, once: the first call returns them, every later call `nil`.
        public func takeCapturedOptions() -> LaunchOptions.Legacy? {
            defer { capturedOptions = nil }
            return capturedOptions
        }
    }
}
