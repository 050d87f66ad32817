import Foundation
import NotiDispatch
import Testing

/// docs/rules/xcode.md#extension-resources: the tables an extension's process reads, and its plural strings.
@Suite("An extension's strings in its process")
struct ExtensionStringsTests {
    /// A strings folder with English and Korean tables.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"""
            {"title": "Inbox", "only.en": "English only", "greeting %@": "Hello %@", "%@ sent %lld": "%1$@ sent %2$lld",
             "files": {"NSStringLocalizedFormatKey": "%#@n@", "n": {"NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "one": "%d file", "other": "%d files"}}}
            """#.utf8).write(to: folder.appendingPathComponent("en.json"))
        try Data(#"{"title": "받은 편지함", "greeting %@": "%@님 안녕하세요"}"#.utf8).write(to: folder.appendingPathComponent("ko.json"))
        try Data("not json".utf8).write(to: folder.appendingPathComponent("fr.json"))
        return folder
    }

    @Test("The chosen language's text over the development language's; a key neither has is nil; a table that does not read gives none; no folder, no strings")
    func chosenOverDevelopment() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let korean = ExtensionStrings(environment: ["NOTISIM_STRINGS": folder.path, "NOTISIM_LANGUAGE": "ko", "NOTISIM_DEVELOPMENT_LANGUAGE": "en"])
        #expect(korean.text(forKey: "title") == "받은 편지함" && korean.text(forKey: "only.en") == "English only" && korean.text(forKey: "nothing") == nil)
        #expect(korean.localized(key: "greeting %@", values: ["Ann"]) == "Ann님 안녕하세요")
        #expect(korean.localized(key: "%@ sent %lld", values: ["Ann", "3"]) == "Ann sent 3")
        let french = ExtensionStrings(environment: ["NOTISIM_STRINGS": folder.path, "NOTISIM_LANGUAGE": "fr", "NOTISIM_DEVELOPMENT_LANGUAGE": "en"])
        #expect(french.text(forKey: "title") == "Inbox")
        #expect(ExtensionStrings(environment: [:]).text(forKey: "title") == nil)
    }

    @Test("A plural entry's lookup answers its format, which formats by its number")
    func pluralLookup() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = ExtensionStrings(environment: ["NOTISIM_STRINGS": folder.path, "NOTISIM_DEVELOPMENT_LANGUAGE": "en"])
        let format = try #require(strings.text(forKey: "files"))
        #expect(format == "%#@n@")
        let plural = try #require(strings.plural(forFormat: format))
        #expect(plural.formatted([1], language: strings.language) == "1 file" && plural.formatted([4], language: strings.language) == "4 files")
    }

    @Test("Plural forms follow the language's rules (English, French, Korean, Russian, Polish), zero when offered, other when the category's form is missing; several variables take their own arguments, %% stays")
    func pluralRules() {
        let items = PluralFormat(format: "%#@items@", variables: ["items": ["zero": "none", "one": "%d item", "few": "%d (few)", "many": "%d (many)", "other": "%d items"]])
        #expect(items.formatted([0], language: "en") == "none" && items.formatted([1], language: "en-GB") == "1 item" && items.formatted([2], language: "en") == "2 items")
        #expect(items.formatted([1], language: "fr") == "1 item" && items.formatted([2], language: "fr") == "2 items")
        #expect(items.formatted([1], language: "ko") == "1 items")
        #expect(items.formatted([21], language: "ru") == "21 item" && items.formatted([3], language: "ru") == "3 (few)" && items.formatted([11], language: "ru") == "11 (many)")
        #expect(items.formatted([22], language: "pl") == "22 (few)" && items.formatted([21], language: "pl") == "21 (many)")
        let two = PluralFormat(format: "%#@files@ in %#@folders@ (100%%)", variables: ["files": ["one": "%d file", "other": "%d files"],
                                                                                        "folders": ["one": "%d folder", "other": "%d folders"]])
        #expect(two.formatted([1, 3], language: "en") == "1 file in 3 folders (100%)")
        let positioned = PluralFormat(format: "%2$#@files@ for %1$@", variables: ["files": ["one": "%ld file", "other": "%ld files"]])
        #expect(positioned.formatted([NSString(string: "Ann"), 2], language: "en") == "2 files for Ann")
    }
}
