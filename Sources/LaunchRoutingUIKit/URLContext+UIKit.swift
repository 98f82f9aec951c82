#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if !LAUNCH_ROUTING_UIKIT_STANDIN
import UIKit
#endif
import Foundation
import LaunchRouting

extension LaunchInput.URLContext {
    /// The neutral form of a `UIOpenURLContext`: the URL as `absoluteString`, with its source
    /// application, open-in-place flag and annotation.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    ///     let contexts = Set(URLContexts.map { LaunchInput.URLContext($0) })
    ///     // [URLContext(url: "shop://product/42", sourceApplication: "com.apple.mobilesafari")]
    /// }
    /// ```
    @MainActor
    public init(_ context: UIOpenURLContext) {
        self.init(
            url: context.url.absoluteString,
            sourceApplication: context.options.sourceApplication,
            openInPlace: context.options.openInPlace,
            annotation: context.options.annotation.flatMap { LaunchInput.PropertyListValue(plist: $0) }
        )
    }
}
#endif
