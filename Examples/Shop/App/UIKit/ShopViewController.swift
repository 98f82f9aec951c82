#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if LAUNCH_ROUTING_UIKIT_STANDIN
import LaunchRoutingUIKitStandIn  // Linux: the stand-in of UIKit
#else
import UIKit
#endif
import Foundation
import ShopCore

// snippet.begin view-controller
/// The root screen: shows the model's current screen, and redraws when the model changes.
final class ShopViewController: UIViewController {
    let model: ShopAppModel

    init(model: ShopAppModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
        model.onChange = { [weak self] in self?.render() }
        render()
    }

    required init?(coder: NSCoder) {
        fatalError("ShopViewController is not created from a storyboard")
    }

    private func render() {
        title = model.screen.title
    }
}
// snippet.end
#endif
