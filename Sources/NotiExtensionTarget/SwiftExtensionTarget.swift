import NotiExtensions

/// An extension given as its own Swift sources (an Xcode extension target's files, or a workspace's `swiftSources`):
/// what notisim compiles into a child process speaking the extension protocol.
package struct SwiftExtensionTarget: Sendable, Hashable {
    /// The target's name, for messages and the cache folder.
    package var name: String
    /// The notification extension point the generated entry point serves; nil for a WidgetKit extension, whose own
    /// `@main` widget bundle is the program's entry point (docs/rules/widgets.md#a-widget-extensions-program).
    package var point: ExtensionPoint?
    /// The Swift files, absolute paths, in the target's order.
    package var sources: [String]
    /// The class the extension point instantiates: the content extension's view controller or the service extension's
    /// `UNNotificationServiceExtension` subclass, without the `$(PRODUCT_MODULE_NAME).` prefix.
    package var principalClass: String
    /// The module the sources form (Xcode's `PRODUCT_MODULE_NAME`).
    package var moduleName: String
    /// `UNNotificationExtensionInitialContentSizeRatio`: the view's height over its width until the extension sets
    /// `preferredContentSize`.
    package var initialContentSizeRatio: Double
    /// The Swift language mode the sources are written for (Xcode's `SWIFT_VERSION`).
    package var swiftLanguageVersion: String
    /// `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`: the symbols are also made static members of
    /// `UIColor`, `UIImage` and SwiftUI's `Color`.
    package var assetSymbolExtensions = false
    /// How a content extension's storyboard connects to the principal class's outlets; nil without a storyboard.
    package var outletWiring: OutletWiring?
    /// The modules of the project the sources import (framework targets, local packages), compiled before them in
    /// this order (docs/rules/extension-sources.md#modules-an-extension-imports).
    package var modules: [SwiftModuleSources] = []
    /// The conditions the sources' `#if`s test (`-D NAME`), as the Xcode target's build settings set them.
    package var conditions: [String] = []
    /// The Swift package products the target links from packages the project pins, built from their own sources
    /// before the extension (docs/rules/extension-sources.md#swift-packages-an-extension-links).
    package var packageProducts: [PinnedPackageProduct] = []
    /// The compatible module that declares ``principalClass`` when the target's own files do not (a CleverTap target
    /// naming `CTNotificationServiceExtension`); the entry point imports it, and `sources` may then be empty
    /// (docs/rules/push-sdks.md#extensions-whose-principal-class-is-an-sdks).
    package var principalClassModule: String?
    /// The target's Core Data models (`.xcdatamodeld` folders, absolute paths): compiled into the program, with the
    /// classes Xcode would generate from them (docs/rules/apple-frameworks.md#coredata).
    package var dataModels: [String] = []
    /// The target's asset catalogs (absolute paths): Xcode's symbols for their colours and images are generated and
    /// compiled with the sources (docs/rules/xcode.md#asset-symbols).
    package var assetCatalogs: [String] = []
    /// The extension's Info.plist as built (XML), written beside the program, where Foundation's `Bundle.main` reads
    /// it: `infoDictionary`, `object(forInfoDictionaryKey:)` and `bundleIdentifier` (docs/rules/xcode.md#infoplists-as-built).
    package var bundleInfo: [UInt8]? = nil

    package init(name: String, point: ExtensionPoint?, sources: [String], principalClass: String, moduleName: String? = nil,
                initialContentSizeRatio: Double = 1, swiftLanguageVersion: String = "5", outletWiring: OutletWiring? = nil) {
        self.name = name; self.point = point; self.sources = sources
        self.principalClass = Self.className(principalClass)
        self.moduleName = moduleName ?? Self.moduleName(forTarget: name)
        self.initialContentSizeRatio = initialContentSizeRatio; self.swiftLanguageVersion = swiftLanguageVersion
        self.outletWiring = outletWiring
    }

    /// A WidgetKit extension of `sources`: no principal class and no generated entry point, its own `@main` widget
    /// bundle starts the program (docs/rules/widgets.md#a-widget-extensions-program).
    package static func widgetExtension(name: String, sources: [String], moduleName: String? = nil,
                                        swiftLanguageVersion: String = "5") -> SwiftExtensionTarget {
        SwiftExtensionTarget(name: name, point: nil, sources: sources, principalClass: "", moduleName: moduleName,
                             swiftLanguageVersion: swiftLanguageVersion)
    }

    /// `NSExtensionPrincipalClass` as Xcode writes it, `$(PRODUCT_MODULE_NAME).NotificationViewController`, or
    /// `MyModule.NotificationViewController`: the class name alone (the sources are compiled as one module).
    package static func className(_ principalClass: String) -> String {
        principalClass.split(separator: ".").last.map(String.init) ?? principalClass
    }

    /// Xcode's default `PRODUCT_MODULE_NAME` for a target: its name with characters a Swift identifier cannot hold as `_`.
    package static func moduleName(forTarget name: String) -> String {
        let characters = name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
        let module = String(characters)
        return module.first?.isNumber == true || module.isEmpty ? "_" + module : module
    }
}

/// A module of the user's project that an extension imports, compiled from its own Swift sources with the extension.
package struct SwiftModuleSources: Sendable, Hashable {
    /// The name its `import` uses.
    package var name: String
    /// Its Swift files, absolute paths.
    package var sources: [String]
    /// The conditions its `#if`s test (`-D NAME`).
    package var conditions: [String]

    package init(name: String, sources: [String], conditions: [String] = []) { self.name = name; self.sources = sources; self.conditions = conditions }

    /// Whether `name` can name a Swift module: an identifier of letters, digits and `_`, not starting with a digit.
    package static func isModuleName(_ name: String) -> Bool {
        guard let first = name.first, !first.isNumber else { return false }
        return name.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
    }
}
