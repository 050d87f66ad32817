import NotiCore
@testable import NotiExtensions
import Testing

/// docs/rules/xcode.md#extension-resources and docs/extension-protocol.md#resources: the language an extension's
/// strings are chosen in, and the variables its process finds them in.
@Suite("An extension's resources at launch")
struct ExtensionResourcesTests {
    static let resources = ExtensionResources(stringsFolder: "/ws/strings/com.example.app.widget", languages: ["en", "ja", "ko", "zh-Hans"],
                                              developmentLanguage: "en", assetCatalogs: ["/p/Widget/Assets.xcassets"])

    @Test("The device's language picks the extension's table as it picks the app's: ko-KR → ko, zh-Hans-CN → zh-Hans, a language it lacks or none → the development language")
    func languageChoice() {
        var resources = Self.resources
        for (preferred, chosen) in [("ko-KR", "ko"), ("ja", "ja"), ("zh_Hans_CN", "zh-Hans"), ("fr", "en"), (nil, "en")] as [(String?, String)] {
            resources.choose(preferring: preferred)
            #expect(resources.language == chosen, "\(preferred ?? "none")")
        }
    }

    @Test("The child finds the strings folder, the chosen and development languages and the asset catalogs in NOTISIM_ variables; an extension without strings sets no language")
    func environment() {
        var launch = ExtensionLaunch(command: ["widget"], workingDirectory: "/ws", name: "Widget", bundleID: "com.example.app.widget",
                                     appBundleID: "com.example.app", point: .content)
        launch.resources = Self.resources
        launch.resources.choose(preferring: "ko")
        #expect(launch.environment["NOTISIM_STRINGS"] == "/ws/strings/com.example.app.widget")
        #expect(launch.environment["NOTISIM_LANGUAGE"] == "ko" && launch.environment["NOTISIM_DEVELOPMENT_LANGUAGE"] == "en")
        #expect(launch.environment["NOTISIM_ASSET_CATALOGS"] == #"["/p/Widget/Assets.xcassets"]"#)
        launch.resources = ExtensionResources(developmentLanguage: "en")
        launch.resources.choose(preferring: "ko")
        #expect(launch.environment["NOTISIM_STRINGS"] == nil && launch.environment["NOTISIM_LANGUAGE"] == nil && launch.environment["NOTISIM_ASSET_CATALOGS"] == nil)
    }
}
