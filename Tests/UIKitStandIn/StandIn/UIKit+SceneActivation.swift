#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

/// Apple: https://developer.apple.com/documentation/uikit/uisceneactivationconditions
/// (`@MainActor class UISceneActivationConditions : NSObject`)
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UISceneActivationConditions: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uisceneactivationconditions/init()
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    override public init() { super.init() }

    /// Apple: https://developer.apple.com/documentation/uikit/uisceneactivationconditions/canactivatefortargetcontentidentifierpredicate
    /// (`@NSCopying var canActivateForTargetContentIdentifierPredicate: NSPredicate { get set }`)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)

    /// Apple: https://developer.apple.com/documentation/uikit/uisceneactivationconditions/preferstoactivatefortargetcontentidentifierpredicate
    /// (`@NSCopying var prefersToActivateForTargetContentIdentifierPredicate: NSPredicate { get set }`)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)
}

/// Apple: https://developer.apple.com/documentation/foundation/nspredicate
/// (`class NSPredicate : NSObject`)
///
/// swift-corelibs-foundation has `NSPredicate` but no format strings (`init(format:)` is
/// unavailable there), and UIKit needs a format predicate: activation conditions are archived and
/// evaluated by the system. This stand-in, declared in the stand-in's module, takes the SDK's
/// place there. It keeps the format with its `%@` arguments quoted in, as `predicateFormat` shows
/// it, and evaluates the two forms the adapters write: a constant, and `SELF == "text"`. Its
/// arguments are `Any`, not `CVarArg`: on Linux `String` is not a `CVarArg`.
open class NSPredicate: NSObject {
    /// Apple: https://developer.apple.com/documentation/foundation/nspredicate/predicateformat
    open private(set) var predicateFormat: String
    private let constant: Bool?

    /// Apple: https://developer.apple.com/documentation/foundation/nspredicate/init(format:_:)
    public init(format predicateFormat: String, _ args: Any...) {
        var format = predicateFormat
        for argument in args {
            guard let range = format.range(of: "%@") else { break }
            format.replaceSubrange(range, with: "\"\(argument)\"")
        }
        self.predicateFormat = format
        constant = nil
    }

    /// Apple: https://developer.apple.com/documentation/foundation/nspredicate/init(value:)
    public init(value: Bool) {
        predicateFormat = value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        constant = value
    }

    /// Apple: https://developer.apple.com/documentation/foundation/nspredicate/evaluate(with:)
    /// (stand-in: constants and `SELF == "text"` only; any other format evaluates to false)
    open func evaluate(with object: Any?) -> Bool {
        if let constant { return constant }
        guard let object = object as? String else { return false }
        return predicateFormat.caseInsensitiveCompare("SELF == \"\(object)\"") == .orderedSame
    }
}
#endif
