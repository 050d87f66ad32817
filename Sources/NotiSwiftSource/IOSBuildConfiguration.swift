import SwiftIfConfig
import SwiftSyntax

/// How an app's `#if` conditions read when Xcode builds the app for an iPhone (docs/rules/xcode.md#categories-from-swift-source),
/// for SwiftIfConfig. What depends on how the app is built, and is not known from its sources, throws ``Undecided``:
/// custom conditions (`DEBUG`, `-D` flags), `hasFeature`, `hasAttribute` and a module that is neither one of Apple's
/// on iOS nor known to be missing there. `swift()` and `compiler()` are undecided too (``IOSActiveClauses`` leaves such
/// a condition before asking), since the Xcode that builds the app is not known.
struct IOSBuildConfiguration: BuildConfiguration {
    /// Thrown for a condition an iPhone build's answer cannot be known for.
    struct Undecided: Error {}

    /// Modules an iOS app imports that `#if canImport` tests commonly name.
    static let iOSModules: Set<String> = ["UIKit", "UserNotifications", "UserNotificationsUI", "Intents", "Foundation", "Dispatch", "Darwin",
                                          "SwiftUI", "Combine", "ActivityKit", "WidgetKit", "CoreData", "os", "OSLog", "UniformTypeIdentifiers"]
    /// Modules that `#if canImport` tests name to tell another platform from iOS.
    static let otherPlatformModules: Set<String> = ["AppKit", "Cocoa", "Glibc", "Musl", "Bionic", "Android", "WinSDK", "FoundationNetworking", "FoundationXML"]

    func isCustomConditionSet(name: String) throws -> Bool { throw Undecided() }
    func hasFeature(name: String) throws -> Bool { throw Undecided() }
    func hasAttribute(name: String) throws -> Bool { throw Undecided() }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard case .unversioned = version, let module = importPath.first?.1 else { throw Undecided() }
        if Self.iOSModules.contains(module) { return true }
        if Self.otherPlatformModules.contains(module) { return false }
        throw Undecided()
    }

    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    /// An iPhone: neither the simulator nor Mac Catalyst.
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    /// An app's code is built for arm64, not arm64e.
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    /// Never asked: see ``IOSActiveClauses``.
    var languageVersion: VersionTuple { VersionTuple(5) }
    /// Never asked: see ``IOSActiveClauses``.
    var compilerVersion: VersionTuple { VersionTuple(6) }
}
