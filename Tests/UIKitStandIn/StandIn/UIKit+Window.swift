#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

// Windows and view controllers: what a scene delegate needs to install its UI.

/// Apple: https://developer.apple.com/documentation/uikit/uiview
/// (`@MainActor class UIView : UIResponder`)
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIView: UIResponder {}

/// Apple: https://developer.apple.com/documentation/uikit/uiwindow
/// (`@MainActor class UIWindow : UIView`)
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIWindow: UIView {
    /// Apple: https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
        windowScene.windows.append(self)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open weak var windowScene: UIWindowScene?
    /// Apple: https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    @available(iOS 4.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open var rootViewController: UIViewController?
    /// Apple: https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open private(set) var isKeyWindow = false

    /// Apple: https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open func makeKeyAndVisible() {
        for window in windowScene?.windows ?? [] { window.isKeyWindow = false }
        isKeyWindow = true
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller
/// (`@MainActor class UIViewController : UIResponder`)
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIViewController: UIResponder {
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open var title: String?
}
#endif
