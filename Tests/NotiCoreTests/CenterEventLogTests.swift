import Foundation
import Testing
@testable import NotiCore

@Suite("Event log lines")
struct CenterEventLogTests {
    private func delivered(_ identifier: String) -> DeliveredNotification {
        DeliveredNotification(bundleID: "com.example.app",
                              request: NotificationRequest(identifier: identifier, content: NotificationContent(title: "T", subtitle: "", body: "B"), trigger: .push),
                              date: Date(timeIntervalSince1970: 0))
    }

    @Test("a delivery names the app, the notification, whether it replaced one, how it shows and why")
    func deliveredLine() {
        var presentation = Presentation()
        presentation.delivered = true
        presentation.banner = true
        presentation.list = true
        presentation.badge = 3
        #expect(CenterEvent.delivered(delivered("n1"), presentation, replacedExisting: false).logLine
            == #"com.example.app: delivered "n1" → banner+list+badge 3"#)
        presentation.reasons = ["Focus is on", "time-sensitive breaks through"]
        presentation.brokeThroughFocus = true
        #expect(CenterEvent.delivered(delivered("n2"), presentation, replacedExisting: true).logLine
            == #"com.example.app: delivered "n2" (replaces earlier) → banner+list+badge 3+breaks through Focus (Focus is on; time-sensitive breaks through)"#)
        presentation = Presentation()
        presentation.delivered = true
        #expect(CenterEvent.delivered(delivered("n3"), presentation, replacedExisting: false).logLine == #"com.example.app: delivered "n3" → silent"#)
    }

    @Test("lists of identifiers are quoted and separated by commas")
    func identifierLists() {
        #expect(CenterEvent.deliveredLimitDropped(bundleID: "a", identifiers: ["x", "y"]).logLine
            == #"a: over \#(NotificationSystem.deliveredLimit) in Notification Centre: dropped "x", "y""#)
        #expect(CenterEvent.removedPending(bundleID: "a", identifiers: ["only"]).logLine == #"a: removed pending "only""#)
        #expect(CenterEvent.pendingLimitDropped(bundleID: "a", identifiers: []).logLine == "a: over 64 pending: dropped ")
    }
}
