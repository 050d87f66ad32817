import NotiCore
import NotiLayout
import Testing
import TestSupport
import UIKit
import UserNotifications
import UserNotificationsUI
@testable import NotiUIKitHost
@testable import CountdownExtension

/// Main-queue work, timers and animation completions in extension code run on notisim's clock, moved by the test
/// (no sleeps): nothing runs until the host runs what is due.
@MainActor
@Suite("Extension code on notisim's clock")
struct ExtensionClockTests {
    final class PlainController: UIViewController, UNNotificationContentExtension {
        var log: [String] = []
        func didReceive(_ notification: UNNotification) {}
    }

    static func host() -> (ContentExtensionHost, PlainController) {
        let controller = PlainController()
        return (ContentExtensionHost(controller: controller, size: CGSize(width: 160, height: 32), actions: []), controller)
    }

    @Test("DispatchQueue.main.async runs at the host's next run, in the order queued; work it queues runs in the same run")
    func mainQueueAsync() {
        let (host, controller) = Self.host()
        DispatchQueue.main.async { controller.log.append("first") }
        DispatchQueue.global().async {
            controller.log.append("global")
            DispatchQueue.main.async { controller.log.append("back on main") }
        }
        DispatchQueue.main.async { controller.log.append("second") }
        #expect(controller.log.isEmpty)
        #expect(host.run(until: 0) == 4)
        #expect(controller.log == ["first", "global", "second", "back on main"])
    }

    @Test("asyncAfter(deadline: .now() + 2) runs when notisim's clock has moved 2 s on, not before; a cancelled work item never runs")
    func asyncAfterWaitsForTheClock() {
        let (host, controller) = Self.host()
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { controller.log.append("two seconds") }
        let cancelled = DispatchWorkItem { controller.log.append("cancelled") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: cancelled)
        cancelled.cancel()
        host.run(until: 1.9)
        #expect(controller.log.isEmpty)
        host.run(until: 2)
        #expect(controller.log == ["two seconds"])
        #expect(host.runLoop.nextDue == nil)
    }

    @Test("A repeating Timer fires every interval of notisim's clock until invalidated; a one-shot timer fires once")
    func timersFireOnTheClock() {
        let (host, controller) = Self.host()
        var ticks = 0
        let repeating = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            ticks += 1
            if ticks == 3 { timer.invalidate() }
        }
        _ = Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in controller.log.append("once") }
        host.run(until: 2.5)
        #expect(ticks == 2 && controller.log == ["once"])
        host.run(until: 10)
        #expect(ticks == 3 && !repeating.isValid && controller.log == ["once"])
    }

    @Test("UIView.animate applies the changes at once and calls the completion with true once the duration has passed on the clock")
    func animateCompletesOnTheClock() {
        let (host, controller) = Self.host()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
        controller.view.addSubview(box)
        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { box.alpha = 0 }, completion: { finished = $0 })
        #expect(box.alpha == 0 && finished == nil)
        host.run(until: 0.2)
        #expect(finished == nil)
        host.run(until: 0.3)
        #expect(finished == true)
    }

    @Test("The countdown extension, compiled unchanged: stack of labels, spinner and button; asyncAfter after 2 s, a Timer every minute, Tab and Enter press its button")
    func countdownExtension() throws {
        let controller = CountdownExtension.NotificationViewController()
        let host = ContentExtensionHost(controller: controller, size: CGSize(width: NotesExtensionTests.bannerWidth, height: 199), actions: [])
        let content = UNMutableNotificationContent()
        content.title = "Your order"
        host.receive(UNNotification(request: UNNotificationRequest(identifier: "order", content: content, trigger: nil), date: Date(timeIntervalSince1970: 0)))
        #expect(host.preferredHeight == 112)
        #expect(controller.statusLabel.text == "Arriving in 3 min" && !controller.spinner.isHidden)
        // The vertical stack centres each view: "Your order" (10 columns) sits in the middle of the 366 pt stack.
        #expect(controller.titleLabel.frame == CGRect(x: 143, y: 0, width: 80, height: 16))
        let rows = CellMetrics.standard.rows(forPoints: 112), columns = CellMetrics.standard.columns(forPoints: Double(NotesExtensionTests.bannerWidth))
        func drawn() -> String {
            CustomAreaText.render(ViewTreeDrawing.customView(of: controller.view, attachments: [], time: host.runLoop.now), columns: columns, rows: rows, attachments: [])
        }
        assertGolden(drawn(), named: "uikit-countdown-start")
        host.run(until: 2)
        #expect(controller.titleLabel.text == "Your order 🚚")
        host.run(until: 120)
        #expect(controller.statusLabel.text == "Arriving in 1 min")
        host.run(until: 180)
        #expect(controller.statusLabel.text == "Arrived" && controller.spinner.isHidden && controller.countdown?.isValid == false)
        #expect(host.keyPressed("Tab") && host.keyPressed("Enter"))
        #expect(controller.thanked && controller.thanksButton.currentTitle == "Thanked")
        assertGolden(drawn(), named: "uikit-countdown-arrived")
    }
}
