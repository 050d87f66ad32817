import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import TestSupport
import Testing

/// Keys and notisim's clock reach a content extension built from its own Swift sources and run as a child
/// (docs/rules/content-extensions.md#extension-code-against-the-uikit-subset). One scratch extension, compiled once, serves the first two
/// checks; CleverTap's fixture extension (built by its own suite too, so cached) the last.
@Suite("Keys and the clock in built content extensions (slow)", .serialized, .tags(.process), .slowTier)
struct BuiltContentKeysAndClockTests {
    /// A label a button changes, a label `asyncAfter(deadline: .now() + 2)` changes, and one the main queue fills in
    /// right after `didReceive`.
    static let target = Result { try BuiltExtensions.scratchTarget("KeysAndClockExtension", """
        import UIKit
        import UserNotifications
        import UserNotificationsUI

        class NotificationViewController: UIViewController, UNNotificationContentExtension {
            let pressed = UILabel(), timed = UILabel(), queued = UILabel()
            lazy var button = UIButton(type: .system, primaryAction: UIAction(title: "Press") { [weak self] _ in
                self?.pressed.text = "pressed"
            })

            override func viewDidLoad() {
                super.viewDidLoad()
                for (row, subview) in [pressed, timed, queued, button].enumerated() {
                    subview.frame = CGRect(x: 0, y: CGFloat(row) * 16, width: 200, height: 16)
                    view.addSubview(subview)
                }
            }

            func didReceive(_ notification: UNNotification) {
                pressed.text = "not pressed"
                timed.text = "waiting"
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.timed.text = "two seconds" }
                DispatchQueue.main.async { self.queued.text = "queued" }
            }
        }
        """) }

    /// The child of the scratch extension, opened on the notes' Hello notification, and its first answer's texts.
    static func opened() throws -> (OutOfProcessContentExtensionHost, [String]) {
        let target = try target.get()
        let program = try #require(BuiltExtensions.builder().build(target).program)
        let host = try OutOfProcessContentExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        let texts = ExtensionBuildTests.texts(try host.didReceive(BuiltExtensions.hello, visibleActions: []).state.customView)
        return (host, texts)
    }

    @Test("A built content extension's own button is focused by Tab and pressed by Enter: its action runs and the drawn label changes")
    func keysPressItsOwnButton() throws {
        let (host, texts) = try Self.opened()
        defer { host.close() }
        #expect(texts == ["not pressed", "waiting", "queued", "Press"])
        let tab = try host.keyPressed("Tab")
        #expect(tab.handledKey)
        let enter = try host.keyPressed("Enter")
        #expect(enter.handledKey)
        #expect(ExtensionBuildTests.texts(enter.state.customView) == ["pressed", "waiting", "queued", "Press"])
        #expect(try host.keyPressed("Tab").handledKey == false)
    }

    @Test("A built content extension hears notisim's clock: asyncAfter(deadline: .now() + 2) has not run at 1 s and has at 2 s; main-queue work from didReceive shows in its answer")
    func clockReachesTheChild() throws {
        let (host, texts) = try Self.opened()
        defer { host.close() }
        #expect(host.followsClock)
        #expect(texts == ["not pressed", "waiting", "queued", "Press"])
        let one = try host.clockAdvanced(to: 1)
        #expect(ExtensionBuildTests.texts(one.state.customView) == ["not pressed", "waiting", "queued", "Press"])
        let two = try host.clockAdvanced(to: 2)
        #expect(ExtensionBuildTests.texts(two.state.customView) == ["not pressed", "two seconds", "queued", "Press"])
    }

    /// CleverTap's fixture content extension (Tests/Fixtures/PushSDKs/CleverTap), the same target its own suite builds.
    static let cleverTap = SwiftExtensionTarget(
        name: "CleverTapContent", point: .content,
        sources: [BuiltExtensions.tests.appendingPathComponent("Fixtures/PushSDKs/CleverTap/NotificationViewController.swift").path],
        principalClass: "$(PRODUCT_MODULE_NAME).NotificationViewController")

    /// A new child of CleverTap's content extension opened on the sample payload `file`, and the texts it first draws.
    static func openedCleverTap(_ file: String) throws -> (OutOfProcessContentExtensionHost, [String]) {
        let program = try #require(BuiltExtensions.builder().build(cleverTap).program)
        let host = try OutOfProcessContentExtensionHost(launching: BuiltExtensions.launch(program, cleverTap), limits: .standard)
        let payload = BuiltExtensions.tests.appendingPathComponent("Fixtures/PushSDKs/Payloads/\(file)")
        let decoded = PayloadDecoder.decode(Array(try Data(contentsOf: payload)))
        let content = try #require(decoded.content, "\(file): \(decoded.diagnostics)")
        let notification = DeliveredNotification(bundleID: "com.example.notes", request: NotificationRequest(identifier: file, content: content, trigger: .push),
                                                 date: Date(timeIntervalSince1970: 0))
        return (host, ExtensionBuildTests.texts(try host.didReceive(notification, visibleActions: []).state.customView))
    }

    @Test("CleverTap's template buttons take keys and pt_carousel hears notisim's clock: Tab, Tab, Enter presses the manual carousel's › arrow, Enter on a rating's fourth star fills four stars and opens the app, and the auto carousel steps once 3 s have passed")
    func cleverTapTemplatesTakeKeysAndTheClock() throws {
        func press(_ host: OutOfProcessContentExtensionHost, tabs: Int) throws -> ContentExtensionUpdate {
            for _ in 0..<tabs { _ = try host.keyPressed("Tab") }
            return try host.keyPressed("Enter")
        }
        let (carousel, slides) = try Self.openedCleverTap("clevertap-manual-carousel.apns")
        defer { carousel.close() }
        #expect(slides.contains("● ○ ○"))
        let arrowed = try press(carousel, tabs: 2)
        #expect(arrowed.handledKey)
        #expect(ExtensionBuildTests.texts(arrowed.state.customView).contains("○ ● ○"))

        let (rating, stars) = try Self.openedCleverTap("clevertap-rating.apns")
        defer { rating.close() }
        #expect(stars.suffix(5) == ["☆", "☆", "☆", "☆", "☆"])
        let rated = try press(rating, tabs: 4)
        #expect(ExtensionBuildTests.texts(rated.state.customView).suffix(5) == ["★", "★", "★", "★", "☆"])
        #expect(rated.requests == [.performDefaultAction])

        let (auto, first) = try Self.openedCleverTap("clevertap-carousel.apns")
        defer { auto.close() }
        #expect(auto.followsClock)
        #expect(first.last == "● ○ ○")
        #expect(ExtensionBuildTests.texts(try auto.clockAdvanced(to: 2).state.customView).last == "● ○ ○")
        #expect(ExtensionBuildTests.texts(try auto.clockAdvanced(to: 3).state.customView).last == "○ ● ○")
    }
}
