#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if LAUNCH_ROUTING_UIKIT_STANDIN
import LaunchRoutingUIKitStandIn  // Linux: the stand-in of SwiftUI
#else
import SwiftUI
#endif
import ShopCore

/// The root view: the current screen's title.
@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
struct ShopRootView: View {
    let screen: ShopScreen

    var body: some View {
        Text(screen.route.title)
    }
}
#endif
