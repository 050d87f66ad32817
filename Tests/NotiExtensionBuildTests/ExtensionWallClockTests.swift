import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import Testing

/// Date() in a notification extension's own code, built from its sources and run as a child, reads notisim's clock
/// once notisim sets it (docs/rules/extension-sources.md#date-in-an-extensions-own-code-reads-notisims-clock).
@Suite("The wall clock in built notification extensions", .tags(.process))
struct ExtensionWallClockTests {
    /// A day years ahead, with a fraction, that no real clock reads while these tests run.
    static let paused = Date(timeIntervalSince1970: 1_900_000_000.25)

    @Test("Date() in a built content extension's didReceive reads notisim's clock: a paused time shows as that time")
    func contentExtensionReadsNotisimsClock() throws {
        let target = try BuiltExtensions.scratchTarget("WallClockContent", """
            import UIKit
            import UserNotifications
            import UserNotificationsUI

            class NotificationViewController: UIViewController, UNNotificationContentExtension {
                let label = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.frame = CGRect(x: 0, y: 0, width: 200, height: 16)
                    view.addSubview(label)
                }

                func didReceive(_ notification: UNNotification) {
                    label.text = String(Date().timeIntervalSince1970)
                }
            }
            """)
        let program = try #require(BuiltExtensions.builder().build(target).program)
        let host = try OutOfProcessContentExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        try host.setClock(DeviceClockReading(now: Self.paused, rate: 0))
        let texts = ExtensionBuildTests.texts(try host.didReceive(BuiltExtensions.hello, visibleActions: []).state.customView)
        #expect(texts == [String(Self.paused.timeIntervalSince1970)])
    }

    @Test("Date() in a built service extension's didReceive reads notisim's clock: the body it hands back is the paused time")
    func serviceExtensionReadsNotisimsClock() throws {
        let target = try BuiltExtensions.scratchTarget("WallClockService", """
            import UserNotifications

            class NotificationService: UNNotificationServiceExtension {
                override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
                    let content = (request.content.mutableCopy() as? UNMutableNotificationContent) ?? UNMutableNotificationContent()
                    content.body = String(Date().timeIntervalSince1970)
                    contentHandler(content)
                }
            }
            """, point: .service, principalClass: "NotificationService")
        let program = try #require(BuiltExtensions.builder().build(target).program)
        let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        try host.setClock(DeviceClockReading(now: Self.paused, rate: 0))
        try host.start(NotificationRequest(identifier: "n1", content: NotificationContent(title: "T", body: "B"), trigger: .push))
        #expect(try host.content(waitingUpTo: 10)?.body == String(Self.paused.timeIntervalSince1970))
    }
}
