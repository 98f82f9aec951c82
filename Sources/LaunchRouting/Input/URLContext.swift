extension LaunchInput {
    /// A URL to open, with the options it came with: the neutral `UIOpenURLContext`.
    ///
    /// The URL is kept as the string the system gave, never reparsed by Foundation, so that it
    /// routes the same way on every OS version and on Linux.
    ///
    /// ```swift
    /// let context = LaunchInput.URLContext(url: "shop://product/42", sourceApplication: "com.apple.mobilesafari")
    /// ```
    public struct URLContext: Hashable, Sendable {
        /// The URL, exactly as received (`UIOpenURLContext.url.absoluteString`).
        public var url: String
        /// The bundle identifier of the app that opened the URL, if it shares the team identifier.
        public var sourceApplication: String?
        /// Whether the file at the URL may be opened in place (`UIScene.OpenURLOptions.openInPlace`).
        public var openInPlace: Bool
        /// The property list that the opening app passed as the annotation.
        public var annotation: LaunchInput.PropertyListValue?

        /// A URL to open, with the options `UIScene.OpenURLOptions` carries.
        public init(
            url: String,
            sourceApplication: String? = nil,
            openInPlace: Bool = false,
            annotation: LaunchInput.PropertyListValue? = nil
        ) {
            self.url = url
            self.sourceApplication = sourceApplication
            self.openInPlace = openInPlace
            self.annotation = annotation
        }
    }
}
