import Foundation
import NotiApp
import NotiLayout
import NotiTerminal
import NotiTerminalPort
import Testing

/// The ncurses backend in this process, on a pseudo-terminal whose output is collected byte for byte.
/// Serialized: curses and the signal handlers are process-wide, so one terminal runs at a time.
@Suite("ncurses backend on a pseudo-terminal", .serialized)
struct CursesTerminalPseudoTerminalTests {
    static let environment = ["TERM": "xterm-256color"]

    /// A screen full of coloured text, different on every row.
    static func busyGrid(cols: Int, rows: Int) -> CellGrid {
        var grid = CellGrid(width: cols, height: rows)
        for y in 0..<rows {
            let style = Style(foreground: .palette(UInt8(16 + y * 7 % 200)), background: y % 2 == 0 ? .default : .rgb(20, 20, 40))
            for x in 0..<cols { grid[x, y] = Cell(String(UnicodeScalar(UInt8(0x41 + (x + y) % 26))), style: style) }
        }
        return grid
    }

    @Test("start refuses a device that is not a terminal, a missing TERM, an unknown type and TERM=dumb, each in one line")
    func refusals() throws {
        let pty = try PseudoTerminal(cols: 80, rows: 24)
        defer { pty.close() }
        let cases: [(CursesTerminal, String)] = [
            (CursesTerminal(device: .path("/dev/null"), environment: Self.environment), "no terminal: /dev/null is not a terminal"),
            (CursesTerminal(device: .path("/nonexistent/tty"), environment: Self.environment),
             "no terminal: cannot open /nonexistent/tty: No such file or directory"),
            (CursesTerminal(device: .path(pty.devicePath), environment: [:]), "TERM is not set: set it to your terminal's type, e.g. xterm-256color"),
            (CursesTerminal(device: .path(pty.devicePath), terminalType: "no-such-terminal", environment: [:]),
             "unknown terminal type 'no-such-terminal': no terminfo entry (use e.g. xterm-256color)"),
            (CursesTerminal(device: .path(pty.devicePath), environment: ["TERM": "dumb"]),
             "terminal type 'dumb' cannot move the cursor (use e.g. xterm-256color)"),
        ]
        for (terminal, message) in cases {
            let error = #expect(throws: TerminalError.self) { try terminal.start() }
            #expect(error?.message == message)
            #expect(!terminal.isRunning)
        }
        #expect(try pty.collectWritten().isEmpty)
    }

    @Test("one changed cell costs a few bytes; an unchanged frame costs none; a full repaint costs the whole screen")
    func onlyChangedCellsAreWritten() throws {
        let pty = try PseudoTerminal(cols: 80, rows: 24)
        defer { pty.close() }
        let terminal = CursesTerminal(device: .path(pty.devicePath), environment: Self.environment)
        try terminal.start()
        defer { terminal.stop() }
        #expect(terminal.size == TerminalSize(cols: 80, rows: 24))
        #expect(terminal.capabilities.colorDepth == .palette256)
        var grid = Self.busyGrid(cols: 80, rows: 24)
        terminal.draw(grid)
        let first = try pty.collectWritten()
        terminal.draw(grid)
        let unchanged = try pty.collectWritten()
        grid[40, 12] = Cell("가", style: grid[40, 12].style)
        grid[41, 12] = Cell("", style: grid[41, 12].style)
        terminal.draw(grid)
        let oneGlyph = try pty.collectWritten()
        terminal.invalidate()
        terminal.draw(grid)
        let repaint = try pty.collectWritten()
        #expect(first.count > 80 * 24)
        #expect(unchanged.isEmpty)
        #expect(oneGlyph.count > 0 && oneGlyph.count < 40, "one wide glyph took \(oneGlyph.count) bytes")
        #expect(String(decoding: oneGlyph, as: UTF8.self).contains("가"))
        #expect(repaint.count > 80 * 24)
        #expect(oneGlyph.count * 50 < repaint.count, "\(oneGlyph.count) bytes for one glyph, \(repaint.count) for a repaint")
    }

    @Test("every scalar of a skin-toned emoji, a flag and a ZWJ sequence reaches the terminal; a family longer than a curses cell keeps its whole leading persons")
    func graphemeClustersReachTheTerminalWhole() throws {
        let pty = try PseudoTerminal(cols: 80, rows: 24)
        defer { pty.close() }
        let terminal = CursesTerminal(device: .path(pty.devicePath), environment: Self.environment)
        try terminal.start()
        defer { terminal.stop() }
        _ = try pty.collectWritten()
        var grid = CellGrid(width: 80, height: 24)
        let lines = ["wave 👋🏽 end", "coder 👩🏽‍💻 end", "family 👨‍👩‍👧‍👦 end", "flag 🇰🇷 end", "회의가 있습니다", "今日は会議です"]
        for (row, line) in lines.enumerated() { _ = grid.write(line, x: 0, y: row, style: .plain) }
        terminal.draw(grid)
        let written = Array(String(decoding: try pty.collectWritten(), as: UTF8.self).unicodeScalars)
        for whole in ["👋🏽", "👩🏽‍💻", "🇰🇷", "회의가", "있습니다", "今日は会議です"] {
            #expect(written.contains(Array(whole.unicodeScalars)), "\(whole) was not written whole")
        }
        #expect(written.contains(Array("👨‍👩‍👧".unicodeScalars)), "the family keeps its first three persons")
        #expect(!written.contains(Array("👨‍👩‍👧‍".unicodeScalars)), "no cell ends in a joiner")
    }

    @Test("keys typed on the terminal arrive as keys: arrows, Enter, Ctrl, Korean; nil when the timeout passes")
    func keysArrive() throws {
        let pty = try PseudoTerminal(cols: 80, rows: 24)
        defer { pty.close() }
        let terminal = CursesTerminal(device: .path(pty.devicePath), environment: Self.environment)
        try terminal.start()
        defer { terminal.stop() }
        pty.type("\u{1B}OB\r\u{3}한x")
        var keys: [Key] = []
        while keys.count < 5, let event = terminal.nextEvent(timeout: .seconds(5)) {
            if case .key(let key) = event { keys.append(key) }
        }
        #expect(keys == [.down, .enter, .ctrl("c"), .character("한"), .character("x")])
        let clock = ContinuousClock()
        let started = clock.now
        #expect(terminal.nextEvent(timeout: .milliseconds(60)) == nil)
        let waited = clock.now - started
        #expect(waited >= .milliseconds(60) && waited < .seconds(2))
    }

    @Test("a resize whose SIGWINCH never reaches curses still comes out of nextEvent once, with the new size")
    func resizeWithoutSignalIsSeen() throws {
        let pty = try PseudoTerminal(cols: 100, rows: 32)
        defer { pty.close() }
        let terminal = CursesTerminal(device: .path(pty.devicePath), environment: Self.environment)
        try terminal.start()
        defer { terminal.stop() }
        terminal.draw(Self.busyGrid(cols: 100, rows: 32))
        pty.resize(cols: 90, rows: 30)
        #expect(terminal.nextEvent(timeout: .seconds(5)) == .resize(cols: 90, rows: 30))
        #expect(terminal.size == TerminalSize(cols: 90, rows: 30))
        terminal.draw(Self.busyGrid(cols: 90, rows: 30))
        #expect(terminal.nextEvent(timeout: .milliseconds(450)) == nil)
    }

    @Test("a window change while a recording's second curses screen runs resizes the shown screen and the recording, and drawing goes on")
    func windowChangeWithARecording() throws {
        let pty = try PseudoTerminal(cols: 100, rows: 32)
        defer { pty.close() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-winch-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("live.cast").path
        let recording = try AsciicastRecording(path: path, timestamp: Date(timeIntervalSince1970: 0), title: "window change")
        let terminal = CursesTerminal(device: .path(pty.devicePath), environment: Self.environment)
        try terminal.start()
        let recorder = try ScriptRecorder(recording: recording, size: terminal.size)
        terminal.draw(Self.busyGrid(cols: 100, rows: 32))
        recorder.show(Self.busyGrid(cols: 100, rows: 32), cursor: nil, at: .zero)
        // The signal lands between the two screens' updates (as a recorded frame is drawn twice): the recording's
        // screen updates first, then the shown one, both before the app hears of the resize.
        pty.resize(cols: 90, rows: 30)
        kill(getpid(), SIGWINCH)
        recorder.show(Self.busyGrid(cols: 100, rows: 32), cursor: nil, at: .milliseconds(10))
        terminal.draw(Self.busyGrid(cols: 100, rows: 32))
        let event = terminal.nextEvent(timeout: .seconds(5))
        #expect(event == .resize(cols: 90, rows: 30))
        recorder.resize(to: TerminalSize(cols: 90, rows: 30), at: .milliseconds(20))
        terminal.draw(Self.busyGrid(cols: 90, rows: 30))
        recorder.show(Self.busyGrid(cols: 90, rows: 30), cursor: nil, at: .milliseconds(30))
        recorder.finish()
        terminal.stop()
        let events = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst()
        #expect(events.filter { $0.contains(#""r", "#) } .map { String($0.split(separator: ",").last ?? "") }
                == [#" "90x30"]"#])
        #expect(events.count >= 4, "three frames and the resize, got \(events.count) events")
    }

    /// The asciicast lines of the recording at `path` after its header: each event's type and text.
    static func recordedEvents(_ path: String) throws -> [(kind: String, text: String)] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst().map { line in
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            return (try #require(event[1] as? String), try #require(event[2] as? String))
        }
    }

    @Test("with a recording, the terminal gets exactly the bytes recorded as output, keys arrive as without one, and a resize is recorded")
    func recordingIsWhatTheTerminalGot() throws {
        let pty = try PseudoTerminal(cols: 100, rows: 32)
        defer { pty.close() }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-relay-\(getpid()).cast").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recording = try AsciicastRecording(path: path, timestamp: Date(timeIntervalSince1970: 0), title: "relay")
        let terminal = CursesTerminal(device: .path(pty.devicePath), environment: Self.environment, recording: recording)
        try terminal.start()
        #expect(terminal.size == TerminalSize(cols: 100, rows: 32))
        terminal.draw(Self.busyGrid(cols: 100, rows: 32))
        pty.type("\u{1B}OB\r\u{3}한x")
        var keys: [Key] = []
        while keys.count < 5, let event = terminal.nextEvent(timeout: .seconds(5)) {
            if case .key(let key) = event { keys.append(key) }
        }
        #expect(keys == [.down, .enter, .ctrl("c"), .character("한"), .character("x")])
        pty.resize(cols: 90, rows: 30)
        #expect(terminal.nextEvent(timeout: .seconds(5)) == .resize(cols: 90, rows: 30))
        terminal.draw(Self.busyGrid(cols: 90, rows: 30))
        terminal.bell()
        terminal.stop()
        // The emoji-joining probe (in a UTF-8 locale) asks the terminal only: a question, not something shown.
        let probe = "\u{1B}[1;1H👋\u{1F3FD}\u{1B}[6n\u{1B}[1;1H👨\u{200D}👩\u{200D}👧\u{1B}[6n"
        let shown = String(decoding: try pty.collectWritten(), as: UTF8.self).replacingOccurrences(of: probe, with: "")
        let events = try Self.recordedEvents(path)
        #expect(events.filter { $0.kind == "o" }.map(\.text).joined() == shown)
        #expect(shown.contains("\u{1B}[?1049h") && shown.contains("\u{1B}[?1049l") && shown.contains("\u{7}"))
        #expect(events.filter { $0.kind == "r" }.map(\.text) == ["90x30"])
        let header = try #require(String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").first)
        #expect(header.contains(#""width": 100, "height": 32"#))
    }

    @Test("a recorded terminal is given the modes curses gives it (raw, no echo, no CR/NL translation), and stop puts the old ones back")
    func recordedTerminalModes() throws {
        let pty = try PseudoTerminal(cols: 80, rows: 24)
        defer { pty.close() }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-modes-\(getpid()).cast").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let before = try Self.modes(of: pty.devicePath)
        let plain = CursesTerminal(device: .path(pty.devicePath), environment: Self.environment)
        try plain.start()
        let cursesModes = try Self.modes(of: pty.devicePath)
        plain.stop()
        let recording = try AsciicastRecording(path: path, timestamp: Date(timeIntervalSince1970: 0), title: "modes")
        let recorded = CursesTerminal(device: .path(pty.devicePath), environment: Self.environment, recording: recording)
        try recorded.start()
        #expect(try Self.modes(of: pty.devicePath) == cursesModes)
        #expect(cursesModes != before)
        recorded.stop()
        #expect(try Self.modes(of: pty.devicePath) == before)
    }

    @Test("stop leaves the alternate screen and puts the terminal modes back as they were")
    func stopRestores() throws {
        let pty = try PseudoTerminal(cols: 80, rows: 24)
        defer { pty.close() }
        let before = try Self.localModes(of: pty.devicePath)
        let terminal = CursesTerminal(device: .path(pty.devicePath), environment: Self.environment)
        try terminal.start()
        terminal.draw(Self.busyGrid(cols: 80, rows: 24))
        #expect(try Self.localModes(of: pty.devicePath) != before)
        let started = String(decoding: try pty.collectWritten(), as: UTF8.self)
        #expect(started.contains("\u{1B}[?1049h"))
        terminal.stop()
        terminal.stop()
        #expect(!terminal.isRunning)
        #expect(try Self.localModes(of: pty.devicePath) == before)
        #expect(String(decoding: try pty.collectWritten(), as: UTF8.self).contains("\u{1B}[?1049l"))
    }

    @Test("a termination signal comes out of nextEvent as terminationRequested, and a second terminal can start after stop")
    func signalBecomesEvent() throws {
        let pty = try PseudoTerminal(cols: 80, rows: 24)
        defer { pty.close() }
        let terminal = CursesTerminal(device: .path(pty.devicePath), environment: Self.environment)
        try terminal.start()
        let second = CursesTerminal(device: .path(pty.devicePath), environment: Self.environment)
        #expect(throws: TerminalError("a terminal session is already running in this process")) { try second.start() }
        kill(getpid(), SIGHUP)
        #expect(terminal.nextEvent(timeout: .seconds(5)) == .terminationRequested(signal: SIGHUP))
        terminal.stop()
        try second.start()
        second.stop()
    }

    @Test("a terminal whose other side closes is reported as a hangup instead of spinning")
    func vanishedTerminalIsAHangup() throws {
        let pty = try PseudoTerminal(cols: 80, rows: 24)
        let terminal = CursesTerminal(device: .path(pty.devicePath), environment: Self.environment)
        try terminal.start()
        defer { terminal.stop() }
        pty.close()
        let clock = ContinuousClock()
        let started = clock.now
        #expect(terminal.nextEvent(timeout: .seconds(5)) == .terminationRequested(signal: SIGHUP))
        #expect(clock.now - started < .seconds(2))
    }

    /// The local-mode flags (echo, canonical input, signals) of the terminal at `path`.
    static func localModes(of path: String) throws -> tcflag_t { try modes(of: path)[3] }

    /// The input, output, control and local flags of the terminal at `path`, then its VMIN and VTIME.
    static func modes(of path: String) throws -> [tcflag_t] {
        let fd = open(path, O_RDWR | O_NOCTTY)
        guard fd >= 0 else { throw TerminalError("cannot open \(path)") }
        defer { close(fd) }
        var modes = termios()
        tcgetattr(fd, &modes)
        let characters = withUnsafeBytes(of: modes.c_cc) { [tcflag_t($0[Int(VMIN)]), tcflag_t($0[Int(VTIME)])] }
        return [modes.c_iflag, modes.c_oflag, modes.c_cflag, modes.c_lflag] + characters
    }
}
