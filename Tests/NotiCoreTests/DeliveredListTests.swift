import Foundation
import NotiCore
import Testing

@Suite("An app's delivered notifications: newest first, one per identifier")
struct DeliveredListTests {
    static func notification(_ id: String, body: String = "", at seconds: Double = 0) -> DeliveredNotification {
        var content = NotificationContent()
        content.body = body
        return DeliveredNotification(bundleID: "com.example.a", request: NotificationRequest(identifier: id, content: content),
                                     date: Date(timeIntervalSince1970: seconds))
    }

    @Test("the newest notification comes first; one with the same identifier replaces the earlier in place of newest")
    func newestFirstAndReplacement() {
        var list: DeliveredList = []
        #expect(list.insertNewest(Self.notification("a")) == false)
        #expect(list.insertNewest(Self.notification("b")) == false)
        #expect(list.insertNewest(Self.notification("a", body: "again")) == true)
        #expect(list.map(\.id) == ["a", "b"])
        #expect(list.notification(identifier: "a")?.content.body == "again")
        #expect(list.contains(identifier: "b") && !list.contains(identifier: "c"))
    }

    @Test("removal by identifier or by rule keeps the identifier index in step")
    func removal() {
        var list = DeliveredList((0..<5).map { Self.notification("n\($0)") })
        #expect(list.remove(identifier: "n2") && !list.remove(identifier: "n2"))
        list.removeAll { $0.id == "n0" || $0.id == "n4" }
        #expect(list.map(\.id) == ["n1", "n3"])
        #expect(!list.contains(identifier: "n4") && list.notification(identifier: "n0") == nil)
        list.insertNewest(Self.notification("n4"))
        #expect(list.map(\.id) == ["n4", "n1", "n3"])
    }

    @Test("a list built from a sequence keeps the first of duplicate identifiers")
    func duplicatesInSequence() {
        let list = DeliveredList([Self.notification("x", body: "first"), Self.notification("x", body: "second")])
        #expect(list.count == 1 && list.first?.content.body == "first")
    }
}
