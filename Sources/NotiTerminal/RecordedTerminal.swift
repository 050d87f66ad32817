import NotiApp
import NotiLayout

/// The ncurses terminal with a recording: every frame is also drawn by curses on an offscreen screen of the same size,
/// whose bytes are the recording's output, at the wall time since the start; a resize of the terminal is recorded too.
public final class RecordedTerminal: TerminalBackend {
    private let terminal: CursesTerminal
    private let recording: AsciicastRecording
    private var recorder: ScriptRecorder?
    private let started = ContinuousClock.now

    /// Records what `terminal` shows to `recording`.
    public init(_ terminal: CursesTerminal, recording: AsciicastRecording) {
        self.terminal = terminal
        self.recording = recording
    }

    private var now: Duration { ContinuousClock.now - started }

    public var size: TerminalSize { terminal.size }
    public var capabilities: TerminalCapabilities { terminal.capabilities }

    public func start() throws {
        try terminal.start()
        recorder = try ScriptRecorder(recording: recording, size: terminal.size)
    }

    public func stop() {
        recorder?.finish()
        recorder = nil
        terminal.stop()
    }

    public func draw(_ grid: CellGrid, cursor: CursorPosition?) {
        terminal.draw(grid, cursor: cursor)
        recorder?.show(grid, cursor: cursor, at: now)
    }

    public func invalidate() { terminal.invalidate() }

    public func nextEvent(timeout: Duration?) -> TerminalEvent? {
        let event = terminal.nextEvent(timeout: timeout)
        if case .resize(let cols, let rows)? = event { recorder?.resize(to: TerminalSize(cols: cols, rows: rows), at: now) }
        return event
    }

    public func bell() { terminal.bell() }
}
