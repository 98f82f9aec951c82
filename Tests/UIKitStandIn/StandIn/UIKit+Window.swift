#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

// Windows and view controllers: what a scene delegate needs to install its UI.

/// Apple: https://developer.apple.com/documentation/uikit/uiview
/// (`@MainActor class UIView : UIResponder`)
@MainActor
open class UIView: UIResponder {}

/// Apple: https://developer.apple.com/documentation/uikit/uiwindow
/// (`@MainActor class UIWindow : UIView`)
@MainActor
open class UIWindow: UIView {
    /// Apple: https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
        windowScene.windows.append(self)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    open weak var windowScene: UIWindowScene?
    /// Apple: https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController?
    /// Apple: https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
    open private(set) var isKeyWindow = false

    /// Apple: https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    open func makeKeyAndVisible() {
        for window in windowScene?.windows ?? [] { window.isKeyWindow = false }
        isKeyWindow = true
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller
/// (`@MainActor class UIViewController : UIResponder`)
@MainActor
open class UIViewController: UIResponder {
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String?
}
#endif
