import Foundation
import Testing
@testable import NotiXcode

/// docs/rules/xcode.md#localisation: the forms Xcode ships strings tables in.
@Suite("Strings tables: .strings text and binary, .xcstrings catalogs")
struct StringsFileTests {
    static let text = """
    /* The alarm's title */
    "ALARM_TITLE" = "기상 알람 %@";
    // A line comment
    "ESCAPES" = "Tab\\there, quote \\"x\\", \\U00e9t\\U00e9";
    KEY_UNQUOTED = "bare key";
    "ALONE";
    """

    @Test("The old text format: comments, escapes (Unicode ones too), unquoted keys and a key standing alone")
    func textFormat() throws {
        let table = try StringsFile.parse(Array(Self.text.utf8))
        #expect(table == ["ALARM_TITLE": "기상 알람 %@", "ESCAPES": "Tab\there, quote \"x\", été", "KEY_UNQUOTED": "bare key", "ALONE": "ALONE"])
    }

    @Test("UTF-16 files with a byte order mark, little and big endian, and UTF-16 without one", arguments: ["le", "be", "le-no-bom"])
    func utf16(_ form: String) throws {
        var bytes: [UInt8] = form == "le" ? [0xFF, 0xFE] : form == "be" ? [0xFE, 0xFF] : []
        for unit in Self.text.utf16 {
            bytes += form == "be" ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        #expect(try StringsFile.parse(bytes)["ALARM_TITLE"] == "기상 알람 %@")
    }

    @Test("A binary property list of strings (as Xcode compiles .strings into the app)")
    func binaryPlist() throws {
        let table = try StringsFile.parse(try Fixtures.bytes("resources/binary-Localizable.strings"))
        #expect(table == ["GREETING": "Bonjour", "ALARM_TITLE": "Réveil %@"])
    }

    @Test("A bad file is one error with its line and column and the reason", arguments: [
        ("\"A\" = \"a\";\n\"B\" = \"b\"\n\"C\" = \"c\";", "3:1: expected \";\" after the value of \"B\", found \"\"\""),
        ("\"A\" = \"a\";\n\"B\" \"b\";", "2:5: expected \"=\" after the key \"B\", found \"\"\""),
        ("\"A\" = (\"a\");", "1:7: the value of \"A\" is not a string"),
        ("\"A\" = \"unterminated;", "1:7: unterminated string: no closing \" before the end of the file"),
    ])
    func badText(_ input: String, _ message: String) {
        #expect(throws: StringsFileError(message)) { try StringsFile.parse(Array(input.utf8)) }
    }

    @Test("A string catalog: translations, the source language's key as its own text, plural variations take other")
    func catalog() throws {
        let json = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "ALARM_TITLE": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Alarm %@"}},
            "ko": {"stringUnit": {"state": "translated", "value": "알람 %@"}}}},
          "Wake up": {"localizations": {"ko": {"stringUnit": {"state": "translated", "value": "일어나세요"}}}},
          "%lld alarms": {"localizations": {"ko": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "알람 %lld개"}},
            "other": {"stringUnit": {"state": "translated", "value": "알람들 %lld개"}}}}}}},
          "BROKEN": {"localizations": {"ko": {"stringUnit": {"state": "new"}}}}
        }}
        """
        let catalog = try StringCatalog.parse(Array(json.utf8))
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.tables["ko"] == ["ALARM_TITLE": "알람 %@", "Wake up": "일어나세요", "%lld alarms": "알람들 %lld개"])
        #expect(catalog.tables["en"] == ["ALARM_TITLE": "Alarm %@", "Wake up": "Wake up", "%lld alarms": "%lld alarms", "BROKEN": "BROKEN"])
        #expect(catalog.problems == ["strings.BROKEN.localizations.ko: no stringUnit.value and no variations with an other form"])
    }

    @Test("A catalog that is not JSON, or has no strings, is one error")
    func badCatalog() {
        #expect(throws: StringsFileError("strings: missing or not an object")) { try StringCatalog.parse(Array("{\"sourceLanguage\": \"en\"}".utf8)) }
        #expect(throws: StringsFileError.self) { try StringCatalog.parse(Array("{\"strings\": ".utf8)) }
    }
}

extension StringsFileTests {
    @Test("Every prefix of a text, UTF-16 and binary table either parses or is one error: no crash, no hang")
    func truncatedTables() throws {
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in Self.text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        for whole in [Array(Self.text.utf8), utf16, try Fixtures.bytes("resources/binary-Localizable.strings")] {
            let full = try StringsFile.parse(whole)
            for length in 0...whole.count {
                do {
                    // A prefix that parses holds no more entries than the whole table.
                    let prefix = try StringsFile.parse(Array(whole.prefix(length)))
                    #expect(prefix.count <= full.count, "length \(length)")
                } catch {
                    #expect(!error.description.isEmpty && !error.description.contains("\n"), "length \(length): \(error.description)")
                }
            }
        }
    }
}
