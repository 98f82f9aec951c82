#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if !LAUNCH_ROUTING_UIKIT_STANDIN
#if canImport(AppIntents)
import AppIntents
#endif
import CloudKit
import UIKit
import UserNotifications
#endif
import Foundation
import LaunchRouting

extension LaunchOptions {
    /// The neutral form of a connecting scene's `UIScene.ConnectionOptions`, field for field.
    ///
    /// Both sets stay sets: the inbox, not the order in which UIKit's sets happen to iterate,
    /// decides the order of their inputs. The App Intent (iOS 26) is converted as
    /// `LaunchInput.AppIntent(_:)` converts it, the CloudKit share metadata as
    /// `LaunchInput.CloudKitShare(_:)` does. (`sceneAccessoryUserInfo`, new in iOS 27, is left `nil`.)
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    ///     let options = LaunchOptions(connectionOptions)
    ///     options.inputs   // every URL, activity, quick action and notification, in canonical order
    /// }
    /// ```
    @MainActor
    public init(_ options: UIScene.ConnectionOptions) {
        self.init(
            urlContexts: Set(options.urlContexts.map { LaunchInput.URLContext($0) }),
            sourceApplication: options.sourceApplication,
            handoffUserActivityType: options.handoffUserActivityType,
            userActivities: Set(options.userActivities.map { LaunchInput.UserActivity($0) }),
            notificationResponse: options.notificationResponse.map { LaunchInput.NotificationResponse($0) },
            shortcutItem: options.shortcutItem.map { LaunchInput.ShortcutItem($0) },
            cloudKitShare: options.cloudKitShareMetadata.map { LaunchInput.CloudKitShare($0) }
        )
        #if LAUNCH_ROUTING_UIKIT_STANDIN || canImport(AppIntents)
        if #available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *) {
            self.appIntent = options.appIntent.map { LaunchInput.AppIntent($0) }
        }
        #endif
    }
}
#endif
