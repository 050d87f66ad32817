import Foundation
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore

@Suite("Interactive centre: keys and screens")
struct AppKeysTests {
    @Test("launching the demo asks every app for authorization and schedules Hello 5 s later")
    func launch() throws {
        let (runner, outcome) = try runDemo("""
            expect-log "requestAuthorization"
            expect-log "add \\"Hello\\""
            advance 4s
            expect-not "Good Evening!"
            advance 1s
            expect "Good Evening!"
            """)
        #expect(outcome.passed, "\(outcome.failure.map { "\($0.line): \($0.message)" } ?? "")")
        #expect(runner.model.system.app("com.example.news")?.settings.authorizationStatus == .provisional)
    }

    @Test("a temporary banner leaves after the profile's 5 seconds; the notification stays in the centre")
    func bannerLeaves() throws {
        let (runner, outcome) = try runDemo("""
            advance 5s
            expect "Good Evening!"
            advance 5s
            expect-not "Good Evening!"
            key c
            expect "Good Evening!"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("a persistent banner stays until handled")
    func persistentBanner() throws {
        let (runner, outcome) = try runDemo("""
            advance 20s
            expect "낮잠 알람"
            advance 1m
            expect "낮잠 알람"
            key x
            expect-not "낮잠 알람"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("Down expands the banner; Esc closes the expanded view without dismissing")
    func expandAndClose() throws {
        let (runner, outcome) = try runDemo("""
            advance 5s
            key Down
            expect "1 Like"
            expect "2 Dislike"
            key Esc
            expect-not "1 Like"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.system.delivered("com.example.LocalNotificationPractice", "Hello") != nil)
    }

    @Test("Enter opens the app and its delegate gets the default action")
    func enterOpens() throws {
        let (runner, outcome) = try runDemo("""
            advance 5s
            key Enter
            expect-log "app opened"
            expect-log "com.apple.UNNotificationDefaultActionIdentifier"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))")
        #expect(runner.model.system.app("com.example.LocalNotificationPractice")?.isForeground == true)
    }

    @Test("a number key presses the Nth action and the notification is dismissed")
    func numberKeyAction() throws {
        let (runner, outcome) = try runDemo("""
            advance 10s
            advance 5s
            key c
            expect "New Photo"
            key Down
            key Space
            key 1
            expect-log "like-action"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("a text-input action opens an inline editor that sends Korean text as userText")
    func textInput() throws {
        let (runner, outcome) = try runDemo("""
            advance 10s
            key Down
            key 2
            expect "Add a comment"
            type "멋진 사진이네요 👍"
            expect "멋진 사진이네요"
            key Enter
            expect-log "userText \\"멋진 사진이네요 👍\\""
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("x dismisses; the app hears it only with customDismissAction")
    func dismiss() throws {
        let (runner, outcome) = try runDemo("""
            schedule post now app=com.example.LocalNotificationPractice title="Posted" body="An image" category=CATEGORY_IMAGE_POSTING
            key x
            expect-log "com.apple.UNNotificationDismissActionIdentifier"
            schedule quiet now app=com.example.news title="Quiet" body="news"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))")
        #expect(runner.model.system.delivered("com.example.LocalNotificationPractice", "post") == nil)
    }

    @Test("an authentication-required action asks to unlock first")
    func unlockFirst() throws {
        let (runner, outcome) = try runDemo("""
            key l
            schedule post now app=com.example.LocalNotificationPractice title="Posted" body="An image" category=CATEGORY_IMAGE_POSTING
            key Space
            key 3
            expect "needs the device unlocked"
            key l
            key 3
            expect-log "ACTION_UNFOLLOW"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("a group of three collapses into one stack with a summary; Space opens it")
    func groupOfThree() throws {
        let (runner, outcome) = try runDemo("""
            schedule p1 now app=com.example.photos title="New Photo" body="first beach" thread=album
            schedule p2 now app=com.example.photos title="New Photo" body="second beach" thread=album
            schedule p3 now app=com.example.photos title="New Photo" body="third beach" thread=album
            advance 6s
            key c
            expect "2 more notifications"
            expect-not "first beach"
            key Down
            key Space
            expect "first beach"
            expect "second beach"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("Do Not Disturb silences a banner but a critical alert breaks through")
    func doNotDisturb() throws {
        let (runner, outcome) = try runDemo("""
            key d
            expect "Do Not Disturb"
            advance 5s
            expect-not "Good Evening!"
            expect-log "silenced by Do Not Disturb"
            advance 25s
            expect "WARNING: LOW BLOOD SUGAR"
            expect "‼ warning-sound.aiff"
            expect-log "breaks through Focus"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("] jumps the clock to the next trigger")
    func nextTrigger() throws {
        let (runner, outcome) = try runDemo("""
            key ]
            expect "Good Evening!"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))")
        #expect(runner.model.now == Date(timeIntervalSince1970: 1_700_000_005))
    }

    @Test("the command line switches the iOS version and explains unknown commands")
    func commandLine() throws {
        let (runner, outcome) = try runDemo("""
            key :
            type "os 13"
            key Enter
            expect "iOS 13"
            key :
            type "frobnicate"
            key Enter
            expect "unknown command"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.os.majorVersion == 13)
    }

    @Test("settings change an app's banner style")
    func settings() throws {
        let (runner, outcome) = try runDemo("""
            key s
            expect "Settings"
            key Enter
            key Down
            key Down
            key Down
            key Down
            key Enter
            expect "Persistent"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.system.app("com.example.LocalNotificationPractice")?.settings.alertStyle == .persistent)
    }

    @Test("? shows the help overlay and any key closes it")
    func help() throws {
        let (runner, outcome) = try runDemo("""
            key ?
            expect "jump the clock to the next trigger"
            key Esc
            expect-not "jump the clock to the next trigger"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("a terminal too small gets a notice instead of a broken layout")
    func tooSmall() throws {
        let (runner, outcome) = try runDemo("""
            size 30x8
            expect "Terminal too small"
            size 100x32
            expect "iPhone 15"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("the sample push menu sends a push from the workspace")
    func pushMenu() throws {
        let (runner, outcome) = try runDemo("""
            key p
            expect "Send a sample push"
            key Enter
            expect-log "delivered"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("iOS 13 draws the attachment above the title; iOS 15 below the body")
    func contentOrderPerVersion() throws {
        func rows(_ os: String) throws -> (title: Int, image: Int) {
            let (runner, outcome) = try runDemo("""
                advance 10s
                key Down
                """, os: os)
            #expect(outcome.passed)
            let lines = runner.screenText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let title = lines.firstIndex { $0.contains("Jane Doe posted") } ?? -1
            let image = lines.firstIndex { $0.contains("▀▀▀▀▀▀▀▀▀▀") } ?? -1
            return (title, image)
        }
        let old = try rows("13"), new = try rows("15")
        #expect(old.image >= 0 && old.image < old.title)
        #expect(new.image > new.title)
    }

    @Test("extensions off shows a claimed category in the default UI; on brings the extension back")
    func extensionsSwitch() throws {
        let (runner, outcome) = try runDemo("""
            extensions off
            expect-log "content extensions off"
            advance 5s
            key Down
            expect "Good Evening!"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.extensions.contentExtensionsSupported == false)
        #expect(throws: CommandError.self) { try Command.parse("extensions maybe") }
    }
}
