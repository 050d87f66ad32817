import NotiCore
import NotiExtensions
import NotiSwiftSource

/// What importing an Xcode project found: its apps with their notification extensions, and one line per file it
/// could not use.
public struct ProjectImport: Sendable, Hashable {
    /// The app targets, in project order (projects of a workspace one after another).
    public var apps: [ImportedApp] = []
    /// Files or parts that could not be used, with the reason; the rest is imported.
    public var problems: [ImportProblem] = []
    /// Things worth knowing that do not stop anything (an extension that is not a notification extension,
    /// an undefined build setting a plist names).
    public var warnings: [ImportProblem] = []
    /// Every file the import read and every folder it listed, missing ones included, as read (see
    /// `RecordingFileReader`): what the result depends on (docs/rules.md#project-cache).
    public var inputs: [String] = []
    /// The project's payload files, as the apps' sample pushes (docs/rules.md#payloads-in-the-project).
    public var pushes: [ImportedPush] = []

    public init() {}

    /// Whether anything usable was found.
    public var isEmpty: Bool { apps.isEmpty }
}

/// One line about a file: `ContentExtension/Info.plist: NSExtension: missing`.
public struct ImportProblem: Sendable, Hashable, CustomStringConvertible {
    /// The file (as the project names it, or absolute), or the target when no file is involved.
    public var file: String
    /// Why it could not be used.
    public var reason: String

    public init(file: String, reason: String) { self.file = file; self.reason = reason }
    public var description: String { "\(file): \(reason)" }
}

/// An app target and what notisim reads of it.
public struct ImportedApp: Sendable, Hashable {
    /// The target's name.
    public var targetName: String
    /// `PRODUCT_BUNDLE_IDENTIFIER`, resolved (or the Info.plist's literal `CFBundleIdentifier`).
    public var bundleID: String
    /// `CFBundleDisplayName`, `INFOPLIST_KEY_CFBundleDisplayName`, `CFBundleName`, else the product name.
    public var displayName: String
    /// `IPHONEOS_DEPLOYMENT_TARGET`, when set.
    public var deploymentTarget: String?
    /// The app's Info.plist as the project names it, when it has one on disk.
    public var infoPlist: String?
    /// Its entitlements file, when `CODE_SIGN_ENTITLEMENTS` names one that could be read.
    public var entitlements: ImportedEntitlements?
    /// Its files (build phases and Xcode 16 folders), relative to the project folder.
    public var files: [String]
    /// Its notification content and service extensions.
    public var extensions: [ImportedExtension]
    /// The asset catalog's app icon image (its largest PNG), absolute; nil draws the glyph (docs/rules.md#app-icon).
    public var iconImage: String? = nil
    /// Its strings tables and localised display names, with the development language (docs/rules.md#localisation).
    public var localizations = AppLocalizations()
    /// The strings files and catalogs read, absolute.
    public var stringsFiles: [String] = []
    /// Swift files of the local Swift packages of its project and of the workspace listing it (`Sources/**.swift`),
    /// joined to the path the import was given (like `ImportedExtension.infoPlistPath`): the app's code as much as its
    /// own files are (docs/rules.md#project-shapes).
    public var packageSources: [String] = []
    /// The categories, actions and authorization options its Swift sources register.
    package var notificationSetup = NotificationSetup()
}

/// A notification content or service extension target.
public struct ImportedExtension: Sendable, Hashable {
    /// The target's name.
    public var targetName: String
    /// Content or service extension, from `NSExtensionPointIdentifier`.
    public var kind: ExtensionPoint
    /// Its bundle identifier, resolved.
    public var bundleID: String
    /// Its Info.plist, relative to the project folder.
    public var infoPlist: String
    /// Its Info.plist's path on disk.
    public var infoPlistPath: String
    /// `UNNotificationExtensionCategory` of a content extension.
    public var categories: [String]
    /// Its entitlements, when it has some.
    public var entitlements: ImportedEntitlements?
    /// Its files (build phases and Xcode 16 folders), relative to the project folder.
    public var files: [String]
    /// A content extension's storyboard (`NSExtensionMainStoryboard`), when it has one.
    public var storyboard: ImportedStoryboard? = nil
    /// A content extension's own Swift sources and entry point, when the import found them (built and run by notisim).
    public var contentSources: ImportedSwiftSources? = nil
    /// A service extension's own Swift sources, when they declare its principal class.
    public var serviceSources: ImportedSwiftSources? = nil
}

/// What notisim reads of an entitlements file.
public struct ImportedEntitlements: Sendable, Hashable {
    /// The file, relative to the project folder.
    public var file: String
    /// `aps-environment` (`development` or `production`), when present.
    public var apsEnvironment: String?
    /// Notification entitlement keys set to YES (`com.apple.developer.usernotifications.critical-alerts`, …).
    public var notificationKeys: [String]
}
