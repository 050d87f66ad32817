import Testing
import UIKit

@Suite("Localized strings in extension code")
struct StringLocalizationTests {
    @Test("Without strings tables, String(localized:) answers the development language's text with its interpolations filled in, and String(localized:defaultValue:) its default value")
    func localizedStringsAreTheDevelopmentLanguage() {
        let name = "Ann"
        #expect(String(localized: "Action required") == "Action required")
        #expect(String(localized: "Hello \(name), \(3) new at \(1.5)×", comment: "greeting") == "Hello Ann, 3 new at 1.5×")
        #expect(String(localized: "inbox.title", defaultValue: "Inbox of \(name)", table: "Main") == "Inbox of Ann")
    }
}
