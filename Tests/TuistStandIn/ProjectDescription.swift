// A stand-in of the part of Tuist's ProjectDescription API that Examples/Shop/App/Project.swift
// uses, so that the manifest compiles in `swift test` and its Info.plist can be checked against the
// route table. Each declaration links Tuist's reference (`Tuist:`); members the manifest does not use
// are left out, and the initialisers keep Tuist's argument order.

/// Tuist: https://docs.tuist.dev/en/references/project-description/structs/project
public struct Project: Sendable {
    public var name: String
    public var packages: [Package]
    public var targets: [Target]

    /// Tuist: `init(name:organizationName:classPrefix:options:packages:settings:targets:schemes:fileHeaderTemplate:additionalFiles:resourceSynthesizers:)`
    public init(name: String, packages: [Package] = [], targets: [Target] = []) {
        self.name = name
        self.packages = packages
        self.targets = targets
    }
}

/// Tuist: https://docs.tuist.dev/en/references/project-description/structs/target
public struct Target: Sendable {
    public var name: String
    public var destinations: Destinations
    public var product: Product
    public var bundleId: String
    public var deploymentTargets: DeploymentTargets?
    public var infoPlist: InfoPlist?
    public var sources: SourceFilesList?
    public var entitlements: Entitlements?
    public var dependencies: [TargetDependency]

    /// Tuist: `target(name:destinations:product:productName:bundleId:deploymentTargets:infoPlist:sources:resources:buildableFolders:copyFiles:headers:entitlements:scripts:dependencies:settings:…)`
    public static func target(
        name: String,
        destinations: Destinations,
        product: Product,
        bundleId: String,
        deploymentTargets: DeploymentTargets? = nil,
        infoPlist: InfoPlist? = .default,
        sources: SourceFilesList? = nil,
        entitlements: Entitlements? = nil,
        dependencies: [TargetDependency] = []
    ) -> Target {
        Target(
            name: name, destinations: destinations, product: product, bundleId: bundleId,
            deploymentTargets: deploymentTargets,
            infoPlist: infoPlist, sources: sources, entitlements: entitlements, dependencies: dependencies)
    }
}

/// Tuist: https://docs.tuist.dev/en/references/project-description/enums/destination
public enum Destination: String, Sendable, CaseIterable {
    case iPhone, iPad, mac, macWithiPadDesign, macCatalyst, appleWatch, appleTv, appleVision, appleVisionWithiPadDesign
}

/// Tuist: https://docs.tuist.dev/en/references/project-description/typealiases/destinations
public typealias Destinations = Set<Destination>

extension Set where Element == Destination {
    /// Tuist: `static let iOS: Destinations`
    public static let iOS: Destinations = [.iPhone, .iPad, .macWithiPadDesign, .appleVisionWithiPadDesign]
}

/// Tuist: https://docs.tuist.dev/en/references/project-description/enums/product
public enum Product: String, Sendable {
    case app, staticLibrary, dynamicLibrary, framework, staticFramework, unitTests, uiTests, bundle
}

/// Tuist: https://docs.tuist.dev/en/references/project-description/structs/deploymenttargets
public struct DeploymentTargets: Hashable, Sendable {
    public var iOS: String?

    /// Tuist: `static func iOS(_ version: String) -> DeploymentTargets`
    public static func iOS(_ version: String) -> DeploymentTargets {
        DeploymentTargets(iOS: version)
    }
}

/// Tuist: https://docs.tuist.dev/en/references/project-description/enums/infoplist
public enum InfoPlist: Equatable, Sendable {
    case file(path: Path)
    case dictionary([String: Plist.Value])
    case extendingDefault(with: [String: Plist.Value])

    /// Tuist: `static var default: InfoPlist`
    public static var `default`: InfoPlist { .extendingDefault(with: [:]) }
}

/// Tuist: https://docs.tuist.dev/en/references/project-description/enums/entitlements
public enum Entitlements: Equatable, Sendable {
    case file(path: Path)
    case dictionary([String: Plist.Value])
}

/// Tuist: https://docs.tuist.dev/en/references/project-description/enums/plist
public enum Plist {
    /// Tuist: https://docs.tuist.dev/en/references/project-description/enums/plist/value
    public indirect enum Value: Equatable, Sendable {
        case string(String)
        case integer(Int)
        case real(Double)
        case boolean(Bool)
        case dictionary([String: Value])
        case array([Value])
    }
}

extension Plist.Value: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension Plist.Value: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .integer(value) }
}

extension Plist.Value: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .real(value) }
}

extension Plist.Value: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
}

extension Plist.Value: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, Plist.Value)...) {
        self = .dictionary(Dictionary(uniqueKeysWithValues: elements))
    }
}

extension Plist.Value: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Plist.Value...) { self = .array(elements) }
}

/// Tuist: https://docs.tuist.dev/en/references/project-description/structs/sourcefileslist
public struct SourceFilesList: Equatable, Sendable, ExpressibleByArrayLiteral {
    public var globs: [SourceFileGlob]

    public init(arrayLiteral elements: SourceFileGlob...) { globs = elements }
}

/// Tuist: https://docs.tuist.dev/en/references/project-description/structs/sourcefileglob
public struct SourceFileGlob: Equatable, Sendable, ExpressibleByStringInterpolation {
    public var glob: Path

    public init(stringLiteral value: String) { glob = Path(stringLiteral: value) }
}

/// Tuist: https://docs.tuist.dev/en/references/project-description/structs/path
public struct Path: Hashable, Sendable, ExpressibleByStringInterpolation {
    public var pathString: String

    public init(stringLiteral value: String) { pathString = value }
}

/// Tuist: https://docs.tuist.dev/en/references/project-description/enums/package
public enum Package: Equatable, Sendable {
    case local(path: Path)
}

/// Tuist: https://docs.tuist.dev/en/references/project-description/enums/targetdependency
public enum TargetDependency: Equatable, Sendable {
    case target(name: String)
    case package(product: String)
}
