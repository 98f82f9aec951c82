// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Apple's own names, as the SDK spells them.)
#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if LAUNCH_ROUTING_UIKIT_STANDIN
import LaunchRoutingUIKitStandIn  // Linux: the stand-in of UIKit and SwiftUI, and the adapters
#else
import LaunchRoutingUIKit
import SwiftUI
import UIKit
#endif
import Foundation
import LaunchRouting
import ShopCore

// snippet.begin hosting
/// iOS 26: a UIKit app whose window is a SwiftUI scene. UIKit creates this delegate from the
/// configuration below, so it receives the scene's callbacks; the SwiftUI views receive onOpenURL.
/// Both feed one inbox, which delivers each input once. (`UIHostingSceneDelegate` is not on Mac
/// Catalyst; there the SwiftUI shell, ShopSwiftUIApp, serves.)
@available(iOS 26.0, visionOS 26.0, *)
@available(macCatalyst, unavailable)
final class ShopHostingSceneDelegate: UIResponder, UIHostingSceneDelegate {
    static var rootScene: some Scene {
        WindowGroup(id: "shop") {
            ShopRootView(screen: ShopHostingAppDelegate.shared.screen)
                .routesLaunches(into: ShopHostingAppDelegate.shared.model.launches)
        }
    }

    private var launches: LaunchInboxController<ShopRoute> { ShopHostingAppDelegate.shared.model.launches }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        launches.connect(options: connectionOptions, session: session)
        ShopHostingAppDelegate.shared.model.windowDidAppear()
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        launches.open(URLContexts)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        launches.receive(userActivity)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        launches.tick()
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        ShopHostingAppDelegate.shared.model.windowDidDisappear()
    }
}

/// The app delegate of that UIKit app. (`@main` in the app target.)
@available(iOS 26.0, visionOS 26.0, *)
@available(macCatalyst, unavailable)
final class ShopHostingAppDelegate: UIResponder, UIApplicationDelegate {
    let model = ShopAppModel()
    private(set) lazy var screen = ShopScreen(model: model)

    static var shared: ShopHostingAppDelegate {
        guard let delegate = UIApplication.shared.delegate as? ShopHostingAppDelegate else {
            preconditionFailure("the application's delegate is not the shop's ShopHostingAppDelegate")
        }
        return delegate
    }

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ShopHostingSceneDelegate.self
        return configuration
    }

    /// Opens another shop window on iPad: a SwiftUI scene activated from UIKit. It connects through
    /// ShopHostingSceneDelegate like the first.
    @available(macCatalyst, unavailable)
    func openAnotherWindow() {
        if let request = UISceneSessionActivationRequest(
            hostingDelegateClass: ShopHostingSceneDelegate.self, id: "shop")
        {
            UIApplication.shared.activateSceneSession(for: request)
        }
    }
}
// snippet.end
#endif
