import NotiCore
import NotiExtensionTarget
import NotiExtensions
import NotiSwiftSource

/// What importing an Xcode project found: its apps with their notification extensions, and one line per file it
/// could not use.
package struct ProjectImport: Sendable, Hashable {
    /// The app targets, in project order (projects of a workspace one after another).
    package var apps: [ImportedApp] = []
    /// Files or parts that could not be used, with the reason; the rest is imported.
    package var problems: [ImportProblem] = []
    /// Things worth knowing that do not stop anything (an extension that is not a notification extension,
    /// an undefined build setting a plist names).
    package var warnings: [ImportProblem] = []
    /// Every file the import read and every folder it listed, missing ones included, as read (see
    /// `RecordingFileReader`): what the result depends on (docs/rules/xcode.md#project-cache).
    package var inputs: [String] = []
    /// The project's payload files, as the apps' sample pushes (docs/rules/xcode.md#payloads-in-the-project).
    package var pushes: [ImportedPush] = []
    /// The modules the projects and their workspace can build from source (docs/rules/extension-sources.md#modules-an-extension-imports).
    package var modules = SourceModuleCatalog()

    package init() {}

    /// Whether anything usable was found.
    package var isEmpty: Bool { apps.isEmpty }
}

/// One line about a file: `ContentExtension/Info.plist: NSExtension: missing`.
package struct ImportProblem: Sendable, Hashable, CustomStringConvertible {
    /// The file (as the project names it, or absolute), or the target when no file is involved.
    package var file: String
    /// Why it could not be used.
    package var reason: String

    package init(file: String, reason: String) { self.file = file; self.reason = reason }
    package var description: String { "\(file): \(reason)" }
}

/// An app target and what notisim reads of it.
package struct ImportedApp: Sendable, Hashable {
    /// The target's name.
    package var targetName: String
    /// `PRODUCT_BUNDLE_IDENTIFIER`, resolved (or the Info.plist's literal `CFBundleIdentifier`).
    package var bundleID: String
    /// `CFBundleDisplayName`, `INFOPLIST_KEY_CFBundleDisplayName`, `CFBundleName`, else the product name.
    package var displayName: String
    /// `IPHONEOS_DEPLOYMENT_TARGET`, when set.
    var deploymentTarget: String?
    /// `DEVELOPMENT_TEAM`, when set: the team whose provider tokens the endpoint takes for the app.
    package var teamID: String? = nil
    /// `NSSupportsLiveActivitiesFrequentUpdates` (the Info.plist's, or the `INFOPLIST_KEY_` build setting of a
    /// generated one): the larger Live Activity update budget (docs/rules/live-activities.md#update-budget).
    package var liveActivityFrequentUpdates = false
    /// The application scene configurations of its `UIApplicationSceneManifest`, by `UISceneConfigurationName`
    /// (docs/rules/actions.md#the-scene-a-notification-opens).
    package var sceneNames: [String] = []
    /// The app's Info.plist as the project names it, when it has one on disk.
    package var infoPlist: String?
    /// Its entitlements file, when `CODE_SIGN_ENTITLEMENTS` names one that could be read.
    package var entitlements: ImportedEntitlements?
    /// Its files (build phases and Xcode 16 folders), relative to the project folder.
    package var files: [String]
    /// Its notification content and service extensions.
    package var extensions: [ImportedExtension]
    /// Its WidgetKit extensions: widgets and Live Activities drawn by the app's own SwiftUI (docs/rules/xcode.md#widget-extensions).
    package var widgetExtensions: [ImportedWidgetExtension] = []
    /// The asset catalog's app icon image (its largest PNG), absolute; nil draws the glyph (docs/rules/xcode.md#app-icon).
    package var iconImage: String? = nil
    /// The `.xcassets` folders under the app's folders, where its actions' template images are found
    /// (docs/rules/presentation.md#template-image-action-icons).
    package var assetCatalogs: [String] = []
    /// Its strings tables and localised display names, with the development language (docs/rules/xcode.md#localisation).
    package var localizations = AppLocalizations()
    /// The strings files and catalogs read, absolute.
    var stringsFiles: [String] = []
    /// Swift files of the local Swift packages of its project and of the workspace listing it (`Sources/**.swift`),
    /// joined to the path the import was given: the app's code as much as its
    /// own files are (docs/rules/xcode.md#project-shapes).
    package var packageSources: [String] = []
    /// The categories, actions and authorization options its Swift sources register.
    var notificationSetup = NotificationSetup()
}

/// A notification content or service extension target.
package struct ImportedExtension: Sendable, Hashable {
    /// The target's name.
    package var targetName: String
    /// Content or service extension, from `NSExtensionPointIdentifier`.
    package var kind: ExtensionPoint
    /// Its bundle identifier, resolved.
    package var bundleID: String
    /// Its Info.plist, relative to the project folder.
    package var infoPlist: String
    /// Its Info.plist as Xcode builds it into the extension: build settings expanded, the keys of build settings
    /// added (docs/rules/xcode.md#infoplists-as-built).
    package var builtInfoPlist: PlistValue
    /// `UNNotificationExtensionCategory` of a content extension.
    package var categories: [String]
    /// Its entitlements, when it has some.
    package var entitlements: ImportedEntitlements?
    /// Its files (build phases and Xcode 16 folders), relative to the project folder.
    package var files: [String]
    /// A content extension's storyboard (`NSExtensionMainStoryboard`), when it has one.
    package var storyboard: ImportedStoryboard? = nil
    /// A content extension's own Swift sources and entry point, when the import found them (built and run by notisim).
    var contentSources: ImportedSwiftSources? = nil
    /// A service extension's own Swift sources, when they declare its principal class.
    package var serviceSources: ImportedSwiftSources? = nil
    /// Its strings and asset catalogs, which its code finds in its `Bundle.main` (docs/rules/xcode.md#extension-resources).
    package var resources = ImportedResources()
}

/// A WidgetKit extension target (`NSExtensionPointIdentifier` `com.apple.widgetkit-extension`): its Swift sources,
/// with their own `@main` widget bundle, as notisim builds them (docs/rules/xcode.md#widget-extensions).
package struct ImportedWidgetExtension: Sendable, Hashable {
    /// The target's name.
    package var targetName: String
    /// Its bundle identifier, resolved.
    package var bundleID: String
    /// Its Info.plist, relative to the project folder; nil when Xcode generates it from build settings alone.
    package var infoPlist: String?
    /// Its Info.plist as Xcode builds it into the extension (docs/rules/xcode.md#infoplists-as-built).
    package var builtInfoPlist: PlistValue
    /// Its files (build phases and Xcode 16 folders), relative to the project folder.
    package var files: [String]
    /// Its Swift files on disk, absolute, built with no generated entry point.
    package var sources: SwiftExtensionTarget
    /// The attributes types its `ActivityConfiguration`s are for, by name.
    package var liveActivityTypes: [String] = []
    /// Its strings and asset catalogs, which its code finds in its `Bundle.main` (docs/rules/xcode.md#extension-resources).
    package var resources = ImportedResources()
}

/// What notisim reads of an entitlements file.
package struct ImportedEntitlements: Sendable, Hashable {
    /// The file, relative to the project folder.
    package var file: String
    /// `aps-environment` (`development` or `production`), when present.
    package var apsEnvironment: String?
    /// Notification entitlement keys set to YES (`com.apple.developer.usernotifications.critical-alerts`, …).
    var notificationKeys: [String]
    /// `com.apple.security.application-groups`, expanded (docs/rules/apple-frameworks.md#app-groups-and-shared-defaults).
    package var appGroups: [String] = []
    /// `keychain-access-groups`, expanded (docs/rules/apple-frameworks.md#the-keychain).
    package var keychainAccessGroups: [String] = []
}
