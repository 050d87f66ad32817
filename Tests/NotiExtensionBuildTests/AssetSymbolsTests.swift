import Foundation
import NotiCore
@testable import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import TestSupport
import Testing

/// Xcode's asset symbols, generated from an extension's asset catalogs (docs/rules/xcode.md#asset-symbols).
@Suite("Asset symbols")
struct AssetSymbolsTests {
    static let catalog = BuiltExtensions.tests.appendingPathComponent("Fixtures/AppleFrameworks/AssetSymbols/Assets.xcassets").path

    @Test("an asset's symbol is its words in lowerCamelCase, without a trailing Color or Image, with _ before a digit and backquotes around a keyword")
    func symbolNames() {
        let colors = [("Brand Color", "brand"), ("some_blue", "someBlue"), ("BrandRed", "brandRed"), ("URL", "url"), ("Color", "color"),
                      ("2nd-tone", "_2ndTone"), ("default", "`default`"), ("accent.dark", "accentDark")]
        for (name, symbol) in colors { #expect(AssetSymbolSource.symbol(for: name, trimming: "Color") == symbol, "\(name)") }
        #expect(AssetSymbolSource.symbol(for: "HeroImage", trimming: "Image") == "hero")
        #expect(AssetSymbolSource.symbol(for: "HeroImage", trimming: "Color") == "heroImage")
        #expect(AssetSymbolSource.symbol(for: "---", trimming: "Color") == nil)
    }

    @Test("a catalog's colour and image sets become resources, a folder that provides a namespace names its sets, and two sets making one symbol make none")
    func catalogAssets() throws {
        let (colors, images) = AssetSymbolSource.assets(in: [Self.catalog])
        #expect(colors.map(\.symbol) == ["brand", "red"])
        #expect(colors.map(\.name) == ["Brand Color", "red"])
        #expect(images.map(\.name) == ["Badges/gold_star", "parcel-icon"])
        #expect(images.map(\.symbol) == ["badgesGoldStar", "parcelIcon"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-asset-symbols-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        for set in ["Sky Color.colorset", "sky.colorset", "Sea.colorset"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(set), withIntermediateDirectories: true)
        }
        #expect(AssetSymbolSource.assets(in: [folder.path]).colors.map(\.symbol) == ["sea"])
    }

    @Test("the generated file declares resources always, members of UIColor, UIImage, Color and ShapeStyle only with the symbol extensions, never a system colour's name again, names as Swift literals, and nothing without sets")
    func generatedFile() throws {
        let resources = try #require(AssetSymbolSource.source(for: [Self.catalog], extensions: false))
        #expect(resources.contains(#"static let brand = ColorResource(name: "Brand Color", bundle: .main)"#))
        #expect(resources.contains(#"static let badgesGoldStar = ImageResource(name: "Badges/gold_star", bundle: .main)"#))
        #expect(!resources.contains("extension UIColor"))
        let withExtensions = try #require(AssetSymbolSource.source(for: [Self.catalog], extensions: true))
        #expect(withExtensions.contains("static var brand: UIColor { UIColor(resource: ColorResource.brand) }"))
        #expect(withExtensions.contains("extension SwiftUI.ShapeStyle where Self == SwiftUI.Color {\n    static var brand: SwiftUI.Color"))
        #expect(withExtensions.contains("static var parcelIcon: UIImage { UIImage(resource: ImageResource.parcelIcon) }"))
        #expect(!withExtensions.contains("static var red:"), "UIColor.red and Color.red stay the system's")
        #expect(withExtensions.contains("static let red = ColorResource"))
        #expect(AssetSymbolSource.source(for: [], extensions: true) == nil)
        #expect(AssetSymbolSource.swiftLiteral("Say \"hi\" \\ now\u{1}") == #""Say \"hi\" \\ now\u{1}""#, "a name is written as a Swift literal")
    }
}

/// The generated symbols compiled into a built extension and used by its own code (docs/rules/xcode.md#asset-symbols).
@Suite("Asset symbols in a built extension (slow)", .serialized, .tags(.process), .slowTier)
struct AssetSymbolsBuildTests {
    /// The fixture's service extension with the fixture's catalog, with or without the symbol extensions.
    static func target(symbolExtensions: Bool) -> SwiftExtensionTarget {
        var target = SwiftExtensionTarget(
            name: "AssetSymbolsService", point: .service,
            sources: [BuiltExtensions.tests.appendingPathComponent("Fixtures/AppleFrameworks/AssetSymbols/NotificationService.swift").path],
            principalClass: "$(PRODUCT_MODULE_NAME).NotificationService")
        target.assetCatalogs = [AssetSymbolsTests.catalog]
        target.assetSymbolExtensions = symbolExtensions
        return target
    }

    @Test("UIImage(resource:), UIColor(resource:), SwiftUI's Image(_:) and Color(_:), UIColor.brand, UIImage.badgesGoldStar and .foregroundStyle(.brand) find the extension's catalog; an asset named red leaves UIColor.red the system's")
    func extensionCodeUsesTheSymbols() throws {
        let target = Self.target(symbolExtensions: true)
        let program = try #require(BuiltExtensions.builder().build(target).program)
        var launch = BuiltExtensions.launch(program, target)
        launch.resources = ExtensionResources(assetCatalogs: [AssetSymbolsTests.catalog])
        let host = try OutOfProcessServiceExtensionHost(launching: launch, limits: .standard)
        defer { host.close() }
        try host.start(NotificationRequest(identifier: "push-1", content: NotificationContent(title: "Parcel", body: "Arrived"), trigger: .push))
        let content = try #require(try host.content(waitingUpTo: 10))
        #expect(content.body == "icon 16 | star 8 | brand 52 184 46 | brand 52 184 46 | red asset 16 32 48 | system red 255 0 0 | 3 views")
    }

    @Test("without the symbol extensions, code naming UIColor.brand does not build, as in Xcode with the setting off")
    func extensionsNeedTheSetting() throws {
        guard case .failed(let failure) = BuiltExtensions.builder().build(Self.target(symbolExtensions: false)) else { Issue.record("the build did not fail"); return }
        #expect(failure.firstError.contains("badgesGoldStar") || failure.firstError.contains("brand"))
    }
}
