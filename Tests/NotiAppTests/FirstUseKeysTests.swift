import Foundation
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore
import TestSupport

/// What a new user reaches for first: the `:` line on every screen, Ctrl-C, a hint for keys that do nothing, and a
/// help overlay that scrolls.
@Suite("First use: the command line everywhere, Ctrl-C, unknown keys")
struct FirstUseKeysTests {
    @Test("the : line works in a long look: what is typed goes to it, not to the long look's keys")
    func commandLineInLongLook() throws {
        let (runner, outcome) = try runDemo("""
            advance 5s
            key Down
            expect "Like"
            key :
            type "os 13"
            key Enter
            expect "Like"
            """, os: "15")
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.os.majorVersion == 13)
        #expect(runner.model.expanded?.identifier == "Hello", "the long look stays open")
        #expect(!runner.model.log.entries.contains { $0.text.contains("ACTION_LIKE") || $0.text.contains("app opened") })
    }

    @Test("Ctrl-C quits as q does, from the home screen, a long look, the command line and a text field")
    func controlCQuits() throws {
        let (runner, outcome) = try runDemo("""
            advance 10s
            key Down
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        var longLook = runner.model
        #expect(longLook.update(.key(.ctrl("c"))) == [.quit])
        var textField = runner.model
        _ = textField.update(.key(.character("2")))
        #expect(textField.expanded?.textInput != nil)
        #expect(textField.update(.key(.ctrl("c"))) == [.quit])
        var commandLine = runner.model
        _ = commandLine.update(.key(.character(":")))
        #expect(commandLine.update(.key(.ctrl("c"))) == [.quit])
        var home = runner.model
        _ = home.update(.key(.escape))
        #expect(home.expanded == nil)
        #expect(home.update(.key(.ctrl("c"))) == [.quit])
    }

    @Test("a key that does nothing says to press ? for the keys; a key that acts does not")
    func unknownKeyHint() throws {
        let (runner, outcome) = try runDemo("""
            key y
            expect "y does nothing: ? lists the keys"
            key F5
            expect "F5 does nothing: ? lists the keys"
            key c
            expect-not "lists the keys"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("the help overlay at 40×12 scrolls to its last line; any other key closes it")
    func helpScrolls() throws {
        let (runner, outcome) = try runDemo("""
            size 40x12
            key ?
            expect "Keys 1–7 of"
            expect "Down / Space"
            expect-not "this help"
            key Down
            expect "Keys 2–8 of"
            key End
            expect "this help"
            expect-not "Down / Space"
            key Up
            expect-not "this help"
            key Esc
            expect-not "Keys"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("the help overlay is plain text: no line carries the key table's Markdown")
    func helpHasNoMarkdown() {
        let lines = KeyMap.helpLines
        #expect(lines.contains { $0.contains("select an action, button or widget; Enter presses it") })
        #expect(lines.allSatisfy { !$0.contains("`") }, "\(lines.filter { $0.contains("`") })")
    }
}
