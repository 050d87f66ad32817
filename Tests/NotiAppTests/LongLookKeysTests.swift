import Foundation
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore
import TestSupport

/// The long look on a screen too small for it, opened stacks in Notification Centre, and changing the iOS version,
/// device or theme while a notification is expanded.
@Suite("Long look: scrolling, opened stacks, re-laying in place")
struct LongLookKeysTests {
    /// The demo's Photos notification (a tall attachment and three actions) expanded at 80×24.
    static let photosLongLook = """
        size 80x24
        advance 10s
        key Down
        """

    @Test("a long look taller than the screen says what lies below and PageDown scrolls to its actions")
    func pageDownReachesTheActions() throws {
        let (runner, outcome) = try runDemo(Self.photosLongLook + """

            expect "more below"
            expect-not "1 👍 Like"
            key PageDown
            expect "1 👍 Like"
            expect "more above"
            expect-not "more below"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("a text-input action scrolls its text field into view; o, w and t type there; PageUp keeps the field in sight")
    func textFieldIsShown() throws {
        let (runner, outcome) = try runDemo(Self.photosLongLook + """

            key 2
            expect "Add a comment"
            type "멋진 사진 otw"
            expect "멋진 사진 otw"
            key PageUp
            expect "멋진 사진 otw"
            expect "more above"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("selecting an action scrolls it into view")
    func selectedActionIsShown() throws {
        let (runner, outcome) = try runDemo(Self.photosLongLook + """

            key Right
            expect "1 👍 Like"
            key Right
            expect "2 💬 ✎ Comment"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.expanded?.selectedAction == 1)
    }

    @Test("scrolling away from a selected action takes the selection back, so the view may leave it")
    func scrollingDropsTheSelection() throws {
        let (runner, outcome) = try runDemo(Self.photosLongLook + """

            key Right
            expect "1 👍 Like"
            key Home
            expect-not "1 👍 Like"
            expect "🖼 Photos"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.expanded?.selectedAction == nil)
    }

    @Test("Tab gives the Photos extension's custom area the keyboard and scrolls back to its top")
    func focusedCustomAreaIsShown() throws {
        let (runner, outcome) = try runDemo(Self.photosLongLook + """

            key End
            key Tab
            expect "custom area focused"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        let offset = runner.model.expanded?.scrollOffset ?? -1
        #expect(offset > 0)
        let lines = runner.screenText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2].contains("\(offset) more above"))
        #expect(lines[3].contains("▀▀▀▀▀▀▀▀▀▀"), "the custom area's first row comes right under the marker")
        #expect(!runner.screenText.contains("1 👍 Like"))
    }

    @Test("Down scrolls a row; Up scrolls back and closes the long look only from its top")
    func upClosesOnlyAtTheTop() throws {
        let (runner, outcome) = try runDemo(Self.photosLongLook + """

            key Down
            key Down
            expect "more above"
            key Up
            key Up
            expect-not "more above"
            expect "more below"
            expect "🖼 Photos"
            key Up
            expect-not "🖼 Photos"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.expanded == nil)
    }

    @Test("Home and End go to the top and the bottom of the long look")
    func homeAndEnd() throws {
        let (runner, outcome) = try runDemo(Self.photosLongLook + """

            key End
            expect "1 👍 Like"
            key Home
            expect "🖼 Photos"
            expect-not "more above"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("the scrolled long look at 80×24: top, middle, and bottom with the text field open")
    func scrolledSnapshots() throws {
        let (runner, outcome) = try runDemo(Self.photosLongLook + """

            snapshot top
            key Down
            key Down
            key Down
            key Down
            key Down
            snapshot middle
            key 2
            type "Nice"
            snapshot text-field
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        for name in ["top", "middle", "text-field"] {
            assertGolden(Self.snapshot(name, in: outcome.output), named: "long-look-80x24-\(name)")
        }
    }

    /// The screen a script's `snapshot NAME` line printed.
    static func snapshot(_ name: String, in output: String) -> String {
        let marker = "--- snapshot \(name) ---\n"
        guard let start = output.range(of: marker)?.upperBound else { return "" }
        let rest = output[start...]
        let end = rest.range(of: "\n--- snapshot ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test("the help overlay names the scroll keys and still fits every line at 80×24")
    func helpFitsAt80x24() throws {
        let (runner, outcome) = try runDemo("""
            size 80x24
            key ?
            expect "scroll a long look"
            expect "Show Less"
            expect "q  quit"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    // MARK: - Opened stacks

    static let photoStack = """
        schedule p1 now app=com.example.photos title="New Photo" body="first beach" thread=album
        schedule p2 now app=com.example.photos title="New Photo" body="second beach" thread=album
        schedule p3 now app=com.example.photos title="New Photo" body="third beach" thread=album
        advance 6s
        key c
        key Down
        key Space
        """

    @Test("the newest notification of an opened stack expands like the others")
    func newestOfOpenedStackExpands() throws {
        let (runner, outcome) = try runDemo(Self.photoStack + """

            expect "Show Less"
            key Down
            key Space
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.expanded?.identifier == "p3")
    }

    @Test("Show Less on an opened stack folds it back into one row")
    func showLessCollapses() throws {
        let (runner, outcome) = try runDemo(Self.photoStack + """

            expect "second beach"
            expect "Show Less"
            key Space
            expect-not "second beach"
            expect "2 more notifications"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.expandedGroup == nil)
    }

    @Test("Clear on an opened stack removes every notification of the stack and nothing else")
    func clearRemovesTheStack() throws {
        let (runner, outcome) = try runDemo(Self.photoStack + """

            expect "Clear"
            key x
            expect-not "beach"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(["p1", "p2", "p3"].allSatisfy { runner.model.system.delivered("com.example.photos", $0) == nil })
        #expect(runner.model.system.delivered("com.example.LocalNotificationPractice", "Hello") != nil)
    }

    @Test("the row found by counting rows is the row the whole list has at that place; past the end, the last row")
    func selectedRowMatchesTheList() throws {
        let (runner, outcome) = try runDemo(Self.photoStack)
        #expect(outcome.passed)
        let model = runner.model
        let rows = model.centerRows
        #expect(rows.filter(\.isStackControls).count == 1)
        for index in rows.indices {
            #expect(model.centerRow(at: index) == rows[index])
        }
        #expect(model.centerRow(at: rows.count) == rows.last)
    }

    // MARK: - Re-laying in place

    @Test("o, w and t re-lay an open long look in place, and the new theme's name is shown")
    func profileKeysWhileExpanded() throws {
        let (runner, outcome) = try runDemo("""
            advance 10s
            key Down
            key o
            expect "iOS 12"
            key w
            key t
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.expanded?.identifier == "photo-summer-1")
        #expect(runner.model.os.majorVersion == 12)
        #expect(runner.model.device.id == "iphone-15-pro-max")
        #expect(runner.screenText.contains(runner.model.device.displayName))
        #expect(runner.model.theme.name != "light")
        #expect(runner.screenText.contains("theme \(runner.model.theme.name)"))
        #expect(runner.screenText.contains("Jane Doe posted a new photo"))
    }
}
