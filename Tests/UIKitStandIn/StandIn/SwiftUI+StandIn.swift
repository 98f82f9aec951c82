#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

// SwiftUI, as far as the adapters and the example use it. The modifiers return views that remember
// their handlers, so that `StandInSystem` can deliver a URL or an activity to every handler in a
// view tree, as SwiftUI does for the scene that receives it.

/// Apple: https://developer.apple.com/documentation/swiftui/view
/// (`@MainActor @preconcurrency protocol View`)
@available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, *)
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, *)
@resultBuilder
public struct ViewBuilder {
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    @available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, *)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    @available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, *)
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
}

/// Apple: https://developer.apple.com/documentation/swiftui/never (`extension Never : View`)
extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// Apple: https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, *)
public struct Text: View {
    /// What the text shows; stand-in only.
    public let content: String

    /// Apple: https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    /// (`init<S>(_ content: S) where S : StringProtocol`)
    @available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, *)
    nonisolated public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public var body: Never { fatalError("Text is a primitive view") }
}

/// Apple: https://developer.apple.com/documentation/swiftui/anyview
@available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, *)
public struct AnyView: View {
    let view: any View

    /// Apple: https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    /// (`init<V>(_ view: V) where V : View`)
    @available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, *)
    public init<V: View>(_ view: V) {
        self.view = view
    }

    public var body: Never { fatalError("AnyView is a primitive view") }
}

extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
    /// (`nonisolated func onOpenURL(perform action: @escaping (URL) -> ()) -> some View`)
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        OnOpenURLView(content: self, action: action)
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)
    /// (`nonisolated func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> ()) -> some View`)
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    nonisolated public func onContinueUserActivity(
        _ activityType: String,
        perform action: @escaping (NSUserActivity) -> Void
    ) -> some View {
        OnContinueUserActivityView(content: self, activityType: activityType, action: action)
    }
}

extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/onappintentexecution(_:perform:)
    /// (`nonisolated func onAppIntentExecution<I>(_ intent: I.Type = I.self, perform action: @escaping @MainActor (I) -> Void) -> some View where I : TargetContentProvidingIntent`)
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    nonisolated public func onAppIntentExecution<I: TargetContentProvidingIntent>(
        _ intent: I.Type = I.self, perform action: @escaping @MainActor (I) -> Void
    ) -> some View {
        OnAppIntentExecutionView(content: self) { intent in
            if let intent = intent as? I { action(intent) }
        }
    }
}

extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/handlesexternalevents(preferring:allowing:)
    /// (`nonisolated func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View`)
    @available(iOS 14.0, macCatalyst 14.0, visionOS 1.0, *)
    nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        HandlesExternalEventsView(content: self, preferring: preferring, allowing: allowing)
    }
}

/// The view `handlesExternalEvents(preferring:allowing:)` returns; stand-in only.
nonisolated public struct HandlesExternalEventsView<Content: View>: View {
    let content: Content
    /// What the window prefers and allows; stand-in only.
    public let preferring: Set<String>
    public let allowing: Set<String>

    public var body: Never { fatalError("a modifier has no body") }
}

/// The view `onOpenURL(perform:)` returns; stand-in only.
nonisolated struct OnOpenURLView<Content: View>: View {
    let content: Content
    let action: (URL) -> Void

    var body: Never { fatalError("a modifier has no body") }
}

/// The view `onContinueUserActivity(_:perform:)` returns; stand-in only.
nonisolated struct OnContinueUserActivityView<Content: View>: View {
    let content: Content
    let activityType: String
    let action: (NSUserActivity) -> Void

    var body: Never { fatalError("a modifier has no body") }
}

/// The view `onAppIntentExecution(_:perform:)` returns; stand-in only.
nonisolated struct OnAppIntentExecutionView<Content: View>: View {
    let content: Content
    let action: @MainActor (any Sendable) -> Void

    var body: Never { fatalError("a modifier has no body") }
}

/// Apple: https://developer.apple.com/documentation/swiftui/scene
/// (`@MainActor @preconcurrency protocol Scene`)
@available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    /// Apple: https://developer.apple.com/documentation/swiftui/scene/body-swift.property
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Apple: https://developer.apple.com/documentation/swiftui/scenebuilder
@available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
@resultBuilder
public struct SceneBuilder {
    /// Apple: https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Apple: https://developer.apple.com/documentation/swiftui/scenebuilder/buildexpression(_:)
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// `extension Never : Scene`
extension Never: Scene {}

/// Apple: https://developer.apple.com/documentation/swiftui/windowgroup
@available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
public struct WindowGroup<Content: View>: Scene {
    /// The group's identifier; stand-in only.
    public let id: String?
    /// The root view of the group's windows; stand-in only.
    public let content: Content

    /// Apple: https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    public init(@ViewBuilder content: () -> Content) {
        self.id = nil
        self.content = content()
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/windowgroup/init(id:content:)
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.id = id
        self.content = content()
    }

    public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

/// Apple: https://developer.apple.com/documentation/swiftui/openwindowaction
/// (`@MainActor @preconcurrency struct OpenWindowAction`)
@available(iOS 16.0, macCatalyst 16.0, visionOS 1.0, *)
@MainActor
public struct OpenWindowAction {
    /// The windows opened through any action, in order: the group's identifier and the value;
    /// stand-in only.
    public static var opened: [(id: String?, value: AnyHashable?)] = []

    /// An action; stand-in only (SwiftUI hands one out as `EnvironmentValues.openWindow`).
    public init() {}

    /// Apple: https://developer.apple.com/documentation/swiftui/openwindowaction/callasfunction(id:)
    public func callAsFunction(id: String) {
        Self.opened.append((id, nil))
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/openwindowaction/callasfunction(value:)
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        Self.opened.append((nil, AnyHashable(value)))
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/openwindowaction/callasfunction(id:value:)
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        Self.opened.append((id, AnyHashable(value)))
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/app
/// (`@MainActor @preconcurrency protocol App`)
@available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    /// Apple: https://developer.apple.com/documentation/swiftui/app/body-swift.property
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// Apple: https://developer.apple.com/documentation/swiftui/app/init()
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    @MainActor @preconcurrency init()
}

/// Apple: https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor
/// (`@MainActor @preconcurrency @propertyWrapper struct UIApplicationDelegateAdaptor<DelegateType>
/// where DelegateType : NSObject, DelegateType : UIApplicationDelegate`)
///
/// SwiftUI creates the delegate and installs it as the application's; in the stand-in,
/// `StandInSystem.launch(_:)` installs it, and the adaptor returns the installed delegate.
@available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    /// Apple: https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor/init(_:)-59sfu
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    /// Apple: https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor/wrappedvalue
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    public var wrappedValue: DelegateType {
        guard let delegate = UIApplication.shared.delegate as? DelegateType else {
            preconditionFailure("StandInSystem.launch(_:) installs the app delegate before the App is created")
        }
        return delegate
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/uihostingscenedelegate
/// (`protocol UIHostingSceneDelegate : UISceneDelegate`, iOS 26.0+)
@available(iOS 26.0, tvOS 27.0, visionOS 26.0, *)
@available(macCatalyst, unavailable)
@MainActor @preconcurrency
public protocol UIHostingSceneDelegate: UISceneDelegate {
    /// Apple: https://developer.apple.com/documentation/swiftui/uihostingscenedelegate/rootscene-swift.associatedtype
    @available(iOS 26.0, tvOS 27.0, visionOS 26.0, *)
    @available(macCatalyst, unavailable)
    associatedtype RootScene: Scene
    /// Apple: https://developer.apple.com/documentation/swiftui/uihostingscenedelegate/rootscene-swift.type.property
    @available(iOS 26.0, tvOS 27.0, visionOS 26.0, *)
    @available(macCatalyst, unavailable)
    @SceneBuilder @MainActor @preconcurrency static var rootScene: Self.RootScene { get }

    /// Stand-in only: UIKit makes the delegate of a scene it activates from the class, through
    /// Objective-C's `init`, which every `NSObject` subclass has; the stand-in asks for it so that
    /// `StandInSystem.fulfilActivationRequest` can do the same. Code that compiles here compiles
    /// against the SDK, which asks for less.
    init()
}

@available(iOS 26.0, tvOS 27.0, visionOS 26.0, *)
@available(macCatalyst, unavailable)
extension UISceneSessionActivationRequest {
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct/init(hostingdelegateclass:id:)
    /// (`init?<D>(hostingDelegateClass: D.Type, id: String) where D : UIHostingSceneDelegate`):
    /// fails when no scene with the identifier is declared in the class's `rootScene`.
    @available(iOS 26.0, tvOS 27.0, visionOS 26.0, *)
    @available(macCatalyst, unavailable)
    @MainActor
    public init?<D: UIHostingSceneDelegate>(hostingDelegateClass: D.Type, id: String) {
        guard (D.rootScene as? any StandInWindowGroup)?.groupID == id else { return nil }
        self.init()
        hostingSceneID = id
        self.hostingDelegateClass = D.self
        makeHostingDelegate = { D() }
    }
}

// MARK: Walking a view tree (stand-in only)

/// A window group, whatever its content.
@MainActor
protocol StandInWindowGroup {
    var groupID: String? { get }
    var rootView: any View { get }
}

extension WindowGroup: StandInWindowGroup {
    var groupID: String? { id }
    var rootView: any View { content }
}

/// A view that SwiftUI looks into when it delivers an event: a modifier or a type-erased view.
@MainActor
protocol StandInContainerView {
    var children: [any View] { get }
    func deliver(_ url: URL)
    func deliver(_ activity: NSUserActivity)
    func deliver(intent: any Sendable)
}

extension StandInContainerView {
    func deliver(_ url: URL) {}
    func deliver(_ activity: NSUserActivity) {}
    func deliver(intent: any Sendable) {}
}

extension OnAppIntentExecutionView: StandInContainerView {
    var children: [any View] { [content] }
    @MainActor func deliver(intent: any Sendable) { action(intent) }
}

extension OnOpenURLView: StandInContainerView {
    var children: [any View] { [content] }
    func deliver(_ url: URL) { action(url) }
}

extension OnContinueUserActivityView: StandInContainerView {
    var children: [any View] { [content] }
    func deliver(_ activity: NSUserActivity) {
        if activity.activityType == activityType { action(activity) }
    }
}

extension AnyView: StandInContainerView {
    var children: [any View] { [view] }
}

@MainActor
enum ViewTree {
    /// Every view in the tree, outermost first: modifiers, their content, and the bodies of
    /// composite views.
    static func views(in root: any View) -> [any View] {
        var result: [any View] = [root]
        if let container = root as? any StandInContainerView {
            for child in container.children { result += views(in: child) }
        } else if let body = body(of: root) {
            result += views(in: body)
        }
        return result
    }

    private static func body<V: View>(of view: V) -> (any View)? {
        V.Body.self == Never.self ? nil : view.body
    }
}
#endif
