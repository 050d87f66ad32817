import NotiCore
import NotiExtensions
import Testing

/// `WireAnswer` is the public way in to the checks the process hosts apply (used by the fuzz targets), so it is
/// tested through the public API only.
@Suite("Reading an extension's answers without a process")
struct WireAnswerTests {
    @Test("A view from an answer decodes, and a bad one is refused with its path under result.view")
    func views() throws {
        #expect(try WireAnswer.view(try JSONParser.parse(#"{"text": "Hi"}"#)) == .text("Hi", style: .body, wraps: true))
        #expect(performing: { try WireAnswer.view(try JSONParser.parse(#"{"vstack": [{"text": "b", "style": "huge"}]}"#)) },
                throws: { ($0 as? WireError)?.path == "result.view.vstack[0].style" })
    }

    @Test("Buttons from an answer are refused with their path under result.notificationActions")
    func actions() throws {
        #expect(performing: { try WireAnswer.actions(try JSONParser.parse(#"[{"title": "Like"}]"#)) },
                throws: { ($0 as? WireError)?.path.hasPrefix("result.notificationActions[0]") == true })
    }

    @Test("A service extension's content replaces only the keys it gives")
    func content() throws {
        let original = NotificationContent(title: "Original", subtitle: "Kept", body: "Body")
        let content = try WireAnswer.content(try JSONParser.parse(#"{"body": "New"}"#), over: original)
        #expect(content.title == "Original")
        #expect(content.subtitle == "Kept")
        #expect(content.body == "New")
    }
}
