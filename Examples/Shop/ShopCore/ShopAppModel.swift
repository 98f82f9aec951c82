import LaunchRouting

/// The shop app's core, shared by its UIKit and SwiftUI shells: what it shows, whether someone is
/// logged in, and the launch inbox that turns links, quick actions, notifications and Handoff into
/// screens.
///
/// The shells only forward: a scene delegate hands its connection options and callbacks to
/// ``launches`` and reports when its window appears and disappears. The model decides when the app
/// can take a route — a window is up *and* a user is logged in — and what each delivery does.
///
/// ```swift
/// let model = ShopAppModel()
/// model.launches.connect(options: LaunchOptions(urlContexts: [.init(url: "shop://product/42")]))
/// model.windowDidAppear()     // not ready yet: nobody is logged in
/// model.logIn()               // ready: the link is delivered now
/// model.screen                // .product(id: 42, ref: nil)
/// ```
@MainActor
public final class ShopAppModel {
    /// The scene's launch inbox. `nonisolated`, so that a notification-center delegate can hand
    /// it a response from any thread (see `LaunchInboxController.receive(_:completionHandler:)`).
    public nonisolated let launches: LaunchInboxController<ShopRoute>
    /// The screens on top of the home screen, the current one last.
    public private(set) var path: [ShopRoute] = []
    /// Whether a user is logged in. Links wait for a login.
    public private(set) var isLoggedIn: Bool
    /// Whether a window shows the app's UI.
    public private(set) var hasWindow = false
    /// Inputs that did not route and inputs the inbox dropped, one line each, for the app's log.
    public private(set) var log: [String] = []
    /// Called after every change of state, for a view to redraw.
    public var onChange: (@MainActor () -> Void)?

    /// Creates the model with an empty inbox.
    ///
    /// - Parameters:
    ///   - isLoggedIn: Whether a user is logged in at launch.
    ///   - clock: The inbox's clock; tests inject their own.
    public init(isLoggedIn: Bool = false, clock: LaunchClock = .system) {
        self.isLoggedIn = isLoggedIn
        launches = LaunchInboxController(router: ShopRoutes.router, clock: clock) { _ in }
        launches.handler = { [unowned self] delivery in
            self.handle(delivery)
        }
        launches.dropHandler = { [unowned self] drop in
            self.log.append("dropped \(drop.reason) from \(drop.channel)")
        }
    }

    /// The screen on top: the last in ``path``, or the home screen.
    public var screen: ShopRoute { path.last ?? .home }

    // snippet.begin model-readiness
    /// The scene's window shows the app's UI: routes can be shown once a user is logged in.
    public func windowDidAppear() {
        hasWindow = true
        updateReadiness()
    }

    /// The scene is gone (`sceneDidDisconnect(_:)`): nothing can be shown until a scene connects
    /// and its window appears again. Inputs still pending wait for it.
    public func windowDidDisappear() {
        hasWindow = false
        launches.disconnect()
        changed()
    }

    /// A user logs in: pending links are shown.
    public func logIn() {
        isLoggedIn = true
        updateReadiness()
    }

    /// The user logs out: the app shows its home screen, and links wait for the next login.
    public func logOut() {
        isLoggedIn = false
        path = []
        updateReadiness()
    }
    // snippet.end

    /// The user opens a screen from within the app.
    public func show(_ route: ShopRoute) {
        path.append(route)
        changed()
    }

    // snippet.begin model-restoration
    /// What the scene saves to be restored with: the current screen as a deep link in an activity
    /// of type ``ShopRoutes/browsingActivityType``. It never routes: the inbox hands it back
    /// (as `restorationActivity`) only when no link opened the scene.
    public var stateRestorationActivity: LaunchInput.UserActivity {
        LaunchInput.UserActivity(
            activityType: ShopRoutes.browsingActivityType,
            userInfo: ["url": .string(ShopRoutes.table.url(for: screen) ?? "shop:/")],
            title: screen.title
        )
    }
    // snippet.end

    // MARK: Deliveries

    // snippet.begin model-deliveries
    private func handle(_ delivery: LaunchDelivery<ShopRoute>) {
        switch delivery.outcome {
        case .routed(let route):
            path = route == .home ? [] : [route]
        case .unmatched(let reason) where reason.code == .restorationActivity:
            restore(from: delivery.input)
        case .unmatched(let reason), .rejected(let reason):
            log.append("\(delivery.channel): \(reason)")
        }
        changed()
    }

    /// Restores the screen a restoration activity names, through the same table as a link.
    private func restore(from input: LaunchInput) {
        guard let activity = input.userActivity, let url = activity.userInfo["url"]?.stringValue,
            case .routed(let route) = ShopRoutes.table.resolve(url)
        else { return }
        path = route == .home ? [] : [route]
    }
    // snippet.end

    private func updateReadiness() {
        launches.setReady(hasWindow && isLoggedIn)
        changed()
    }

    private func changed() {
        onChange?()
    }
}
