import Foundation
import NotiCore
import NotiExtensionTarget
import NotiExtensions

/// A folder of simulated apps, their extensions and sample pushes, loaded from `workspace.json`.
package struct Workspace: Sendable, Hashable {
    /// The workspace folder; relative paths in `workspace.json` are resolved against it.
    package var root: URL
    /// `name`, or the folder's name when absent.
    package var name: String
    /// The apps that loaded without errors, in file order.
    package var apps: [SimulatedApp]
    /// Every extension of every app, in file order.
    package var extensions: [ExtensionDefinition]
    /// The apps' widget extensions, which draw their Live Activities from their own views (docs/rules/widgets.md).
    package var widgetExtensions: [WidgetExtensionDefinition] = []
    /// Per app bundle id: the requests the app schedules when it launches, in order.
    package var launchRequests: [String: [NotificationRequest]]
    /// Per app bundle id: the app's notification settings before the user changes anything (overrides applied).
    package var initialSettings: [String: AppNotificationSettings]
    /// The `.apns` files of the pushes folder, sorted by name.
    package var samplePushes: [SamplePush]
    /// The `apns` section: provider authentication of the push endpoint.
    package var pushEndpoint = PushEndpointSettings()
    /// The `extensionLimits` section: the extensions' memory limit and the service extension's time budget.
    package var extensionLimits = ExtensionLimits.standard
    /// Per `bundleID/TypeName`: how a Live Activity type is drawn (docs/rules/live-activities.md#live-activities).
    package var liveActivityLayouts: [String: LiveActivityLayout] = [:]
    /// The Focus modes `focus NAME` and `d` choose from: the built-in ones as `focusModes` configures them, then the
    /// workspace's own, with the apps' `focusFilters` (docs/rules/focus.md#focus-modes).
    package var focusModes = FocusMode.builtIn
    /// `summaryTimes`: the device's Scheduled Summary times (docs/rules/summary.md#scheduled-summary).
    package var summarySchedule = SummarySchedule.standard
    /// `contacts`: the address book every extension's `CNContactStore` reads, as the JSON text handed to its process
    /// (docs/rules/apple-frameworks.md#contacts); nil without the key.
    package var contactsJSON: String?
    /// `contactsAuthorization`: what the apps' Contacts authorization is; nil (authorized) without the key.
    package var contactsAuthorization: String?
    /// The length in seconds of each file in `sounds/` whose format is understood (CAF, AIFF, WAV, MP3, M4A), by
    /// file name: the presentation plays the default sound instead of one longer than 30 s.
    package var soundSeconds: [String: Double] = [:]
    /// The Xcode project this workspace was derived from (`notisim open PROJECT`), when it was.
    package var derivedFrom: URL?

    /// What the saved state, the one-notisim lock, device tokens and running announcements are keyed by: the Xcode
    /// project a derived workspace comes from (so they outlive its cached copy), else the workspace folder.
    package var stateRoot: URL { derivedFrom ?? root }

    /// The folder the user knows the workspace by, which relative paths on the `:` line name files of: the Xcode
    /// project's folder for a derived workspace (not notisim's cached copy), else the workspace folder.
    package var userFolder: URL {
        guard let derivedFrom else { return root }
        return ["xcodeproj", "xcworkspace"].contains(derivedFrom.pathExtension) ? derivedFrom.deletingLastPathComponent() : derivedFrom
    }

    /// `language` (or `--language`): the language the simulated user prefers, e.g. `ko` or `ko-KR`; nil = each
    /// app's development language (docs/rules/xcode.md#localisation). Set through `choose(language:)`.
    package private(set) var language: String?
    /// Each localised app's `displayName` as written, shown in a language with no name of its own.
    private var infoPlistDisplayNames: [String: String] = [:]

    package init(root: URL, name: String, apps: [SimulatedApp] = [], extensions: [ExtensionDefinition] = [],
                launchRequests: [String: [NotificationRequest]] = [:], initialSettings: [String: AppNotificationSettings] = [:],
                samplePushes: [SamplePush] = []) {
        self.root = root; self.name = name; self.apps = apps; self.extensions = extensions
        self.launchRequests = launchRequests; self.initialSettings = initialSettings; self.samplePushes = samplePushes
    }

    /// The widget extension of `bundleID`'s app, when it has one.
    package func widgetExtension(of bundleID: String) -> WidgetExtensionDefinition? {
        widgetExtensions.first { $0.appBundleID == bundleID }
    }

    /// How a Live Activity type of an app is drawn, when the workspace describes it.
    package func liveActivityLayout(bundleID: String, type: String) -> LiveActivityLayout? {
        liveActivityLayouts[bundleID + "/" + type]
    }

    /// The Focus mode called `name` (case-insensitive).
    package func focusMode(named name: String) -> FocusMode? {
        focusModes.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// The app with this bundle identifier.
    package func app(_ bundleID: String) -> SimulatedApp? { apps.first { $0.bundleID == bundleID } }

    /// Sets the language the simulated user prefers and shows each app's name in it, where the app has localised
    /// names (docs/rules/xcode.md#localisation).
    package mutating func choose(language: String?) {
        self.language = language
        // Each extension's strings follow the same choice among its own languages (docs/rules/xcode.md#extension-resources).
        for index in extensions.indices { extensions[index].resources.choose(preferring: language) }
        for index in widgetExtensions.indices { widgetExtensions[index].resources.choose(preferring: language) }
        for index in apps.indices where !apps[index].localizations.displayNames.isEmpty {
            let base = infoPlistDisplayNames[apps[index].bundleID] ?? apps[index].displayName
            infoPlistDisplayNames[apps[index].bundleID] = base
            apps[index].displayName = apps[index].localizations.displayName(preferring: language) ?? base
        }
    }

    /// The strings table loc keys of pushes to `bundleID` are formatted with, in the workspace's language; nil when
    /// the app has no strings.
    package func strings(for bundleID: String) -> [String: String]? {
        app(bundleID)?.localizations.table(preferring: language)
    }

    /// The content extension of `appBundleID` that claims `category`, if any (docs/rules/content-extensions.md#routing).
    package func contentExtension(for category: String, in appBundleID: String) -> ExtensionDefinition? {
        extensions.first { $0.appBundleID == appBundleID && $0.kind == .content && ($0.attributes?.categories.contains(category) ?? false) }
    }

    /// The service extension of `appBundleID`, if any.
    package func serviceExtension(of appBundleID: String) -> ExtensionDefinition? {
        extensions.first { $0.appBundleID == appBundleID && $0.kind == .service }
    }
}

/// A content or service extension declared for an app.
package struct ExtensionDefinition: Sendable, Hashable {
    /// The target's name, e.g. `NotificationService`.
    package var name: String
    /// Content or service extension.
    package var kind: ExtensionPoint
    /// The extension's own bundle identifier (the app's plus a suffix).
    package var bundleID: String
    /// The containing app.
    package var appBundleID: String
    /// The `NSExtensionAttributes` of a content extension; nil for a service extension.
    package var attributes: ContentExtensionAttributes?
    /// Absolute path of its Info.plist.
    package var infoPlistPath: String
    /// Command line of an out-of-process extension (`["python3", "ext.py"]`), run in the workspace folder; nil = built in.
    package var run: [String]?
    /// The extension's own Swift sources, built into a child process on first use and then run as `run` is.
    package var swiftSources: SwiftExtensionTarget?
    /// Where it is declared in `workspace.json` (`apps[0].extensions[1]`), for messages.
    package var keyPath: String
    /// Absolute path of a content extension's storyboard (`"storyboard"`), shown when it has no `run` and no built-in.
    package var storyboardPath: String?
    /// Absolute paths of the asset catalogs its storyboard's images come from (`"assetCatalogs"`).
    package var assetCatalogPaths: [String]
    /// The app groups it may open: those of its `appGroups` that its app's `appGroups` has too
    /// (docs/rules/apple-frameworks.md#app-groups-and-shared-defaults).
    package var appGroups: [String] = []
    /// Its `keychainAccessGroups` entitlement (docs/rules/apple-frameworks.md#the-keychain).
    package var keychainAccessGroups: [String] = []
    /// Its strings and asset catalogs, which its process finds in its `Bundle.main` (docs/workspace-format.md#extension-resources).
    package var resources = ExtensionResources()

    package init(name: String, kind: ExtensionPoint, bundleID: String, appBundleID: String,
                attributes: ContentExtensionAttributes?, infoPlistPath: String, run: [String]? = nil, swiftSources: SwiftExtensionTarget? = nil,
                keyPath: String = "", storyboardPath: String? = nil, assetCatalogPaths: [String] = []) {
        self.name = name; self.kind = kind; self.bundleID = bundleID; self.appBundleID = appBundleID
        self.attributes = attributes; self.infoPlistPath = infoPlistPath; self.run = run; self.swiftSources = swiftSources; self.keyPath = keyPath
        self.storyboardPath = storyboardPath; self.assetCatalogPaths = assetCatalogPaths
    }
}

/// An app's widget extension (`widgetExtension` in `workspace.json`): a program that draws its widgets and Live
/// Activities, built from its own Swift sources or run as given (docs/extension-protocol.md#widget-extensions).
package struct WidgetExtensionDefinition: Sendable, Hashable {
    /// The target's name, e.g. `LockerWidgetsExtension`.
    package var name: String
    /// The extension's own bundle identifier (the app's plus a suffix).
    package var bundleID: String
    /// The containing app.
    package var appBundleID: String
    /// Command line of a program that speaks the widget calls, run in the workspace folder.
    package var run: [String]?
    /// The extension's own Swift sources, built into a program on first use (their own `@main` bundle).
    package var swiftSources: SwiftExtensionTarget?
    /// Where it is declared in `workspace.json` (`apps[0].widgetExtension`), for messages.
    package var keyPath: String
    /// The app groups it may open (those its app has too).
    package var appGroups: [String] = []
    /// Its strings and asset catalogs, which its process finds in its `Bundle.main` (docs/workspace-format.md#extension-resources).
    package var resources = ExtensionResources()

    package init(name: String, bundleID: String, appBundleID: String, run: [String]?, swiftSources: SwiftExtensionTarget?, keyPath: String) {
        self.name = name; self.bundleID = bundleID; self.appBundleID = appBundleID; self.run = run; self.swiftSources = swiftSources
        self.keyPath = keyPath
    }
}

/// A sample push file offered by the push menu and `notisim push`.
package struct SamplePush: Sendable, Hashable {
    /// The file name without `.apns`, e.g. `photos-album-1`.
    package var name: String
    /// Absolute path of the `.apns` file.
    package var path: String
    /// Its top-level `Simulator Target Bundle`, when given.
    package var targetBundleID: String?
    /// APNs request headers from the sidecar `NAME.headers.json` (e.g. `apns-collapse-id`), lower-case names.
    package var headers: [String: String]

    package init(name: String, path: String, targetBundleID: String? = nil, headers: [String: String] = [:]) {
        self.name = name; self.path = path; self.targetBundleID = targetBundleID; self.headers = headers
    }

    /// `apns-collapse-id`: the identifier the delivered notification gets, replacing one with the same id.
    package var collapseID: String? { headers["apns-collapse-id"] }
}

/// A finding about one file of a workspace.
package struct FileDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Path of the file relative to the workspace folder (`workspace.json`, `pushes/a.apns`); absolute when outside it.
    package var file: String
    /// What is wrong there, with its key path.
    package var diagnostic: Diagnostic

    package init(file: String, diagnostic: Diagnostic) { self.file = file; self.diagnostic = diagnostic }

    /// `workspace.json: error: apps[2].categories[0]: ...`
    package var description: String { "\(file): \(diagnostic)" }
}

/// What loading a workspace produced.
package struct WorkspaceLoadResult: Sendable, Hashable {
    /// nil when `workspace.json` cannot be read or is not a JSON object; otherwise every part that had no error.
    package var workspace: Workspace?
    /// Every problem in every file.
    package var diagnostics: [FileDiagnostic]
}
