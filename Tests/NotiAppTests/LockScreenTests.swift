import Foundation
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore
import TestSupport

/// docs/rules/actions.md#locked-device-actions-that-need-unlocking and #hidden-previews-on-every-surface.
@Suite("Lock screen, unlocking and hidden previews")
struct LockScreenTests {
    let practice = "com.example.LocalNotificationPractice"
    let photos = "com.example.photos"

    private func occurrences(of text: String, in screen: String) -> Int {
        screen.components(separatedBy: text).count - 1
    }


    @Test("a notification arriving on a locked device shows once, in the lock screen's list under the date and clock")
    func lockedDeviceShowsOnce() throws {
        let (runner, outcome) = try DemoScript.run("""
            lock
            advance 5s
            expect "Good Evening!"
            expect "Tuesday, November 14"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        #expect(occurrences(of: "Good Evening!", in: runner.screenText) == 1, "\(runner.screenText)")
        #expect(runner.model.banners.isEmpty)
        #expect(DemoScript.log(runner.model).contains("locked: on the lock screen instead of a banner"))
    }

    @Test("locking takes the banner away: the lock screen lists its notification")
    func lockingRemovesTheBanner() throws {
        let (runner, outcome) = try DemoScript.run("""
            advance 5s
            lock
            expect "Tuesday, November 14"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        #expect(runner.model.banners.isEmpty)
        #expect(occurrences(of: "Good Evening!", in: runner.screenText) == 1, "\(runner.screenText)")
    }

    @Test("Enter on the lock screen asks to unlock before opening the app; unlocking opens it")
    func defaultActionAsksToUnlock() throws {
        let (runner, outcome) = try DemoScript.run("""
            lock
            advance 5s
            key Enter
            expect "Unlock to Open"
            expect-log "\\"Open\\" (com.apple.UNNotificationDefaultActionIdentifier) on \\"Hello\\" needs the device unlocked"
            expect-not "fg: "
            expect-not "app opened"
            key Enter
            expect "fg: Local Notification Practice"
            expect-log "didReceive(response) \\"Hello\\" action com.apple.UNNotificationDefaultActionIdentifier"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        #expect(runner.model.system.device.isLocked == false)
        #expect(runner.model.system.delivered(practice, "Hello") == nil)
    }

    @Test("Esc at the unlock prompt leaves the device locked and the notification on the lock screen")
    func cancellingTheUnlock() throws {
        let (runner, outcome) = try DemoScript.run("""
            lock
            advance 5s
            key Enter
            key Esc
            expect-not "Unlock to"
            expect "Good Evening!"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        #expect(runner.model.system.device.isLocked)
        #expect(runner.model.system.app(practice)?.isForeground == false)
    }

    @Test("a foreground action on the lock screen asks to unlock, naming the action by its title; a background one runs locked")
    func actionsOnALockedDevice() throws {
        let (runner, outcome) = try DemoScript.run("""
            lock
            schedule post now app=com.example.LocalNotificationPractice title="Posted" body="An image" category=CATEGORY_IMAGE_POSTING
            key Space
            key 4
            expect "Unlock to Setting"
            expect-not "ACTION_SETTING needs"
            key Esc
            key 1
            expect-log "action ACTION_LIKE"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        let log = DemoScript.log(runner.model)
        #expect(log.contains("\"Setting\" (ACTION_SETTING) on \"post\" needs the device unlocked"))
        #expect(!log.contains("didReceive(response) \"post\" action ACTION_SETTING"))
        #expect(log.contains("didReceive(response) \"post\" action ACTION_LIKE"))
        #expect(runner.model.system.device.isLocked)
        #expect(runner.model.system.app(practice)?.isForeground == false)
    }

    @Test("an authentication-required action is carried out once the prompt unlocks the device")
    func authenticationRequiredAfterUnlock() throws {
        let (runner, outcome) = try DemoScript.run("""
            lock
            schedule post now app=com.example.LocalNotificationPractice title="Posted" body="An image" category=CATEGORY_IMAGE_POSTING
            key Space
            key 3
            expect "Unlock to Unfollow"
            key l
            expect-log "didReceive(response) \\"post\\" action ACTION_UNFOLLOW"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        #expect(runner.model.system.delivered(practice, "post") == nil)
    }

    @Test("Show Previews Never hides the banner's text behind the category's placeholder, %u counting the thread")
    func neverHidesTheBanner() throws {
        let (runner, outcome) = try DemoScript.run("""
            schedule p1 now app=com.example.photos title="New Photo" body="first beach" thread=album category=new-photo
            schedule p2 now app=com.example.photos title="New Photo" body="second beach" thread=album category=new-photo
            expect "2 new photos"
            expect-not "beach"
            """, configure: { model in
                _ = model.system.updateSettings("com.example.photos") { $0.showPreviews = .never }
            })
        #expect(outcome.passed, scriptFailure(outcome, runner))
        #expect(runner.model.visibleBanner?.bundleID == photos)
    }

    @Test("Show Previews When Unlocked shows the banner's text unlocked and hides it on the lock screen")
    func whenUnlockedFollowsTheLock() throws {
        let (runner, outcome) = try DemoScript.run("""
            advance 5s
            expect "Good Evening!"
            lock
            expect-not "Good Evening!"
            expect "Notification"
            """, configure: { model in
                _ = model.system.updateSettings("com.example.LocalNotificationPractice") { $0.showPreviews = .whenUnlocked }
            })
        #expect(outcome.passed, scriptFailure(outcome, runner))
    }

    @Test("Show Previews Never hides the text on the lock screen too")
    func neverHidesTheLockScreen() throws {
        let (runner, outcome) = try DemoScript.run("""
            lock
            advance 5s
            expect-not "Good Evening!"
            expect "Notification"
            """, configure: { model in
                _ = model.system.updateSettings("com.example.LocalNotificationPractice") { $0.showPreviews = .never }
            })
        #expect(outcome.passed, scriptFailure(outcome, runner))
    }

    @Test("with previews hidden, expanding on the lock screen asks to unlock first; unlocked, the long look shows the text")
    func expandingHiddenPreviewsAsksToUnlock() throws {
        let (runner, outcome) = try DemoScript.run("""
            lock
            advance 5s
            key Space
            expect "Unlock to Show"
            expect-not "Good Evening!"
            expect-log "expanding \\"Hello\\" needs the device unlocked"
            key Enter
            expect "Good Evening!"
            """, configure: { model in
                _ = model.system.updateSettings("com.example.LocalNotificationPractice") { $0.showPreviews = .whenUnlocked }
            })
        #expect(outcome.passed, scriptFailure(outcome, runner))
        #expect(runner.model.expanded?.identifier == "Hello")
        #expect(runner.model.system.device.isLocked == false)
    }

    /// The device's rows of a screen too narrow for the side log: no status line above, no key line below.
    private func devicePane(_ screen: String) -> String {
        screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast().joined(separator: "\n")
    }

    @Test("golden: a notification that arrived locked sits once under the date and clock; the unlock prompt names the action")
    func goldens() throws {
        let (arrived, first) = try DemoScript.run("""
            size 50x30
            lock
            advance 5s
            """)
        #expect(first.passed, scriptFailure(first, arrived))
        assertGolden(devicePane(arrived.screenText), named: "lock-screen-arrival")
        let (prompted, second) = try DemoScript.run("""
            size 50x30
            lock
            schedule post now app=com.example.LocalNotificationPractice title="Posted" body="An image" category=CATEGORY_IMAGE_POSTING
            key Space
            key 4
            """)
        #expect(second.passed, scriptFailure(second, prompted))
        assertGolden(devicePane(prompted.screenText), named: "lock-screen-unlock-prompt")
    }
}
