import Foundation
import NotiCore
import NotiExtensions
import NotiWorkspace
import Testing
@testable import NotiXcode

/// docs/rules/xcode.md#extension-resources: an extension target's own strings and asset catalogs, found among its files
/// and written to the workspace.
@Suite("Importing an extension's resources")
struct ExtensionResourcesImportTests {
    static let locker = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("WidgetFixtures/LockerProject")

    @Test("A widget extension's variant groups of Localizable.strings and .stringsdict give one table per language with its plurals, and its Resources phase its asset catalog, whose symbols its target generates; the app's are not its")
    func widgetExtensionResources() throws {
        let result = XcodeImport.run(path: Self.locker.path)
        #expect(result.problems.isEmpty, "\(result.problems)")
        let widget = try #require(result.apps.first?.widgetExtensions.first)
        let resources = widget.resources
        #expect(resources.assetCatalogs == [Self.locker.appendingPathComponent("LockerWidgets/Assets.xcassets").path])
        // The target built straight from the project (`build-extensions`) generates the catalog's symbols too.
        #expect(widget.sources.assetCatalogs == resources.assetCatalogs && widget.sources.assetSymbolExtensions)
        #expect(resources.localizations.developmentLanguage == "en")
        #expect(resources.localizations.tables["en"] == ["locker.stale": "Locker status may be out of date", "locker.keep": "Keep one more day"])
        #expect(resources.localizations.tables["ko"]?["locker.keep"] == "하루 더 보관")
        #expect(resources.plurals["en"]?["%lld parcels waiting"] == PluralEntry(
            format: "%#@parcels@ waiting", variables: ["parcels": ["zero": "No parcels", "one": "%lld parcel", "other": "%lld parcels"]]))
        #expect(resources.plurals["ko"]?["%lld parcels waiting"]?.variables == ["parcels": ["other": "%lld개"]])
        let lines = result.checkLines
        #expect(lines.contains("    strings en: 2 strings, 1 plural (development language)"))
        #expect(lines.contains("    strings ko: 2 strings, 1 plural"))
        #expect(lines.contains("    asset catalogs: " + Self.locker.appendingPathComponent("LockerWidgets/Assets.xcassets").path))
    }

    @Test("The workspace an import writes gives the widget extension assetCatalogs, strings and developmentLanguage, one LANG.json per language with plurals as their stringsdict entries, assetSymbolExtensions as the project sets it and its Info.plist as built; loaded, the workspace's language picks its table")
    func workspaceHasTheResources() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-resources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        try WorkspaceExport.write(XcodeImport.run(path: Self.locker.path), name: "Locker", to: out)
        let english = try JSONParser.parse(Array(Data(contentsOf: out.appendingPathComponent("strings/com.example.locker.LockerWidgets/en.json"))))
        #expect(english["locker.keep"] == "Keep one more day")
        #expect(english["%lld parcels waiting"]?["NSStringLocalizedFormatKey"] == "%#@parcels@ waiting")
        #expect(english["%lld parcels waiting"]?["parcels"]?["one"] == "%lld parcel")
        let loaded = WorkspaceLoader.load(directory: out)
        #expect(!loaded.diagnostics.contains { $0.diagnostic.severity == .error }, "\(loaded.diagnostics)")
        var workspace = try #require(loaded.workspace)
        let resources = try #require(workspace.widgetExtensions.first?.resources)
        #expect(resources.stringsFolder == out.appendingPathComponent("strings/com.example.locker.LockerWidgets").path)
        #expect(resources.languages == ["en", "ko"] && resources.developmentLanguage == "en" && resources.language == "en")
        #expect(resources.assetCatalogs == [Self.locker.appendingPathComponent("LockerWidgets/Assets.xcassets").path])
        // docs/rules/xcode.md#asset-symbols: the project sets ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS.
        let target = try #require(workspace.widgetExtensions.first?.swiftSources)
        #expect(target.assetCatalogs == resources.assetCatalogs && target.assetSymbolExtensions)
        // docs/rules/xcode.md#infoplists-as-built: the file's keys, the generated ones, the resolved bundle identifier.
        let info = try PropertyList.parse(try #require(target.bundleInfo))
        #expect(info["CFBundleIdentifier"]?.stringValue == "com.example.locker.LockerWidgets")
        #expect(info["CFBundleDisplayName"]?.stringValue == "LockerWidgets")
        #expect(info["NSExtension"]?["NSExtensionPointIdentifier"]?.stringValue == "com.apple.widgetkit-extension")
        workspace.choose(language: "ko-KR")
        #expect(workspace.widgetExtensions.first?.resources.language == "ko")
        workspace.choose(language: "ja")
        #expect(workspace.widgetExtensions.first?.resources.language == "en")
    }

    @Test("An unlocalized Localizable.strings serves the development language under the .lproj tables; a string catalog's plural variations are plurals; a damaged strings file, stringsdict or set's Contents.json is one problem naming the file")
    func unlocalizedCatalogAndDamagedFiles() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.write("\"title\" = \"Plain title\";\n\"only.plain\" = \"Plain\";\n", to: "Widget/Localizable.strings")
        try folder.write("\"title\" = \"English title\";\n", to: "Widget/Strings/en.lproj/Localizable.strings")
        try folder.write("\"title\" = \"broken\n", to: "Widget/Strings/fr.lproj/Localizable.strings")
        try folder.write("<plist><array/></plist>", to: "Widget/Strings/de.lproj/Localizable.stringsdict")
        try folder.write("""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld cups": {"localizations": {
              "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld cup"}},
                                               "other": {"stringUnit": {"state": "translated", "value": "%lld cups"}}}}}}}}}
            """, to: "Widget/Localizable.xcstrings")
        try folder.write("{\"colors\": [", to: "Widget/Assets.xcassets/Brand.colorset/Contents.json")
        try folder.write("{\"images\": []}", to: "Widget/Assets.xcassets/Icons/Cup.imageset/Contents.json")
        var reader = AppResourceReader(reader: DiskFileReader(), folder: folder.path)
        let resources = reader.extensionResources(
            files: ["Widget/Localizable.strings", "Widget/Localizable.xcstrings", "Widget/Strings", "Widget/Assets.xcassets"], developmentLanguage: "en")
        #expect(resources.localizations.tables["en"]?["title"] == "English title")
        #expect(resources.localizations.tables["en"]?["only.plain"] == "Plain")
        #expect(resources.localizations.tables["fr"] == nil)
        #expect(resources.plurals["en"]?["%lld cups"] == PluralEntry(format: "%#@count@", variables: ["count": ["one": "%lld cup", "other": "%lld cups"]]))
        let problems = reader.problems.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(problems.count == 3, "\(problems)")
        #expect(problems.contains { $0.hasPrefix("Widget/Strings/fr.lproj/Localizable.strings: ") && $0.hasSuffix("; the whole file is left out, as iOS reads none of it") })
        #expect(problems.contains("Widget/Strings/de.lproj/Localizable.stringsdict: expected a dictionary of plural strings, got an array; the whole file is left out, as iOS reads none of it"))
        #expect(problems.contains { $0.hasPrefix("Widget/Assets.xcassets/Brand.colorset/Contents.json: ") && $0.hasSuffix("; the extension finds no colour Brand") })
        #expect(!problems.contains { $0.contains("\n") })
    }

    @Test("A stringsdict entry without a format key, or a rule without an other form, is a problem of its own; the file's other entries are read")
    func stringsDictEntries() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>good</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d day</string><key>other</key><string>%d days</string></dict></dict>
              <key>noFormat</key><dict><key>n</key><string>x</string></dict>
              <key>noOther</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>one</key><string>%d</string></dict></dict>
            </dict></plist>
            """
        let read = try StringsDictFile.parse(Array(plist.utf8))
        #expect(read.entries["good"] == PluralEntry(format: "%#@n@", variables: ["n": ["one": "%d day", "other": "%d days"]]))
        #expect(read.entries["noFormat"] == nil)
        #expect(read.problems == ["noFormat.NSStringLocalizedFormatKey: missing or not a string", "noOther.n: no other form"])
    }
}
