#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
import Observation
import ShopCore

/// What SwiftUI views observe: the app core's current screen.
@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
@MainActor @Observable
final class ShopScreen {
    private(set) var route: ShopRoute

    init(model: ShopAppModel) {
        route = model.screen
        model.onChange = { [weak self, unowned model] in
            self?.route = model.screen
        }
    }
}
#endif
