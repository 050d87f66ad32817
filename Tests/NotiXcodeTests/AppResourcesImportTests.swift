import Foundation
import NotiCore
import NotiWorkspace
import Testing
@testable import NotiXcode

/// docs/rules/xcode.md#app-icon and docs/rules/xcode.md#localisation: what import reads of the app's asset catalog and strings.
@Suite("Importing the app icon and localisations")
struct AppResourcesImportTests {
    static let iconSet = "App/Assets.xcassets/AppIcon.appiconset"

    /// The minimal project with an app folder holding an asset catalog and English and Korean strings.
    static func project(appSettings: [String] = []) throws -> ProjectFolder {
        let folder = try ProjectFolder()
        try folder.writeMinimalProject(appSettings: appSettings)
        try folder.copy(fixture: "extensions/uuneo__pushback__ContentExtension/Info.plist", to: "Ext/Info.plist")
        try folder.write("""
        {"images": [
          {"idiom": "iphone", "scale": "2x", "size": "60x60", "filename": "icon-120.png"},
          {"idiom": "iphone", "scale": "3x", "size": "60x60"},
          {"idiom": "ios-marketing", "scale": "1x", "size": "1024x1024", "filename": "icon-1024.png"}
        ], "info": {"author": "xcode", "version": 1}}
        """, to: "\(iconSet)/Contents.json")
        try folder.copy(fixture: "resources/icon-small.png", to: "\(iconSet)/icon-120.png")
        try folder.copy(fixture: "resources/icon-quadrants.png", to: "\(iconSet)/icon-1024.png")
        try folder.write("\"ALARM_TITLE\" = \"Alarm at %@\";\n\"ALARM_BODY\" = \"Time to get up\";\n\"ONLY_EN\" = \"Only English\";\n",
                         to: "App/en.lproj/Localizable.strings")
        var korean: [UInt8] = [0xFF, 0xFE]
        for unit in "/* 한국어 */\n\"ALARM_TITLE\" = \"%@ 기상 알람\";\n\"ALARM_BODY\" = \"일어날 시간이에요\";\n".utf16 {
            korean += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        try folder.write(korean, to: "App/ko.lproj/Localizable.strings")
        try folder.write("\"CFBundleDisplayName\" = \"알람\";\n", to: "App/ko.lproj/InfoPlist.strings")
        try folder.write("\"CFBundleDisplayName\" = \"Alarm\";\n", to: "App/en.lproj/InfoPlist.strings")
        return folder
    }

    static func lines(_ folder: ProjectFolder) -> [String] {
        XcodeImport.run(path: folder.path).checkLines.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    @Test("The icon is the largest image the app icon set lists (1024 × 1 over 60 × 2), empty slots skipped")
    func largestIcon() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let app = try #require(XcodeImport.run(path: folder.path).apps.first)
        #expect(app.iconImage == folder.path + "/\(Self.iconSet)/icon-1024.png")
    }

    @Test("ASSETCATALOG_COMPILER_APPICON_NAME names another icon set; the single-size Xcode 14 form (no scale) is read")
    func namedIconSet() throws {
        let folder = try Self.project(appSettings: ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIconBeta;"])
        defer { folder.remove() }
        try folder.write("{\"images\": [{\"idiom\": \"universal\", \"platform\": \"ios\", \"size\": \"1024x1024\", \"filename\": \"beta.png\"}]}",
                         to: "App/Assets.xcassets/AppIconBeta.appiconset/Contents.json")
        try folder.copy(fixture: "resources/icon-quadrants.png", to: "App/Assets.xcassets/AppIconBeta.appiconset/beta.png")
        let app = try #require(XcodeImport.run(path: folder.path).apps.first)
        #expect(app.iconImage == folder.path + "/App/Assets.xcassets/AppIconBeta.appiconset/beta.png")
    }

    @Test("An icon set with no image, or whose image is not a PNG: one line, and the glyph is drawn")
    func unusableIcon() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write("not a png", to: "\(Self.iconSet)/icon-1024.png")
        let lines = Self.lines(folder)
        #expect(lines.contains("  icon: none in the asset catalog; the glyph is drawn"))
        #expect(lines.contains("could not use \(Self.iconSet)/icon-1024.png: not a PNG or JPEG image; the icon glyph is drawn instead"))
        try folder.write("{\"images\": [{\"size\": \"60x60\", \"scale\": \"3x\"}]}", to: "\(Self.iconSet)/Contents.json")
        #expect(Self.lines(folder).contains("could not use \(Self.iconSet)/Contents.json: lists no image file (every slot is empty)"))
    }

    @Test("--check: the icon, then one line per language with its number of strings and its display name")
    func checkLines() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let lines = Self.lines(folder)
        #expect(Array(lines.prefix(6)) == [
            "app App: com.example.app \"Minimal App\", iOS 15.0+",
            "  files: 0 (0 Swift)",
            "  icon: \(Self.iconSet)/icon-1024.png",
            "  strings en: 3 strings (development language), display name \"Alarm\"",
            "  strings ko: 2 strings, display name \"알람\"",
            "  content extension Ext: com.example.app.Ext, Info.plist Ext/Info.plist, categories myNotificationCategory",
        ])
    }

    @Test("A strings file that does not parse is one line with file:line:column and the reason; the other languages import")
    func badStringsFile() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write("\"A\" = \"a\";\n\"B\" = \"b\"\n", to: "App/fr.lproj/Localizable.strings")
        let lines = Self.lines(folder)
        #expect(lines.contains("could not use App/fr.lproj/Localizable.strings: 3:1: expected \";\" after the value of \"B\", found the end of the file; the whole file is left out, as iOS reads none of it"))
        #expect(lines.contains("  strings ko: 2 strings, display name \"알람\""))
        #expect(!lines.contains { $0.hasPrefix("  strings fr") })
    }

    @Test("import --out copies the icon and writes one strings file per language; the loaded workspace formats loc keys in ko and en")
    func exportedLocalisations() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("out")
        try WorkspaceExport.write(XcodeImport.run(path: folder.path), name: "Minimal", to: out)
        let loaded = WorkspaceLoader.load(directory: out)
        #expect(!loaded.diagnostics.contains { $0.diagnostic.severity == .error })
        var workspace = try #require(loaded.workspace)
        let app = try #require(workspace.apps.first)
        #expect(FileManager.default.contentsEqual(atPath: try #require(app.iconImagePath), andPath: folder.path + "/\(Self.iconSet)/icon-1024.png"))
        #expect(app.localizations.developmentLanguage == "en")
        #expect(app.displayName == "Alarm")
        let payload = Array(#"{"aps": {"alert": {"title-loc-key": "ALARM_TITLE", "title-loc-args": ["7:00"], "loc-key": "ONLY_EN"}}}"#.utf8)
        let english = PayloadDecoder.decode(payload).localized(with: workspace.strings(for: app.bundleID)).content
        #expect(english?.title == "Alarm at 7:00")
        workspace.choose(language: "ko-KR")
        #expect(workspace.apps.first?.displayName == "알람")
        let korean = PayloadDecoder.decode(payload).localized(with: workspace.strings(for: app.bundleID)).content
        // A key the Korean table lacks comes from the development language's.
        #expect(korean?.title == "7:00 기상 알람" && korean?.body == "Only English")
    }
}
