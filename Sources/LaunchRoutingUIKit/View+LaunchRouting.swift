#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if !LAUNCH_ROUTING_UIKIT_STANDIN
#if canImport(AppIntents)
import AppIntents
#endif
import SwiftUI
#endif
import Foundation
import LaunchRouting

/// SwiftUI's launch channels, routed into a launch inbox.
///
/// SwiftUI hands custom-scheme URLs *and* universal links to `onOpenURL` (never to
/// `onContinueUserActivity(NSUserActivityTypeBrowsingWeb)`), and other activities to
/// `onContinueUserActivity` for the types listed in `NSUserActivityTypes`. It has no modifier for
/// quick actions or notification taps: those need an app delegate and a scene delegate.
extension View {
    /// Routes every URL SwiftUI opens in this view's scene — custom-scheme URLs and universal
    /// links — into `launches`.
    ///
    /// ```swift
    /// WindowGroup {
    ///     RootView(model: model)
    ///         .onOpenURL(routingInto: model.launches)
    /// }
    /// ```
    @MainActor
    public func onOpenURL<Route: Sendable>(routingInto launches: LaunchInboxController<Route>) -> some View {
        onOpenURL { url in
            launches.open(url)
        }
    }

    /// Routes the user activities of one type that SwiftUI continues in this view's scene into
    /// `launches`.
    ///
    /// ```swift
    /// RootView(model: model)
    ///     .onContinueUserActivity("com.example.shop.viewing-product", routingInto: model.launches)
    /// ```
    @MainActor
    public func onContinueUserActivity<Route: Sendable>(
        _ activityType: String,
        routingInto launches: LaunchInboxController<Route>
    ) -> some View {
        onContinueUserActivity(activityType) { activity in
            launches.receive(activity)
        }
    }

    /// Routes every URL, and every activity of a type the inbox's router continues
    /// (`activityTypes`), into `launches`: `onOpenURL` and one
    /// `onContinueUserActivity` per type.
    ///
    /// ```swift
    /// WindowGroup {
    ///     RootView(model: model)
    ///         .routesLaunches(into: model.launches)
    /// }
    /// ```
    @MainActor
    public func routesLaunches<Route: Sendable>(into launches: LaunchInboxController<Route>) -> some View {
        var view = AnyView(onOpenURL(routingInto: launches))
        for activityType in launches.router.activityTypes {
            view = AnyView(view.onContinueUserActivity(activityType, routingInto: launches))
        }
        return view
    }

    /// Makes this view's window the one SwiftUI prefers for inputs about `content` (the string
    /// `LaunchScenes.Targeting` gives the route, docs/multiple-windows.md), while it still allows any
    /// other: SwiftUI's side of `LaunchScenes`.
    ///
    /// SwiftUI matches an input's `targetContentIdentifier` (or its URL) against these strings
    /// without saying exactly how, and its own example suggests containment: choose content
    /// strings none of which contains another (`"note/1/"` and `"note/12/"`, not `"note/1"` and
    /// `"note/12"`).
    ///
    /// ```swift
    /// NoteView(note: note)
    ///     .handlesExternalEvents(showing: "note/\(note.id)/")
    /// ```
    @available(iOS 14.0, macCatalyst 14.0, visionOS 1.0, *)
    @MainActor
    public func handlesExternalEvents(showing content: String?) -> some View {
        handlesExternalEvents(preferring: content.map { [$0] } ?? [], allowing: ["*"])
    }
}

#if LAUNCH_ROUTING_UIKIT_STANDIN || canImport(AppIntents)
@available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *)
extension View {
    /// Routes the App Intents of type `intent` that target this view's scene into `launches`, the
    /// inbox of the scene's other inputs: SwiftUI's `onAppIntentExecution`.
    ///
    /// ```swift
    /// RootView(model: model)
    ///     .onAppIntentExecution(OpenOrderIntent.self, routingInto: model.launches)
    /// ```
    @MainActor
    public func onAppIntentExecution<Intent: TargetContentProvidingIntent, Route: Sendable>(
        _ intent: Intent.Type = Intent.self, routingInto launches: LaunchInboxController<Route>
    ) -> some View {
        onAppIntentExecution(intent) { launches.receive(.appIntent(LaunchInput.AppIntent($0))) }
    }
}
#endif
#endif
