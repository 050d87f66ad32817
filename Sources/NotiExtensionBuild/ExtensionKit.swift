import Foundation

/// notisim's built `NotificationExtensionKit`: the dynamic library with the UIKit, UserNotifications,
/// UserNotificationsUI and Intents subsets and the protocol loop, and the module files of its targets. It is built by `swift build`
/// beside the `notisim` executable, which is where notisim looks (docs/rules/extension-sources.md#building-an-extensions-own-swift-sources).
struct ExtensionKit: Sendable, Hashable {
    /// The build products folder (`.build/debug`): the library, `Modules/`, and each C target's module map.
    let products: URL

    /// The library's name, as Package.swift declares the product.
    static let library = "NotificationExtensionKit"

    /// How an extension's own `import UIKit` etc. reach notisim's subsets; the same aliases as `appleModuleAliases` in
    /// Package.swift (the package manifest cannot share code with the package).
    static let moduleAliases = ["os": "NotiOS", "OSLog": "NotiOSLog", "UniformTypeIdentifiers": "NotiUniformTypeIdentifiers",
                                "MobileCoreServices": "NotiMobileCoreServices",
                                "UIKit": "NotiUIKit", "UserNotifications": "NotiUserNotifications", "UserNotificationsUI": "NotiUserNotificationsUI",
                                "Intents": "NotiIntents", "CryptoKit": "NotiCryptoKit", "CommonCrypto": "NotiCommonCrypto",
                                "SwiftUI": "NotiSwiftUI", "Combine": "NotiCombine",
                                "SQLite3": "NotiSQLite3", "CoreData": "NotiCoreData",
                                "Compression": "NotiCompression", "CoreMedia": "NotiCoreMedia", "AudioToolbox": "NotiAudioToolbox",
                                "AVFAudio": "NotiAVFAudio", "AVFoundation": "NotiAVFoundation", "AVKit": "NotiAVKit", "ImageIO": "NotiImageIO",
                                "Contacts": "NotiContacts",
                                "Security": "NotiSecurity",
                                "QuartzCore": "NotiQuartzCore", "CoreLocation": "NotiCoreLocation", "MapKit": "NotiMapKit",
                                "WebKit": "NotiWebKit", "ActivityKit": "NotiActivityKit", "WidgetKit": "NotiWidgetKit",
                                "AppIntents": "NotiAppIntents"]

    /// The kit beside this program's executable (notisim, or the test bundle in the same folder), or in `$NOTISIM_EXTENSION_KIT`.
    static func locate(environment: [String: String]) throws(ExtensionBuildFailure) -> ExtensionKit {
        let folder = environment["NOTISIM_EXTENSION_KIT"].map { URL(fileURLWithPath: $0) }
            ?? Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
        guard let folder, FileManager.default.fileExists(atPath: folder.appendingPathComponent(libraryFile).path),
              FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/NotiUIKitHost.swiftmodule").path) else {
            throw ExtensionBuildFailure(firstError: "notisim's extension kit is not built: no \(libraryFile) beside notisim "
                + "(run `swift build` in notisim's package, or set NOTISIM_EXTENSION_KIT to the folder holding it)")
        }
        return ExtensionKit(products: folder)
    }

    static let libraryFile = "lib\(library).so"

    /// What changes when the kit is rebuilt: the library's and the host module's identities.
    var identity: String {
        FileIdentity.of(products.appendingPathComponent(Self.libraryFile).path) + " "
            + FileIdentity.of(products.appendingPathComponent("Modules/NotiUIKitHost.swiftmodule").path)
    }

    /// The module every file notisim compiles imports without saying so: it declares `iOSIsAtLeast`, which the Linux
    /// rewrite makes of `#available(iOS …)` (docs/rules/xcode.md#extension-sources-on-linux).
    static let implicitModule = "NotiUIKitHost"

    /// The module that runs a widget extension's `@main` bundle (`WidgetBundle.main()`), imported into every file of a
    /// widget extension (docs/rules/widgets.md#a-widget-extensions-program).
    static let widgetHostModule = "NotiWidgetHost"

    /// The compiler arguments that import `module` into every file compiled.
    static func implicitImport(of module: String) -> [String] { ["-Xfrontend", "-import-module", "-Xfrontend", module] }

    /// The compiler arguments that find the kit's modules, import ``implicitModule`` into every file and link its library.
    var compilerArguments: [String] { packageArguments + Self.implicitImport(of: Self.implicitModule) }

    /// The compiler arguments a Swift package's sources get: the kit's modules under Apple's names and its library,
    /// without the module the Linux rewrite of the extension's own files needs.
    var packageArguments: [String] {
        let moduleMaps = ((try? FileManager.default.contentsOfDirectory(atPath: products.path)) ?? []).sorted()
            .filter { $0.hasSuffix(".build") }
            .map { products.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
            .filter(FileManager.default.fileExists)
        return ["-I", products.appendingPathComponent("Modules").path]
            + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
            + ["-L", products.path, "-l\(Self.library)", "-Xlinker", "-rpath", "-Xlinker", products.path]
            + Self.moduleAliases.sorted { $0.key < $1.key }.flatMap { ["-module-alias", "\($0.key)=\($0.value)"] }
    }
}
