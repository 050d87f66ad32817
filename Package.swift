// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// With `NOTISIM_WARNINGS_AS_ERRORS=1` in the environment (scripts/test.sh sets it) a warning in the project's own code is
/// an error; the dependencies' code is compiled as they ship it.
let warningsAsErrors: [SwiftSetting] = ProcessInfo.processInfo.environment["NOTISIM_WARNINGS_AS_ERRORS"] == "1"
    ? [.unsafeFlags(["-warnings-as-errors"])] : []

/// Settings every target shares.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
] + warningsAsErrors

/// Every push passes through the modules that take this setting: the endpoint's connection handler reaches its own
/// state a dozen times a request, and the app loop's delivery (the model, the notification system, the runner) about
/// thirty times a push. The run-time check that no two of those accesses overlap cost about 7 % of the network threads'
/// instructions and 8 % of the app loop's under load (callgrind, h2load against `notisim serve`), so release builds
/// leave it out of these modules. Debug builds, and so the tests and the sanitizers, keep it; the compiler's static
/// exclusivity checks stay on everywhere.
let uncheckedExclusivity: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

/// The HTTP/2, TLS and certificate products the APNs endpoint and its tests use.
let networkProducts: [Target.Dependency] = [
    .product(name: "NIOCore", package: "swift-nio"),
    .product(name: "NIOPosix", package: "swift-nio"),
    .product(name: "NIOHTTP2", package: "swift-nio-http2"),
    .product(name: "NIOHPACK", package: "swift-nio-http2"),
    .product(name: "NIOSSL", package: "swift-nio-ssl"),
    .product(name: "NIOTLS", package: "swift-nio"),
    .product(name: "X509", package: "swift-certificates"),
    .product(name: "Crypto", package: "swift-crypto"),
    // PBKDF2 and AES-CBC for the PKCS#12 files `notisim certs` writes.
    .product(name: "_CryptoExtras", package: "swift-crypto"),
]

/// The modules a notification extension's own sources import.
let extensionKit: [Target.Dependency] = ["NotiUIKit", "NotiUserNotifications", "NotiUserNotificationsUI", "NotiIntents"]

/// How an extension's own `import UIKit`, `import UserNotifications` and `import UserNotificationsUI` reach notisim's
/// subsets. The subsets are not named as Apple's modules themselves: every module of a build shares one folder, and a
/// module named UIKit there makes dependencies that test `canImport(UIKit)` (swift-property-based) import it.
let appleModuleAliases: [SwiftSetting] = [.unsafeFlags([
    "-module-alias", "UIKit=NotiUIKit",
    "-module-alias", "UserNotifications=NotiUserNotifications",
    "-module-alias", "UserNotificationsUI=NotiUserNotificationsUI",
    "-module-alias", "os=NotiOS", "-module-alias", "OSLog=NotiOSLog",
    "-module-alias", "UniformTypeIdentifiers=NotiUniformTypeIdentifiers", "-module-alias", "MobileCoreServices=NotiMobileCoreServices",
    "-module-alias", "Intents=NotiIntents",
    "-module-alias", "CryptoKit=NotiCryptoKit",
    "-module-alias", "CommonCrypto=NotiCommonCrypto",
    "-module-alias", "SwiftUI=NotiSwiftUI", "-module-alias", "Combine=NotiCombine",
    "-module-alias", "SQLite3=NotiSQLite3",
    "-module-alias", "CoreData=NotiCoreData",
    "-module-alias", "Compression=NotiCompression",
    "-module-alias", "CoreMedia=NotiCoreMedia", "-module-alias", "AudioToolbox=NotiAudioToolbox", "-module-alias", "AVFAudio=NotiAVFAudio",
    "-module-alias", "AVFoundation=NotiAVFoundation", "-module-alias", "AVKit=NotiAVKit", "-module-alias", "ImageIO=NotiImageIO",
    "-module-alias", "Contacts=NotiContacts",
    "-module-alias", "Security=NotiSecurity",
    "-module-alias", "QuartzCore=NotiQuartzCore", "-module-alias", "CoreLocation=NotiCoreLocation", "-module-alias", "MapKit=NotiMapKit",
    "-module-alias", "WebKit=NotiWebKit",
    "-module-alias", "ActivityKit=NotiActivityKit", "-module-alias", "WidgetKit=NotiWidgetKit", "-module-alias", "AppIntents=NotiAppIntents",
])]

/// Push SDKs' extension modules, named as each SDK ships them (docs/rules/push-sdks.md#push-sdks-in-extensions): one folder
/// each under Sources/PushSDKs, all on the shared support module, with the other modules each one re-exports or
/// builds on. `CompatibleModules` in NotiExtensionTarget says which SDK and version each stands for; a test keeps this
/// list, the folders and that table in step.
let pushSDKFolder = "Sources/PushSDKs"
let pushSDKModules: [String] = [
    "Firebase", "FirebaseMessaging",
    "OneSignal", "OneSignalExtension", "BrazeNotificationService", "IterableAppExtensions",
    "CleverTapSDK", "CTNotificationService", "CTNotificationContent", "MoEngageRichNotification", "KlaviyoSwiftExtension",
    "AEPMessagingNotification", "AEPMessagingLiveActivity", "NotificareNotificationServiceExtensionKit", "Reteno", "ExponeaSDKNotifications", "WonderPushExtension",
    "AppcuesNotificationService", "SwrveSDKCommon",
    "SDWebImage", "Kingfisher",
    "AirshipServiceExtension", "AirshipNotificationServiceExtension", "CioMessagingPush", "CioMessagingPushAPN", "CioMessagingPushFCM",
    "PushwooshFramework", "BatchExtension", "PushEngage",
]
/// What an SDK module needs besides the support module.
let pushSDKDependencies: [String: [Target.Dependency]] = [
    "Firebase": ["FirebaseMessaging"],
    "OneSignal": ["OneSignalExtension"],
    "AirshipNotificationServiceExtension": ["AirshipServiceExtension"],
    "CioMessagingPushAPN": ["CioMessagingPush"], "CioMessagingPushFCM": ["CioMessagingPush"],
    "AEPMessagingLiveActivity": ["NotiActivityKit"],
]

/// The source notes' extension project is Swift 5, as Xcode projects of its time are, and imports Apple's module names.
/// Its code is compiled as the notes print it, so its warnings (the service's unused download task) are the notes' own
/// and are not shown.
let notesSwiftSettings: [SwiftSetting] = [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])] + appleModuleAliases

let package = Package(
    name: "notisim",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "notisim", targets: ["notisim"]),
        // The one library a user links: what a notification extension's own sources import (Apple's module names over
        // notisim's subset), the loop that serves it over the extension protocol, and the Swift extension SDK
        // (NotiExtensions with the model types of NotiCore, docs/extension-protocol.md#extensions-in-swift). Everything else crosses modules with
        // `package` access. Dynamic, so notisim links a project's extension against the built library in seconds
        // (docs/rules/extension-sources.md#building-an-extensions-own-swift-sources).
        .library(name: "NotificationExtensionKit", type: .dynamic,
                 targets: ["NotiOS", "NotiOSLog", "NotiUniformTypeIdentifiers", "NotiMobileCoreServices",
                           "NotiDispatch", "NotiUIKit", "NotiUserNotifications", "NotiUserNotificationsUI", "NotiIntents", "NotiUIKitHost", "NotiStoryboard",
                           "NotiStoryboardHost", "NotiExtensions", "NotiCore", "NotiPushSDKSupport", "NotiCryptoKit", "NotiCommonCrypto",
                           "NotiSwiftUI", "NotiCombine",
                           "CSQLite3", "NotiSQLite3", "NotiCoreDataModel", "NotiCoreData",
                           "NotiCompression", "NotiCoreMedia", "NotiAudioToolbox", "NotiAVFAudio", "NotiAVFoundation", "NotiAVKit", "NotiImageIO", "NotiContacts",
                           "NotiSecurity",
                           "NotiQuartzCore", "NotiCoreLocation", "NotiMapKit", "NotiWebKit",
                           "NotiActivityKit", "NotiAppIntents", "NotiWidgetKit", "NotiWidgetHost", "CDeviceClock"] + pushSDKModules),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-http2", from: "1.46.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.1.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        .target(
            name: "CImageCodecs",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg")]
        ),
        // librsvg and cairo (Debian's librsvg2-dev), their header and library paths from pkg-config.
        .systemLibrary(name: "CRsvg", path: "Sources/CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        // SVG to PNG through librsvg and cairo, for pictures of the screen and of notifications.
        .target(name: "CSVGRaster", dependencies: ["CRsvg"]),
        .target(
            name: "NotiCore",
            dependencies: [.product(name: "Collections", package: "swift-collections")],
            swiftSettings: swiftSettings + uncheckedExclusivity
        ),
        .target(name: "NotiLayout", dependencies: ["NotiCore", "CImageCodecs"], swiftSettings: swiftSettings),
        .target(name: "NotiAutoLayout", swiftSettings: swiftSettings),
        // Foundation for extension code, with the main queue and timers on notisim's clock in place of Dispatch's and Foundation's.
        .target(name: "NotiDispatch", dependencies: ["CZlib"], swiftSettings: swiftSettings),
        // The system's zlib (Debian's zlib1g-dev): raw DEFLATE for Compression and NSData's compressed(using:).
        .target(name: "CZlib", linkerSettings: [.linkedLibrary("z")]),
        // Compression's buffer functions over zlib, under Apple's module name.
        .target(name: "NotiCompression", dependencies: ["CZlib"], swiftSettings: swiftSettings),
        // Audio and video on notisim's clock: CoreMedia's times, AudioToolbox's system sounds, AVFAudio's session and
        // player, AVFoundation's assets and players (re-exporting the two before it) and AVKit's player view.
        .target(name: "NotiCoreMedia", swiftSettings: swiftSettings),
        .target(name: "NotiAudioToolbox", dependencies: ["NotiDispatch"], swiftSettings: swiftSettings),
        .target(name: "NotiAVFAudio", dependencies: ["NotiDispatch", "NotiLayout"], swiftSettings: swiftSettings),
        .target(name: "NotiAVFoundation", dependencies: ["NotiAVFAudio", "NotiCoreMedia", "NotiDispatch", "NotiLayout", "NotiQuartzCore"],
                swiftSettings: swiftSettings),
        .target(name: "NotiAVKit", dependencies: ["NotiAVFoundation", "NotiUIKit"], swiftSettings: swiftSettings),
        // ImageIO's image sources over notisim's PNG, JPEG and GIF decoders, making Core Graphics' CGImage (in NotiQuartzCore).
        .target(name: "NotiImageIO", dependencies: ["NotiQuartzCore", "NotiLayout"], swiftSettings: swiftSettings),
        // Contacts over the address book the workspace declares, handed to the extension's process in its environment.
        .target(name: "NotiContacts", dependencies: ["NotiDispatch"], swiftSettings: swiftSettings),
        .target(name: "NotiUserNotifications", dependencies: ["NotiDispatch", "NotiUniformTypeIdentifiers"], swiftSettings: swiftSettings),
        // Apple's frameworks beyond UIKit an extension's sources import: os (and OSLog), UniformTypeIdentifiers, MobileCoreServices.
        .target(name: "NotiOS", dependencies: ["NotiDispatch"], swiftSettings: swiftSettings),
        .target(name: "NotiOSLog", dependencies: ["NotiOS"], swiftSettings: swiftSettings),
        .target(name: "NotiUniformTypeIdentifiers", swiftSettings: swiftSettings),
        .target(name: "NotiMobileCoreServices", dependencies: ["NotiUniformTypeIdentifiers"], swiftSettings: swiftSettings),
        .target(name: "NotiIntents", dependencies: ["NotiDispatch", "NotiUserNotifications"], swiftSettings: swiftSettings),
        // QuartzCore's layers and animations, under UIKit as on iOS (UIKit re-exports it).
        .target(name: "NotiQuartzCore", dependencies: ["NotiDispatch"], swiftSettings: swiftSettings),
        .target(name: "NotiUIKit", dependencies: ["NotiAutoLayout", "NotiLayout", "NotiDispatch", "NotiQuartzCore", "CZlib"], swiftSettings: swiftSettings),
        .target(name: "NotiUserNotificationsUI", dependencies: ["NotiUIKit", "NotiUserNotifications"], swiftSettings: swiftSettings),
        // CoreLocation's coordinates and locations, and MapKit's map drawn as a labelled placeholder of UIKit views.
        .target(name: "NotiCoreLocation", dependencies: ["NotiDispatch"], swiftSettings: swiftSettings),
        .target(name: "NotiMapKit", dependencies: ["NotiUIKit", "NotiCoreLocation"], swiftSettings: swiftSettings),
        // WebKit's web view, showing a page's text in UIKit views.
        .target(name: "NotiWebKit", dependencies: ["NotiUIKit"], swiftSettings: swiftSettings),
        // SwiftUI for content extensions: views laid out by SwiftUI's rule and drawn as UIKit views; Combine is OpenCombine.
        // Optimized in debug builds too: an extension links the debug kit, and a SwiftUI body is resolved, measured and
        // drawn on every frame of its custom area (didReceive → frame in docs/performance.md).
        .target(name: "NotiSwiftUI", dependencies: ["NotiUIKit", "NotiCombine"], swiftSettings: swiftSettings + [.unsafeFlags(["-O"])]),
        .target(name: "NotiCombine", dependencies: ["NotiDispatch", .product(name: "OpenCombine", package: "OpenCombine")], swiftSettings: swiftSettings),
        // ActivityKit and WidgetKit for a widget extension's own sources: Live Activities' attributes and content, widgets,
        // their configurations and the Dynamic Island's regions, over notisim's SwiftUI.
        .target(name: "NotiActivityKit", dependencies: ["NotiDispatch"], swiftSettings: swiftSettings),
        // AppIntents under Apple's module name: the intents a widget is configured with and a Live Activity's buttons perform.
        .target(name: "NotiAppIntents", swiftSettings: swiftSettings),
        .target(name: "NotiWidgetKit", dependencies: ["NotiSwiftUI", "NotiActivityKit", "NotiAppIntents", "NotiDispatch"], swiftSettings: swiftSettings),
        // Lists a widget extension's widgets and Live Activities and draws their presentations from its own SwiftUI.
        .target(name: "NotiWidgetHost", dependencies: ["NotiWidgetKit", "NotiActivityKit", "NotiSwiftUI", "NotiUIKitHost", "NotiExtensions", "NotiLayout", "NotiCore"], swiftSettings: swiftSettings),
        // CryptoKit for extension code: swift-crypto's Crypto, CryptoKit's API on Linux, under Apple's module name.
        .target(name: "NotiCryptoKit", dependencies: ["NotiCryptoKitOriginals", .product(name: "Crypto", package: "swift-crypto")], swiftSettings: swiftSettings),
        // swift-crypto's declarations NotiCryptoKit shadows (to throw as Apple's CryptoKit does), under names of their own.
        .target(name: "NotiCryptoKitOriginals", dependencies: [.product(name: "Crypto", package: "swift-crypto")], swiftSettings: swiftSettings),
        // CommonCrypto's digest functions over swift-crypto, under Apple's module name.
        .target(name: "NotiCommonCrypto", dependencies: [.product(name: "Crypto", package: "swift-crypto")], swiftSettings: swiftSettings),
        // Security's keychain items and random bytes for extension code, under Apple's module name.
        .target(name: "NotiSecurity", swiftSettings: swiftSettings),
        // The system's SQLite (libsqlite3-dev) and Apple's SQLite3 module over it, which makes an importer link libsqlite3.
        .target(name: "CSQLite3", linkerSettings: [.linkedLibrary("sqlite3")]),
        .target(name: "NotiSQLite3", dependencies: ["CSQLite3"],
                swiftSettings: swiftSettings + [.unsafeFlags(["-Xfrontend", "-public-autolink-library", "-Xfrontend", "sqlite3"])]),
        // Core Data models as Xcode saves them (.xcdatamodeld), read by the extension builder and by CoreData.
        .target(name: "NotiCoreDataModel", swiftSettings: swiftSettings),
        // CoreData for extension code: models, contexts, fetch requests and predicates, stores in SQLite files.
        .target(name: "NotiCoreData", dependencies: ["NotiDispatch", "NotiCoreDataModel", "CSQLite3"], swiftSettings: swiftSettings),
        // What every push SDK module shares: media downloads into attachments, the SDK's log lines, dynamic buttons.
        .target(name: "NotiPushSDKSupport", dependencies: ["NotiDispatch", "NotiUserNotifications", "NotiUIKit", "NotiUserNotificationsUI"],
                swiftSettings: swiftSettings),
        .target(
            name: "NotiUIKitHost",
            dependencies: ["NotiCore", "NotiLayout", "NotiExtensions", "NotiUIKit", "NotiUserNotifications", "NotiUserNotificationsUI"],
            swiftSettings: swiftSettings
        ),
        // Starts an extension's child process so that it cannot outlive notisim (docs/rules/terminal.md#no-child-outlives-notisim).
        .target(name: "CChildSpawn"),
        // The simulated device's wall clock in extension programs: linked only into NotificationExtensionKit, never into
        // notisim itself, as it replaces the C library's clock functions in the process that links it.
        .target(name: "CDeviceClock"),
        .target(name: "NotiExtensions", dependencies: ["NotiCore", "CChildSpawn"], swiftSettings: swiftSettings),
        // An extension given as its own Swift sources, as the workspace and an Xcode import describe it (its modules, packages,
        // storyboard outlets, the compatible modules): value types that link no swift-syntax, so the workspace format does not.
        .target(name: "NotiExtensionTarget", dependencies: ["NotiExtensions", "NotiStoryboard"], swiftSettings: swiftSettings),
        // Compiles an extension's own Swift sources against NotificationExtensionKit into a program serving the extension protocol.
        .target(name: "NotiExtensionBuild", dependencies: ["NotiCore", "NotiExtensions", "NotiExtensionTarget", "NotiSwiftSource", "NotiStoryboard", "NotiCoreDataModel"], swiftSettings: swiftSettings),
        // Storyboards read (pure) and shown through the UIKit subset in a content extension's custom area.
        .target(name: "NotiStoryboard", swiftSettings: swiftSettings),
        .target(name: "NotiStoryboardHost", dependencies: ["NotiStoryboard", "NotiUIKit", "NotiUIKitHost", "NotiCore", "NotiLayout"],
                swiftSettings: swiftSettings),
        .target(name: "NotiWorkspace", dependencies: ["NotiCore", "NotiLayout", "NotiExtensions", "NotiExtensionTarget", "NotiStoryboard", "CSVGRaster"],
                swiftSettings: swiftSettings),
        // Categories, actions and authorization options read from an app's Swift sources; the only user of swift-syntax.
        .target(
            name: "NotiSwiftSource",
            dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
                           .product(name: "SwiftIfConfig", package: "swift-syntax")],
            swiftSettings: swiftSettings
        ),
        .target(name: "NotiXcode", dependencies: ["NotiCore", "NotiExtensions", "NotiExtensionBuild", "NotiExtensionTarget", "NotiStoryboard", "NotiSwiftSource"], swiftSettings: swiftSettings),
        // The terminal port: what the app loop draws on and reads from, which the ncurses backend implements.
        .target(name: "NotiTerminalPort", dependencies: ["NotiLayout"], swiftSettings: swiftSettings),
        .target(name: "NotiTerminal", dependencies: ["NotiTerminalPort", "NotiLayout", "NotiCore", "CNcursesw"], swiftSettings: swiftSettings),
        // The app's pure core: the model, its sub-models, messages, commands, key map and view. No file, clock, terminal
        // or thread (AppCorePurityTests); the runner in NotiApp performs the effects it asks for.
        .target(
            name: "NotiAppCore",
            dependencies: ["NotiCore", "NotiLayout", "NotiTerminalPort", "NotiExtensions", "NotiWorkspace",
                           .product(name: "Collections", package: "swift-collections")],
            swiftSettings: swiftSettings + uncheckedExclusivity
        ),
        .target(
            name: "NotiApp",
            dependencies: ["NotiAppCore", "NotiCore", "NotiLayout", "NotiTerminalPort", "NotiExtensions", "NotiExtensionBuild", "NotiWorkspace", "NotiStoryboard", "NotiStoryboardHost"],
            resources: [.copy("Resources/DemoWorkspace"), .copy("Resources/BlankWorkspace")],
            swiftSettings: swiftSettings + uncheckedExclusivity
        ),
        .executableTarget(
            name: "notisim",
            dependencies: [
                "NotiCore", "NotiLayout", "NotiExtensions", "NotiExtensionBuild", "NotiExtensionTarget", "NotiWorkspace", "NotiApp", "NotiAppCore", "NotiTerminalPort", "NotiTerminal", "NotiAPNs",
                "NotiFCM", "NotiEndpoint", "NotiXcode",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        // The empty Swift extension whose resident memory is the Swift runtime's baseline (NotiExtensions' RuntimeBaseline).
        .executableTarget(name: "notisim-empty-extension", dependencies: ["NotiCore", "NotiExtensions"], swiftSettings: swiftSettings),
        .target(
            name: "NotiAPNs",
            dependencies: ["NotiCore", .product(name: "SwiftASN1", package: "swift-asn1")] + networkProducts,
            swiftSettings: swiftSettings + uncheckedExclusivity
        ),
        // Firebase Cloud Messaging's HTTP v1 semantics, pure: messages, their APNs translation, tokens, topics and conditions.
        .target(name: "NotiFCM", dependencies: ["NotiCore"], swiftSettings: swiftSettings + uncheckedExclusivity),
        // The long-running soak of the headless app and the push endpoint (scripts/soak.sh).
        .executableTarget(
            name: "notisim-soak",
            dependencies: ["NotiApp", "NotiAppCore", "NotiCore", "NotiLayout", "NotiTerminalPort", "NotiAPNs", "NotiEndpoint", "TestSupport"],
            path: "Tests/Soak",
            swiftSettings: swiftSettings
        ),
        .target(name: "NotiEndpoint", dependencies: ["NotiApp", "NotiAPNs", "NotiWorkspace", "NotiFCM", .product(name: "NIOHTTP1", package: "swift-nio")] + networkProducts,
                swiftSettings: swiftSettings + uncheckedExclusivity),
        .target(name: "TestSupport", dependencies: ["NotiCore", "NotiLayout"], path: "Tests/TestSupport", swiftSettings: swiftSettings),
        .testTarget(
            name: "NotiCoreTests",
            dependencies: [
                "NotiCore", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "NotiLayoutTests", dependencies: ["NotiLayout", "TestSupport"], exclude: ["__Snapshots__", "Fixtures"], swiftSettings: swiftSettings),
        .testTarget(name: "NotiAutoLayoutTests", dependencies: ["NotiAutoLayout"], swiftSettings: swiftSettings),
        // The source notes' content extension sources, each its own module as in Xcode (Tests/UIKitFixtures/README.md).
        .target(name: "NotesLabelOnlyExtension", dependencies: extensionKit, path: "Tests/UIKitFixtures/LabelOnly", swiftSettings: notesSwiftSettings),
        .target(name: "NotesImageExtension", dependencies: extensionKit, path: "Tests/UIKitFixtures/ImageAndLabels", swiftSettings: notesSwiftSettings),
        .target(name: "NotesActionExtension", dependencies: extensionKit, path: "Tests/UIKitFixtures/ActionResponse", swiftSettings: notesSwiftSettings),
        .target(name: "NotesImageDownloadService", dependencies: ["NotiUserNotifications"], path: "Tests/UIKitFixtures/ImageDownloadService",
                swiftSettings: notesSwiftSettings),
        // An extension in the way common iOS projects write one: stack view, button, timer, main queue.
        .target(name: "CountdownExtension", dependencies: extensionKit, path: "Tests/UIKitFixtures/Countdown", swiftSettings: notesSwiftSettings),
        .testTarget(
            name: "NotiUIKitHostTests",
            dependencies: ["NotiUIKitHost", "NotiLayout", "NotiCore", "TestSupport", "NotesLabelOnlyExtension", "NotesImageExtension",
                           "NotesActionExtension", "NotesImageDownloadService", "CountdownExtension", "NotiUniformTypeIdentifiers",
                           "NotiMobileCoreServices", "NotiSwiftUI", "NotiQuartzCore", "NotiMapKit", "NotiWebKit", "NotiCoreData"] + extensionKit,
            exclude: ["__Snapshots__"],
            resources: [.copy("Fixtures/hello.png")],
            // The tests import Apple's module names as an extension does. swift-testing declares a cross-import overlay for
            // Apple's UIKit (_Testing_UIKit) that Linux lacks; importing Testing and UIKit in one file must not look for it.
            swiftSettings: swiftSettings + appleModuleAliases + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
        // A widget extension's sources of the project's own writing: a delivery Live Activity and a widget bundle.
        .target(name: "DeliveryWidgetExtension", dependencies: ["NotiActivityKit", "NotiWidgetKit"], path: "Tests/WidgetFixtures/DeliveryWidget",
                swiftSettings: [.swiftLanguageMode(.v5)] + appleModuleAliases + warningsAsErrors),
        .testTarget(
            name: "NotiWidgetHostTests",
            dependencies: ["NotiWidgetHost", "NotiWidgetKit", "NotiActivityKit", "NotiSwiftUI", "NotiUIKitHost", "NotiLayout", "NotiCore",
                           "TestSupport", "DeliveryWidgetExtension"],
            exclude: ["__Snapshots__"],
            // Imports Apple's module names as a widget extension does, without swift-testing's overlay for Apple's UIKit.
            swiftSettings: swiftSettings + appleModuleAliases + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
        // Crypto computes what the CryptoKit extension's answers are checked against.
        .testTarget(name: "NotiExtensionBuildTests", dependencies: ["NotiExtensionBuild", "NotiExtensionTarget", "NotiExtensions", "NotiCore", "NotiLayout", "NotiStoryboard", "NotiFCM", "TestSupport",
                                                                    .product(name: "Crypto", package: "swift-crypto")],
                    swiftSettings: swiftSettings),
        .testTarget(
            name: "NotiStoryboardTests",
            dependencies: ["NotiStoryboard", "NotiStoryboardHost", "NotiUIKit", "NotiLayout", "NotiCore", "TestSupport"],
            exclude: ["__Snapshots__"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "NotiExtensionsTests", dependencies: ["NotiExtensions", "TestSupport"], exclude: ["Fixtures"], swiftSettings: swiftSettings),
        .testTarget(
            name: "NotiWorkspaceTests",
            dependencies: ["NotiWorkspace", "NotiExtensions", "NotiExtensionTarget", "NotiApp", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "NotiXcodeTests", dependencies: ["NotiXcode", "NotiExtensions", "NotiExtensionTarget", "NotiWorkspace", "TestSupport"], exclude: ["Fixtures"], swiftSettings: swiftSettings),
        .testTarget(name: "NotiSwiftSourceTests", dependencies: ["NotiSwiftSource"], exclude: ["Fixtures"], swiftSettings: swiftSettings),
        .testTarget(name: "NotiAppTests", dependencies: ["NotiApp", "NotiAppCore", "NotiTerminalPort", "TestSupport"], exclude: ["__Snapshots__"], resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(name: "NotiTerminalTests", dependencies: ["NotiTerminal", "NotiTerminalPort", "NotiApp", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "NotiEndpointTests", dependencies: ["NotiEndpoint", "NotiApp", "NotiAppCore", "NotiTerminalPort", "NotiAPNs", "NotiWorkspace", "NotiFCM", "TestSupport",
                                                          .product(name: "NIOEmbedded", package: "swift-nio")] + networkProducts, swiftSettings: swiftSettings),
        .testTarget(
            name: "NotiAPNsTests",
            dependencies: ["NotiAPNs", "TestSupport", .product(name: "NIOEmbedded", package: "swift-nio")] + networkProducts,
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "NotiFCMTests", dependencies: ["NotiFCM", "NotiCore", "TestSupport"], exclude: ["__Snapshots__"], swiftSettings: swiftSettings),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"], exclude: ["__Snapshots__"], swiftSettings: swiftSettings),
        // Test-only program the end-to-end tests drive in tmux to check the ncurses backend.
        .executableTarget(
            name: "TerminalProbe",
            dependencies: ["NotiApp", "NotiLayout", "NotiTerminalPort", "NotiTerminal"],
            path: "Tests/TerminalProbe",
            swiftSettings: swiftSettings
        ),
    ]
)

package.targets += pushSDKModules.map { name in
    .target(name: name, dependencies: ["NotiPushSDKSupport", "NotiDispatch", "NotiUserNotifications", "NotiUIKit", "NotiUserNotificationsUI"]
                + (pushSDKDependencies[name] ?? []),
            path: "\(pushSDKFolder)/\(name)", swiftSettings: swiftSettings)
}

/// The benchmark suites under Benchmarks/ (ordo-one/package-benchmark). They join this package only when the environment
/// says `NOTISIM_BENCHMARKS=1`, so a default build neither resolves nor builds package-benchmark; being targets of this
/// package, they reach its `package` declarations. Run them with `scripts/benchmark.sh` (its own build folder).
let benchmarkSuites: [(name: String, dependencies: [Target.Dependency])] = [
    ("PayloadBenchmarks", ["NotiCore"]),
    ("SchedulerBenchmarks", ["NotiCore"]),
    ("LayoutBenchmarks", ["NotiApp", "NotiCore", "NotiLayout"]),
    ("AppBenchmarks", ["NotiApp", "NotiAppCore", "NotiCore", "NotiTerminal", "NotiTerminalPort"]),
    ("ExtensionBenchmarks", ["NotiCore", "NotiExtensions", "NotiLayout", "NotiExtensionBuild", "NotiExtensionTarget"]),
    ("UIKitBenchmarks", ["NotiUIKit", "NotiSwiftUI"]),
    ("XcodeImportBenchmarks", ["NotiWorkspace", "NotiXcode"]),
]
if ProcessInfo.processInfo.environment["NOTISIM_BENCHMARKS"] == "1" {
    package.dependencies.append(.package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.0", traits: ["MallocInterposer"]))
    package.targets += benchmarkSuites.map { suite in
        .executableTarget(
            name: suite.name,
            dependencies: [.product(name: "Benchmark", package: "package-benchmark")] + suite.dependencies,
            path: "Benchmarks/\(suite.name)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        )
    }
}

/// The fuzz targets' functions (`Fuzz/EntryPoints`) are always part of the package: the ordinary test build runs every
/// seed of `Fuzz/Corpus` through them once (`FuzzCorpusTests`), so each parser's target is exercised by `swift test`.
let fuzzTargets = ["FuzzActivityPayload", "FuzzPayload", "FuzzInfoPlist", "FuzzTheme", "FuzzWorkspace", "FuzzRunScript", "FuzzExtensionProtocol", "FuzzAPNsRequest",
                   "FuzzFCMMessage", "FuzzHTTP2Connection", "FuzzPBXProject", "FuzzImageDecoding", "FuzzStringsFile", "FuzzStoryboard", "FuzzSwiftSource", "FuzzProviderCertificate"]
package.targets += [
    .target(
        name: "FuzzEntryPoints",
        dependencies: ["NotiCore", "NotiLayout", "NotiExtensions", "NotiWorkspace", "NotiApp", "NotiAppCore", "NotiTerminalPort", "NotiAPNs", "NotiFCM", "NotiXcode", "NotiStoryboard", "NotiSwiftSource",
                       // A Live Activity's content state decoded into an app's own type, as ActivityKit decodes it.
                       "NotiActivityKit",
                       // NIOCore's ByteBuffer carries the bytes into the HTTP/2 connection state machine.
                       .product(name: "NIOCore", package: "swift-nio"),
                       // X509 reads the DER a provider certificate target is given.
                       .product(name: "X509", package: "swift-certificates")],
        path: "Fuzz/EntryPoints",
        swiftSettings: [.swiftLanguageMode(.v6)] + warningsAsErrors
    ),
    .testTarget(name: "FuzzCorpusTests", dependencies: ["FuzzEntryPoints"], swiftSettings: swiftSettings),
]
/// The libFuzzer executables under Fuzz/Targets join the package only when the environment says `NOTISIM_FUZZ=1`, built by
/// `scripts/fuzz.sh` in their own build folder with the sanitizer flags, so that the main build carries none; being
/// targets of this package, they reach its `package` declarations (Fuzz/README.md).
if ProcessInfo.processInfo.environment["NOTISIM_FUZZ"] == "1" {
    package.targets.append(.target(name: "FuzzSupport", path: "Fuzz/Support", swiftSettings: [.swiftLanguageMode(.v6)]))
    package.targets += fuzzTargets.map { name in
        .executableTarget(name: name, dependencies: ["FuzzSupport", "FuzzEntryPoints"], path: "Fuzz/Targets/\(name)",
                          swiftSettings: [.swiftLanguageMode(.v6)])
    }
}
