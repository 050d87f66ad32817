import NotiCore
import Testing

/// docs/rules/actions.md#the-scene-a-notification-opens
@Suite("The scene a notification opens")
struct SceneChoiceTests {
    static let scenes = [
        AppScene(name: "Main"),
        AppScene(name: "Chat", canActivate: try! StringPredicate("SELF BEGINSWITH 'chat-'", subject: "targetContentIdentifier"),
                 prefersToActivate: try! StringPredicate("SELF BEGINSWITH 'chat-'", subject: "targetContentIdentifier")),
        AppScene(name: "Document", canActivate: try! StringPredicate("SELF ENDSWITH '.pdf'", subject: "targetContentIdentifier")),
    ]

    @Test("a scene whose prefersToActivate predicate matches wins over earlier scenes that merely can activate")
    func preferredWins() {
        #expect(SceneChoice(targetContentIdentifier: "chat-42", scenes: Self.scenes) == .preferred("Chat"))
    }

    @Test("with no preference the first scene that can activate opens: UIKit's default canActivate is always true")
    func firstThatCanActivate() {
        #expect(SceneChoice(targetContentIdentifier: "report.pdf", scenes: Self.scenes) == .canActivate("Main"))
        #expect(SceneChoice(targetContentIdentifier: "report.pdf", scenes: Array(Self.scenes.dropFirst())) == .canActivate("Document"))
        #expect(SceneChoice(targetContentIdentifier: nil, scenes: Self.scenes) == .canActivate("Main"))
    }

    @Test("when no scene's conditions match, the first opens; an app without scenes names none")
    func noMatch() {
        let narrow = Array(Self.scenes.dropFirst())
        #expect(SceneChoice(targetContentIdentifier: "news-1", scenes: narrow) == .firstScene("Chat"))
        #expect(SceneChoice(targetContentIdentifier: "chat-1", scenes: []) == nil)
    }
}
