import Foundation
import Testing
import NotiCore
@testable import NotiLayout

/// The numbers of a Live Activity's buttons on the lock screen (docs/rules/widgets.md#live-activities-of-the-apps-widget-extension).
@Suite("Live Activity buttons on the lock screen")
struct LiveActivityButtonNumberTests {
    /// Two activities of the Locker app: the first drawn by its widget extension with `buttons` in its lock-screen view.
    func items(buttons: [String], drawnByExtension: Bool = true) -> [LiveActivityItem] {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let type = LiveActivityType(name: "LockerAttributes", attributeKeys: ["lockerName"], contentStateKeys: ["parcels"])
        var board = LiveActivityBoard()
        for name in ["Station Square", "Harbour"] {
            _ = board.start(LiveActivityRequest(event: .start, attributesType: "LockerAttributes", attributes: ["lockerName": .string(name)],
                                                contentState: ["parcels": 3]),
                            type: type, bundleID: "com.example.locker", byPush: true, now: now)
        }
        return ["A1", "A2"].map { id in
            let view = CustomView.text(id == "A1" ? "Station Square" : "Harbour", style: .body, wraps: false)
            var item = LiveActivityItem(activity: board.activity(id)!,
                                        layout: LiveActivityLayout(views: [.lockScreen: view], buttons: [.lockScreen: buttons]),
                                        appName: "Locker", phase: .active)
            item.drawnByExtension = drawnByExtension
            return item
        }
    }

    /// The last row of each card the lock screen draws, as text.
    func bottomEdges(_ items: [LiveActivityItem]) -> [String] {
        let lines = LiveActivityView.renderLockScreen(items, context: Samples.context()).grid.text().components(separatedBy: "\n")
        return lines.indices.filter { $0 > 0 && lines[$0].hasPrefix("╰") }.map { lines[$0] }
    }

    @Test("the lock screen numbers the buttons of the Live Activity the digits press on its card's bottom edge, 1–9 then 0; the other activities' are not numbered")
    func lockScreenNumbersPressedActivityButtons() {
        var shown = items(buttons: ["Keep one more day", "Open locker"])
        shown[0].numbersButtons = true
        let edges = bottomEdges(shown)
        #expect(edges.count == 2, "\(edges)")
        #expect(edges.first?.hasPrefix("╰ 1 Keep one more day 2 Open locker ─") == true, "\(edges)")
        #expect(edges.last?.contains("1") == false, "the second activity's card is not numbered: \(edges)")

        var many = items(buttons: "ABCDEFGHIJK".map(String.init))
        many[0].numbersButtons = true
        #expect(bottomEdges(many).first?.hasPrefix("╰ 1 A 2 B 3 C 4 D 5 E 6 F 7 G 8 H 9 I 0 J ─") == true, "only ten digits press buttons: \(bottomEdges(many))")
    }

    @Test("no numbers while the digits act on a notification, or on an activity drawn from the workspace's layout, which has no buttons")
    func noNumbersWhenDigitsActElsewhere() {
        let idle = items(buttons: ["Keep one more day"])
        #expect(bottomEdges(idle).allSatisfy { !$0.contains("Keep") })
        var workspace = items(buttons: ["Keep one more day"], drawnByExtension: false)
        workspace[0].numbersButtons = true
        #expect(bottomEdges(workspace).allSatisfy { !$0.contains("Keep") })
    }
}
