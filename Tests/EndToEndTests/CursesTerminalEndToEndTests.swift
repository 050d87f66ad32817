import Foundation
import Testing
import TestSupport

/// The ncurses backend on a real terminal: `TerminalProbe` (a test-only program that draws a fixed grid and
/// echoes the keys it gets) runs in tmux, wrapped in a shell that shows what the terminal is like afterwards.
@Suite("ncurses backend in tmux", .tags(.e2e), .slowTier)
struct CursesTerminalEndToEndTests {
    /// The probe between a line printed before it and a shell that reports its exit status and then reads a
    /// line, which shows whether echo and line editing came back.
    static func wrapped(_ probeCommand: String) -> String {
        "echo before-probe; \(probeCommand); echo probe-exit=$?; read line; echo got:$line"
    }

    static func probe() throws -> String { try TmuxBuiltProducts.path(of: "TerminalProbe") }

    /// Without and with `--record` (curses then writes to a file that is copied to the terminal and the recording).
    static let recorded = [false, true]

    /// Where the probe in `tmux` records when `recorded`.
    static func recordingPath(_ tmux: Tmux) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(tmux.socketName).cast").path
    }

    /// Starts the wrapped probe, recording to ``recordingPath(_:)`` when `recorded`, and waits for its first frame.
    static func startProbe(_ tmux: Tmux, environment: String = "", recorded: Bool = false) throws {
        let record = recorded ? " --record \(recordingPath(tmux))" : ""
        try tmux.start(command: wrapped("env SWIFT_BACKTRACE=enable=no \(environment) \(probe())\(record)"))
        try tmux.waitFor(text: "pid: ")
    }

    /// Checks that the shell got the terminal back as it was: main screen, cursor shown, keypad mode off,
    /// and typed text echoed by the line discipline.
    static func expectRestored(_ tmux: Tmux, exitStatus: String) throws {
        try TerminalRestoration.expectRestored(tmux, exitMarker: "probe-exit=\(exitStatus)", beforeMarker: "before-probe", programText: "テキスト")
    }

    static func rows(_ screen: String) -> [String] { screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    @Test("Korean, Japanese and emoji are drawn once each at the columns the grid gave them, with colour and attributes", arguments: recorded)
    func wideTextLinesUp(recorded: Bool) throws {
        let tmux = try Tmux()
        defer { tmux.kill(); try? FileManager.default.removeItem(atPath: Self.recordingPath(tmux)) }
        try Self.startProbe(tmux, recorded: recorded)
        let screen = Self.rows(try tmux.capture())
        #expect(screen[2] == "한국어  テキスト  🎉  |")
        #expect(screen[3] == "size: 100x32")
        #expect(screen[6] == "colors: palette256 type: tmux-256color")
        let styled = try tmux.capture(escapes: true)
        #expect(styled.contains("\u{1B}[1m\u{1B}[38;5;196mterminal-probe"))
        #expect(styled.contains("\u{1B}[7mselected"))
        #expect(styled.contains("\u{1B}[4mテキスト"))
    }

    @Test("keys arrive with their names, Korean and Japanese typed as text included", arguments: recorded)
    func keysArrive(recorded: Bool) throws {
        let tmux = try Tmux()
        defer { tmux.kill(); try? FileManager.default.removeItem(atPath: Self.recordingPath(tmux)) }
        try Self.startProbe(tmux, recorded: recorded)
        try tmux.send(keys: "Down", "a", "1", "Space", "Enter", "BSpace", "C-c", "F5", "PageUp", "Home")
        try tmux.waitFor(text: "last: Home")
        try tmux.sendLiteral(text: "가나ア")
        try tmux.waitFor(text: "last: ア")
        try tmux.send(keys: "Escape")
        let screen = try tmux.waitFor(text: "last: Esc")
        #expect(Self.rows(screen)[5] == "keys: 1 Space Enter Backspace C-c F5 PageUp Home 가 나 ア Esc")
    }

    @Test("a resize is reported with the new size and the frame is drawn again", arguments: recorded)
    func resizeIsReported(recorded: Bool) throws {
        let tmux = try Tmux()
        defer { tmux.kill(); try? FileManager.default.removeItem(atPath: Self.recordingPath(tmux)) }
        try Self.startProbe(tmux, recorded: recorded)
        try tmux.resize(cols: 80, rows: 24)
        let screen = Self.rows(try tmux.waitFor(text: "size: 80x24"))
        #expect(screen.count == 24)
        #expect(screen[2] == "한국어  テキスト  🎉  |")
    }

    @Test("q gives the terminal back: main screen, cursor, keypad mode and echo as before", arguments: recorded)
    func quitRestoresTheTerminal(recorded: Bool) throws {
        let tmux = try Tmux()
        defer { tmux.kill(); try? FileManager.default.removeItem(atPath: Self.recordingPath(tmux)) }
        try Self.startProbe(tmux, recorded: recorded)
        #expect(try tmux.format("#{alternate_on}") == "1")
        try tmux.send(keys: "q")
        try Self.expectRestored(tmux, exitStatus: "0")
    }

    @Test("SIGINT, SIGTERM and SIGHUP are reported to the loop, which restores the terminal and exits with 128 + signal",
          arguments: [SIGINT, SIGTERM, SIGHUP])
    func terminationSignalRestores(signal: Int32) throws {
        let tmux = try Tmux()
        defer { tmux.kill() }
        try Self.startProbe(tmux)
        let pidLine = Self.rows(try tmux.capture()).first { $0.hasPrefix("pid: ") } ?? ""
        let pid = try #require(Int32(pidLine.dropFirst("pid: ".count)))
        #expect(kill(pid, signal) == 0)
        try Self.expectRestored(tmux, exitStatus: "\(128 + signal)")
        #expect(try tmux.capture().contains("terminated by signal \(signal)"))
    }

    @Test("a crash restores the terminal before the process dies", arguments: recorded)
    func crashRestores(recorded: Bool) throws {
        let tmux = try Tmux()
        defer { tmux.kill(); try? FileManager.default.removeItem(atPath: Self.recordingPath(tmux)) }
        try Self.startProbe(tmux, recorded: recorded)
        try tmux.send(keys: "!")
        try Self.expectRestored(tmux, exitStatus: "\(128 + SIGILL)")
    }

    /// What the program printed: the rows between the shell's `before-probe` and `probe-exit=` lines.
    static func printed(_ tmux: Tmux, exitStatus: String) throws -> [String] {
        try tmux.waitFor(text: "probe-exit=\(exitStatus)")
        let screen = rows(try tmux.capture(joinWrapped: true))
        guard let start = screen.firstIndex(of: "before-probe"), let end = screen.firstIndex(where: { $0.hasPrefix("probe-exit=") }),
              start < end else { return screen }
        return Array(screen[(start + 1)..<end])
    }

    @Test("exit without stop restores the terminal on the way out", arguments: recorded)
    func exitWithoutStopRestores(recorded: Bool) throws {
        let tmux = try Tmux()
        defer { tmux.kill(); try? FileManager.default.removeItem(atPath: Self.recordingPath(tmux)) }
        try Self.startProbe(tmux, recorded: recorded)
        try tmux.send(keys: "e")
        try Self.expectRestored(tmux, exitStatus: "7")
    }

    @Test("SIGQUIT restores the terminal before the default action ends the process")
    func quitSignalRestores() throws {
        let tmux = try Tmux()
        defer { tmux.kill() }
        try Self.startProbe(tmux)
        let pidLine = Self.rows(try tmux.capture()).first { $0.hasPrefix("pid: ") } ?? ""
        let pid = try #require(Int32(pidLine.dropFirst("pid: ".count)))
        #expect(kill(pid, SIGQUIT) == 0)
        try Self.expectRestored(tmux, exitStatus: "\(128 + SIGQUIT)")
    }

    @Test("TERM=dumb and an unknown TERM fail with one line naming the terminal type and exit status 1",
          arguments: [("dumb", "terminal type 'dumb' cannot move the cursor"),
                      ("no-such-terminal", "unknown terminal type 'no-such-terminal': no terminfo entry")])
    func unsuitableTerminalType(type: String, message: String) throws {
        let tmux = try Tmux()
        defer { tmux.kill() }
        try tmux.start(command: Self.wrapped("env TERM=\(type) \(Self.probe())"))
        #expect(try Self.printed(tmux, exitStatus: "1") == ["terminal-probe: \(message) (use e.g. xterm-256color)"])
    }

    @Test("without a controlling terminal the error says so, in one line, with exit status 1")
    func noTerminal() throws {
        let tmux = try Tmux()
        defer { tmux.kill() }
        try tmux.start(command: Self.wrapped("setsid -w \(Self.probe()) </dev/null"))
        #expect(try Self.printed(tmux, exitStatus: "1") == ["terminal-probe: no terminal: cannot open /dev/tty: No such device or address"])
    }

    @Test("a non-UTF-8 locale gets the warning and every cell drawn in ASCII at its column")
    func nonUTF8Locale() throws {
        let tmux = try Tmux()
        defer { tmux.kill() }
        try Self.startProbe(tmux, environment: "LANG=C LC_ALL=C")
        let screen = Self.rows(try tmux.capture())
        #expect(screen[1] == "the locale (C) is not UTF-8: drawing ASCII only; set LANG=C.UTF-8")
        #expect(screen[2] == "? ? ?   ? ? ? ?   ?   |")
        try tmux.send(keys: "q")
        try Self.expectRestored(tmux, exitStatus: "0")
    }

    @Test("a closed stdout does not matter: the terminal is opened through /dev/tty")
    func closedStandardOutput() throws {
        let tmux = try Tmux()
        defer { tmux.kill() }
        try Self.startProbe(tmux, environment: "sh -c 'exec \"$0\" >&-'")
        try tmux.send(keys: "x")
        try tmux.waitFor(text: "last: x")
        try tmux.send(keys: "q")
        try Self.expectRestored(tmux, exitStatus: "0")
    }

    @Test("a storm of 300 resizes, a 1x1 and a 500x200 terminal: still drawing, still answering keys; a recording ends at the last size",
          arguments: recorded)
    func resizeStorm(recorded: Bool) throws {
        let tmux = try Tmux()
        defer { tmux.kill(); try? FileManager.default.removeItem(atPath: Self.recordingPath(tmux)) }
        try Self.startProbe(tmux, recorded: recorded)
        let storm = (0..<300).map { (cols: 20 + $0 % 90, rows: 5 + $0 % 30) }
        try tmux.resize(through: storm)
        try tmux.resize(cols: 1, rows: 1)
        try tmux.send(keys: "y")
        try tmux.resize(cols: 500, rows: 200)
        try tmux.waitFor(text: "size: 500x200")
        try tmux.waitFor(text: "last: y")
        try tmux.resize(cols: 100, rows: 32)
        try tmux.send(keys: "z")
        let screen = Self.rows(try tmux.waitUntil("the probe saw z and the last resize") {
            $0.contains("last: z") && $0.contains("size: 100x32")
        })
        #expect(screen[2] == "한국어  テキスト  🎉  |")
        try tmux.send(keys: "q")
        try Self.expectRestored(tmux, exitStatus: "0")
        if recorded {
            let resizes = try String(contentsOfFile: Self.recordingPath(tmux), encoding: .utf8).split(separator: "\n").filter { $0.contains(#", "r", "#) }
            #expect(resizes.last?.hasSuffix(#""r", "100x32"]"#) == true, "last resize recorded: \(resizes.last ?? "none")")
        }
    }
}
