import Foundation
import Testing
import TestSupport

/// The harness itself, checked against plain shell programs.
@Suite("tmux harness", .tags(.e2e), .slowTier)
struct TmuxHarnessTests {
    @Test("waitFor sees text a program prints, literal text and keys reach it, and the exit status is read from the dead pane")
    func promptAnswerAndExitStatus() throws {
        let tmux = try Tmux()
        defer { tmux.kill() }
        try tmux.start(command: "printf 'name? '; read name; echo \"hello $name\"; exit 3")
        try tmux.waitFor(text: "name?")
        #expect(try tmux.exitStatus() == nil)
        try tmux.sendLiteral(text: "민지 さくら")
        try tmux.send(keys: "Enter")
        try tmux.waitFor(text: "hello 민지 さくら")
        #expect(try tmux.waitForExit() == 3)
    }

    @Test("capture returns every row of the pane, trailing spaces trimmed, as CellGrid.text() writes them")
    func captureIsRowByRow() throws {
        let tmux = try Tmux(cols: 40, rows: 5)
        defer { tmux.kill() }
        try tmux.start(command: "printf 'one   \\ntwo\\n'; read x")
        let screen = try tmux.waitFor(text: "two")
        #expect(screen == "one\ntwo\n\n\n")
    }

    @Test("resize changes the size the program sees")
    func resizeReachesTheProgram() throws {
        let tmux = try Tmux(cols: 100, rows: 32)
        defer { tmux.kill() }
        try tmux.start(command: "stty size; read x; stty size; read x")
        try tmux.waitFor(text: "32 100")
        try tmux.resize(cols: 70, rows: 20)
        try tmux.send(keys: "Enter")
        try tmux.waitFor(text: "20 70")
    }

    @Test("waitFor gives up after its timeout and shows the screen it last saw")
    func waitForTimesOut() throws {
        let tmux = try Tmux(cols: 40, rows: 5)
        defer { tmux.kill() }
        try tmux.start(command: "echo still-here; read x")
        try tmux.waitFor(text: "still-here")
        let error = #expect(throws: TmuxError.self) { try tmux.waitFor(text: "never printed", timeout: .milliseconds(150)) }
        #expect(error?.message.contains("still-here") == true)
    }

    @Test("the built notisim and TerminalProbe are found beside the test binary; an unknown product is a clear error")
    func builtProductsAreFound() throws {
        let notisim = try TmuxBuiltProducts.notisim()
        #expect(notisim.hasSuffix("/notisim"))
        #expect(FileManager.default.isExecutableFile(atPath: notisim))
        #expect(FileManager.default.isExecutableFile(atPath: try TmuxBuiltProducts.path(of: "TerminalProbe")))
        let error = #expect(throws: TmuxError.self) { try TmuxBuiltProducts.path(of: "no-such-product") }
        #expect(error?.message.contains("cannot find the built no-such-product") == true)
    }

    @Test("the program sees LANG=C.UTF-8 and TERM=tmux-256color, and the environment it is given")
    func environmentIsFixed() throws {
        let tmux = try Tmux(cols: 60, rows: 5, environment: ["NOTISIM_MARK": "set"])
        defer { tmux.kill() }
        try tmux.start(command: "echo \"lang=$LANG term=$TERM mark=$NOTISIM_MARK\"; read x")
        try tmux.waitFor(text: "lang=C.UTF-8 term=tmux-256color mark=set")
    }
}
