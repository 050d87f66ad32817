import Testing
@testable import NotiCore

/// docs/rules/xcode.md#localisation: the language iOS picks for a user and the table a loc key is looked up in.
@Suite("Choosing an app's language and strings")
struct AppLocalizationsTests {
    static let app = AppLocalizations(tables: [
        "en": ["TITLE": "Alarm", "ONLY_EN": "English only"],
        "ko": ["TITLE": "알람"],
        "zh-Hans": ["TITLE": "闹钟"],
        "Base": ["TITLE": "Base alarm"],
    ], developmentLanguage: "en", displayNames: ["en": "Alarm", "ko": "알람"])

    @Test("The preferred language, else a more generic one (ko-KR → ko, zh_Hans_CN → zh-Hans), else the development language",
          arguments: [("ko", "ko"), ("ko-KR", "ko"), ("KO_kr", "ko"), ("zh-Hans-CN", "zh-Hans"), ("zh_Hans", "zh-Hans"), ("fr", "en"), ("en-GB", "en")])
    func language(_ preferred: String, _ expected: String) {
        #expect(Self.app.language(preferring: preferred) == expected)
    }

    @Test("No preference picks the development language; without one in the app, Base, then en, then the first by name")
    func fallbacks() {
        #expect(Self.app.language(preferring: nil) == "en")
        #expect(AppLocalizations(tables: ["Base": [:], "fr": [:]], developmentLanguage: "de").language(preferring: "ja") == "Base")
        #expect(AppLocalizations(tables: ["fr": [:], "de": [:]]).language(preferring: nil) == "de")
        #expect(AppLocalizations().language(preferring: "ko") == nil)
        #expect(AppLocalizations().table(preferring: "ko") == nil)
    }

    @Test("A key the chosen language lacks comes from the development language's table; a key nobody has is missing")
    func developmentFallback() {
        #expect(Self.app.text("TITLE", preferring: "ko") == "알람")
        #expect(Self.app.text("ONLY_EN", preferring: "ko") == "English only")
        #expect(Self.app.text("NOWHERE", preferring: "ko") == nil)
    }

    @Test("Display names follow the same choice")
    func displayNames() {
        #expect(Self.app.displayName(preferring: "ko-KR") == "알람")
        #expect(Self.app.displayName(preferring: "fr") == "Alarm")
        // zh-Hans has strings but no name of its own: the Info.plist's name stays.
        #expect(Self.app.displayName(preferring: "zh-Hans") == nil)
        #expect(AppLocalizations().displayName(preferring: "ko") == nil)
    }
}
