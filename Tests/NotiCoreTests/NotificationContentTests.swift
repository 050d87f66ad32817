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

    @Test("content is coded with its property names, a field at its default left out, and reads back equal")
    func codingKeys() throws {
        let data = try JSONEncoder().encode(sample())
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["title", "subtitle", "body", "badge", "categoryIdentifier", "userInfo"])
        #expect(object["title"] as? String == "Title" && object["badge"] as? Int == 2)
        #expect(try JSONDecoder().decode(NotificationContent.self, from: data) == sample())
        #expect(String(decoding: try JSONEncoder().encode(NotificationContent()), as: UTF8.self) == "{}")
    }

    @Test("content written with every field, as state files and journals were before defaults were left out, reads back")
    func everyFieldReads() throws {
        let line = #"{"title":"Title","subtitle":"Sub","body":"Body","badge":2,"launchImageName":"","attachments":[],"userInfo":"{\"key\":\"value\"}","categoryIdentifier":"CATEGORY","threadIdentifier":"","summaryArgument":"","summaryArgumentCount":0,"interruptionLevel":1,"relevanceScore":0}"#
        #expect(try JSONDecoder().decode(NotificationContent.self, from: Data(line.utf8)) == sample())
    }

    /// The content's journal JSON as `JSONLineEncoder` writes it, and as `appendJSON(to:)` writes it.
    private func lines(of content: NotificationContent) throws -> (encoder: String, written: String) {
        var written: [UInt8] = []
        try content.appendJSON(to: &written)
        return (String(decoding: try JSONLineEncoder.encode(content), as: UTF8.self), String(decoding: written, as: UTF8.self))
    }

    @Test("JSON made ahead of the journal is the JSON the content writes, and any change to a copy writes the change")
    func preparedJSONFollowsChanges() throws {
        var prepared = sample()
        prepared.userInfo = .object([("aps", .object([("alert", .string("Say \"hi\"\u{2028}"))]))])
        let unprepared = prepared
        prepared.prepareJSON()
        #expect(try lines(of: prepared).written == lines(of: unprepared).written)
        #expect(try lines(of: prepared).written == lines(of: prepared).encoder)
        var changed = prepared
        changed.title = "Changed"
        #expect(try lines(of: changed).written.contains(#""title":"Changed""#), "a change drops the JSON made before it")
        #expect(try lines(of: changed).written == lines(of: changed).encoder)
        #expect(try lines(of: prepared).written.contains(#""title":"Title""#), "the copy that was not changed keeps its JSON")
        var changedInPlace = prepared
        changedInPlace.prepareJSON()
        changedInPlace.body = "Body, changed where it lies"
        #expect(try lines(of: changedInPlace).written == lines(of: changedInPlace).encoder)
    }

    @Test("a push from the endpoint carries content whose JSON is the content's own, loc keys and all")
    func inboundPushContentWritesItsOwnJSON() throws {
        let payloads = [#"{"aps":{"alert":{"title":"Load","body":"One of many"},"badge":3,"sound":"default"},"id":7}"#,
                        #"{"aps":{"alert":{"loc-key":"GREETING","loc-args":["Ann"]},"thread-id":"t"}}"#]
        for payload in payloads {
            let push = InboundPush(bundleID: "com.example.a", payload: Array(payload.utf8), pushType: .alert, collapseID: nil, apnsID: "A")
            var content = try #require(push.decoded.content)
            #expect(try lines(of: content).written == lines(of: content).encoder)
            content.subtitle = "Localized later"
            #expect(try lines(of: content).written == lines(of: content).encoder)
        }
    }
}
