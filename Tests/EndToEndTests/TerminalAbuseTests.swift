import Foundation
import Testing
import TestSupport

/// The real `notisim` binary under terminal abuse: resize storms while banners come and go, tiny and huge
/// terminals, unusable terminal types, a non-UTF-8 locale and stdout closed or redirected. Each test ends with
/// the terminal given back: main screen, cursor shown, keypad mode off, typed text echoed by the shell.
@Suite("notisim under terminal abuse", .serialized, .tags(.e2e, .stress), .slowTier)
struct TerminalAbuseTests {
    /// Starts notisim on the demo with no saved state between a line printed before it and a shell that reports
    /// its exit status and then reads a line.
    private func launch(cols: Int = 110, rows: Int = 34, prefix: String = "", redirect: String = "",
                        waitFor text: String? = "Event log") throws -> Tmux {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-abuse-\(UUID().uuidString)").path
        let tmux = try Tmux(cols: cols, rows: rows, environment: ["XDG_STATE_HOME": state, "TERM": "xterm-256color"])
        let binary = try TmuxBuiltProducts.notisim()
        try tmux.start(command: "echo shell-before; \(prefix) env SWIFT_BACKTRACE=enable=no '\(binary)' --ephemeral \(redirect); "
                       + "echo notisim-exit=$?; read line; echo got:$line")
        if let text { try tmux.waitFor(text: text) }
        return tmux
    }

    /// Quits with `q` and checks the shell got the terminal back as it was.
    private func quitAndExpectRestored(_ tmux: Tmux, exitStatus: String = "0") throws {
        try tmux.send(keys: "q")
        try expectRestored(tmux, exitStatus: exitStatus)
    }

    private func expectRestored(_ tmux: Tmux, exitStatus: String) throws {
        try TerminalRestoration.expectRestored(tmux, exitMarker: "notisim-exit=\(exitStatus)", beforeMarker: "shell-before", programText: "Event log")
    }

    /// The lines the program printed between `shell-before` and its exit status.
    private func printed(_ tmux: Tmux, exitStatus: String) throws -> [String] {
        try tmux.waitFor(text: "notisim-exit=\(exitStatus)")
        let screen = try tmux.capture(joinWrapped: true).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = screen.firstIndex(of: "shell-before"), let end = screen.firstIndex(where: { $0.hasPrefix("notisim-exit=") }),
              start < end else { return screen }
        return Array(screen[(start + 1)..<end])
    }

    @Test("a storm of 1,200 resizes while banners arrive and leave: notisim still answers keys and gives the terminal back")
    func resizeStormWhileBannersAnimate() throws {
        let tmux = try launch()
        defer { tmux.kill() }
        // Each round brings the next banner and visits another screen: the expanded banner, the centre, settings,
        // the log, help and the command line, so every view is drawn at every size.
        let keys = [["]", "Down"], ["Escape", "c"], ["c", "s"], ["Enter", "Escape"], ["L"], ["L", "?"], ["Escape", ":"],
                    ["Escape", "]"], ["Down", "Right"], ["Escape", "p"], ["Down", "Escape"], ["]", "x"]]
        let started = ContinuousClock.now
        for round in 0..<keys.count {
            try tmux.send(keys: keys[round])
            let storm = (0..<100).map { (cols: 1 + ($0 * 37 + round) % 200, rows: 1 + ($0 * 13 + round) % 60) }
            try tmux.resize(through: storm)
        }
        let stormTime = ContinuousClock.now - started
        try tmux.resize(cols: 110, rows: 34)
        try tmux.send(keys: "Escape", "Escape", ":")
        try tmux.sendLiteral(text: "schedule alive now app=com.example.photos title=AliveAfterStorm")
        try tmux.send(keys: "Enter")
        try tmux.waitFor(text: "AliveAfterStorm")
        #expect(stormTime < .seconds(30), "the storm took \(stormTime)")
        try quitAndExpectRestored(tmux)
    }

    @Test("a 1x1 terminal: notisim starts, survives keys, and draws in full once the terminal grows")
    func oneByOneTerminal() throws {
        let tmux = try launch(cols: 1, rows: 1, waitFor: nil)
        defer { tmux.kill() }
        try tmux.waitUntil("notisim draws into the 1x1 pane") { _ in
            (try? tmux.format("#{alternate_on}")) == "1"
        }
        try tmux.send(keys: "]", "c", "c", "Down", "Escape")
        try tmux.resize(cols: 110, rows: 34)
        try tmux.waitFor(text: "Event log")
        try quitAndExpectRestored(tmux)
    }

    @Test("a 500x200 terminal: notisim draws the device and the event log and answers keys")
    func hugeTerminal() throws {
        let tmux = try launch(cols: 500, rows: 200)
        defer { tmux.kill() }
        try tmux.send(keys: "]")
        try tmux.waitFor(text: "Good Evening!")
        try tmux.send(keys: "c")
        try tmux.waitFor(text: "Notification Centre")
        try quitAndExpectRestored(tmux)
    }

    @Test("TERM=dumb is refused with one line and exit status 1, leaving the terminal as it was")
    func dumbTerminal() throws {
        let tmux = try launch(prefix: "TERM=dumb", waitFor: nil)
        defer { tmux.kill() }
        #expect(try printed(tmux, exitStatus: "1") == ["notisim: terminal type 'dumb' cannot move the cursor (use e.g. xterm-256color)"])
        try expectRestored(tmux, exitStatus: "1")
    }

    @Test("TERM=dumb with stderr closed: exit status 1, no crash, nothing drawn")
    func dumbTerminalWithoutStandardError() throws {
        let tmux = try launch(prefix: "TERM=dumb", redirect: "2>&-", waitFor: nil)
        defer { tmux.kill() }
        #expect(try printed(tmux, exitStatus: "1") == [])
        try expectRestored(tmux, exitStatus: "1")
    }

    @Test("stdout and stderr both closed: the UI works through /dev/tty and quits cleanly")
    func closedOutputAndErrors() throws {
        let tmux = try launch(redirect: ">&- 2>&-")
        defer { tmux.kill() }
        try tmux.send(keys: "]")
        try tmux.waitFor(text: "Good Evening!")
        try quitAndExpectRestored(tmux)
    }

    @Test("LANG=C and LC_ALL=C: the status line says the locale is not UTF-8, the app still works and quits cleanly")
    func cLocale() throws {
        let tmux = try launch(prefix: "LANG=C LC_ALL=C")
        defer { tmux.kill() }
        try tmux.waitFor(text: "locale not UTF-8: ASCII only, set LANG=C.UTF-8")
        try tmux.send(keys: "]")
        try tmux.waitFor(text: "Good Evening!")
        let screen = try tmux.capture()
        #expect(!screen.contains("│") && !screen.contains("╭"), "box drawing in a C locale:\n\(screen)")
        try quitAndExpectRestored(tmux)
    }

    @Test("stdout closed: the terminal is used through /dev/tty, keys work and it quits cleanly")
    func closedStandardOutput() throws {
        let tmux = try launch(redirect: ">&-")
        defer { tmux.kill() }
        try tmux.send(keys: "]")
        try tmux.waitFor(text: "Good Evening!")
        try quitAndExpectRestored(tmux)
    }

    @Test("stdout to a file or a pipe: the UI stays on the terminal and not one byte goes to the file or the pipe")
    func redirectedStandardOutput() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-abuse-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: file) }
        let toFile = try launch(redirect: "> '\(file.path)'")
        defer { toFile.kill() }
        try toFile.send(keys: "]")
        try toFile.waitFor(text: "Good Evening!")
        try quitAndExpectRestored(toFile)
        #expect(try Data(contentsOf: file).isEmpty)

        let toPipe = try launch(redirect: "| od -c")
        defer { toPipe.kill() }
        try toPipe.send(keys: "q")
        #expect(try printed(toPipe, exitStatus: "0") == ["0000000"])
    }
}
