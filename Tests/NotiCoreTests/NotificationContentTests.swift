import Foundation
import Testing
@testable import NotiCore

/// `NotificationContent` keeps its fields in a box its copies share until one changes.
@Suite("Notification content")
struct NotificationContentTests {
    private func sample() -> NotificationContent {
        var content = NotificationContent(title: "Title", subtitle: "Sub", body: "Body")
        content.badge = 2
        content.categoryIdentifier = "CATEGORY"
        content.userInfo = .object([("key", .string("value"))])
        return content
    }

    @Test("changing a copy of a notification's content leaves the original as it was")
    func copiesAreValues() {
        let original = sample()
        var copy = original
        #expect(copy == original)
        copy.title = "Changed"
        copy.attachments.append(NotificationAttachment(identifier: "a", path: "a.png", kind: .image))
        copy.badge = nil
        #expect(original.title == "Title" && original.attachments.isEmpty && original.badge == 2)
        #expect(copy.title == "Changed" && copy.attachments.count == 1 && copy.badge == nil)
        #expect(copy != original)
        copy.title = "Title"
        copy.attachments = []
        copy.badge = 2
        #expect(copy == original && copy.hashValue == original.hashValue, "equal fields make equal content, box or not")
    }

    @Test("content is coded with its property names, and reads back equal")
    func codingKeys() throws {
        let data = try JSONEncoder().encode(sample())
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys).isSuperset(of: ["title", "subtitle", "body", "badge", "categoryIdentifier", "userInfo", "attachments",
                                                 "threadIdentifier", "interruptionLevel", "relevanceScore"]))
        #expect(object["title"] as? String == "Title" && object["badge"] as? Int == 2)
        #expect(try JSONDecoder().decode(NotificationContent.self, from: data) == sample())
    }
}
